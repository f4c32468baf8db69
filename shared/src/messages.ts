import { NEW_ACCOUNT_LINKS_MAX, type VerifiedEmailAction } from './basics.ts';
import { fillMessage, formatMoment, msg, type Message } from './message-format.ts';

/** User-facing texts that the spec gives word for word. */
export const MSG = {
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  passwordRequired: 'Password is required',
  passwordMin: 'Password must be at least 8 characters',
  passwordMax: 'Password must be at most 256 characters',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  confirmPasswordRequired: 'Please confirm your password',
  passwordsDoNotMatch: 'Passwords do not match',
  emailCannotChange: 'Email cannot be changed. Contact support if needed.',
  notAuthenticated: 'User not authenticated',
  loginFailed: 'Login failed. Please try again.',
  registrationFailed: 'Registration failed. Please try again.',
  profileUpdateFailed: 'Failed to update profile',
  apiRequestFailed: 'API request failed',
  invalidCredentials: 'Invalid email or password',
  accessDenied: 'Access denied. Admin privileges required.',
  adminOtherError: 'An error occurred. Please try again.',
} as const;

// Suspended accounts (api.md "Reports and moderation"): the server's refusal and the client's banner.

/**
 * "30 November 2026, 14:05 UTC": one way on both sides and in every locale, so the API's refusal
 * and the banner name the same moment.
 */
export function formatSuspensionEnd(iso: string): string {
  return formatMoment(new Date(iso));
}

/** The refusal of every write of a suspended member, with its moment (translatable, issue 34). */
export function suspendedText(iso: string): Message {
  return msg('Your account is suspended until {{until}}', { until: new Date(iso) });
}

/** The refusal of every write of a suspended member. */
export function suspendedMessage(iso: string): string {
  const { text, values } = suspendedText(iso);
  return fillMessage(text, values);
}

/**
 * What a notification with no one behind it says, in the bell and in its email alike (kinds whose
 * text names a member or a group are put together where they are shown).
 */
export const NOTIFICATION_TEXTS = {
  story_published: 'Your story was published',
  story_declined: 'Your story was declined',
  report_resolved: 'A report you made has been reviewed. Thank you for telling us.',
  event_reminder: 'An event you are going to is coming up',
  event_promoted: 'A place opened up: you are going to the event',
  event_changed: 'An event you responded to has a new time or place',
  event_cancelled: 'An event you responded to was cancelled',
  group_admin_promoted: 'The last admin of a group you are in left: you are now its admin',
  group_admin_left:
    'The last admin of a group you are in left: its longest-standing member is now admin',
  new_sign_in: 'Your account was signed in to from a new browser. Not you? Review your devices.',
  moderation_decision: 'A moderation decision about you: read why and how to appeal',
  appeal_decided: 'Your appeal has been decided',
  group_welcome: 'Welcome! A group you joined has a message for you',
} as const;

// Verified addresses (issue 32): the banner of a member whose address is not confirmed, and the
// refusal of an action the site setting verifiedEmailRequiredFor keeps for confirmed addresses.
export const EMAIL_CONFIRMATION_TEXTS = {
  banner: 'Your email address is not confirmed yet. Open the link we emailed you to confirm it.',
  resend: 'Resend the email',
  sent: 'Sent. The new link is in your inbox; earlier links no longer work.',
  dismiss: 'Hide this message',
} as const;

const UNCONFIRMED_ACTIONS: Record<VerifiedEmailAction, string> = {
  message_request: 'send message requests',
  report: 'send reports',
  post: 'post in groups',
  rsvp: 'RSVP to events',
};

/** The 403 of an action the member may take once her address is confirmed. */
export function unconfirmedEmailMessage(action: VerifiedEmailAction): string {
  return `Confirm your email address to ${UNCONFIRMED_ACTIONS[action]}. Use “${EMAIL_CONFIRMATION_TEXTS.resend}” in the banner at the top of the page.`;
}

// New accounts earn trust (issue 33): what an account in its first hours (site setting
// newAccountHours) is told, with the moment in the form a suspension's end is given.

/** The 403 of a limit on new accounts, saying when it lifts (translatable, issue 34). */
export function newAccountText(limit: 'message_request' | 'links', until: Date): Message {
  return limit === 'message_request'
    ? msg('New accounts can send message requests after {{until}}.', { until })
    : msg('Until {{until}}, a new account can add at most {{max}} links to a post or reply.', {
        until,
        max: NEW_ACCOUNT_LINKS_MAX,
      });
}

/** The 403 of a limit on new accounts, saying when it lifts. */
export function newAccountMessage(limit: 'message_request' | 'links', until: Date): string {
  const { text, values } = newAccountText(limit, until);
  return fillMessage(text, values);
}

export const NEW_ACCOUNT_TEXTS = {
  /** The badge on her held post, which only she and the moderators see. */
  held: 'Waiting for a moderator',
  heldExplained:
    'This post repeats one you posted in another group, so a moderator looks at it first. Until then only you can see it.',
  /** The moderation queue's note on a held post (a report without a reporter). */
  heldNote:
    'Held automatically: a new account posted the same text in another group within the hour.',
} as const;
