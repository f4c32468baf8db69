import { z } from 'zod';
import { contentNoteFilters } from './safety.ts';
import { timezone } from './events.ts';
import { LANGUAGES } from '../languages.ts';
import {
  LIMITS,
  USER_ROLES,
  ACCOUNT_STATUSES,
  EMAIL_FREQUENCIES,
  DM_POLICIES,
  PROFILE_VISIBILITIES,
} from '../constants.ts';
import { MSG } from '../messages.ts';
import { id, optionalText } from './common.ts';

export const email = z
  .string({ error: MSG.emailRequired })
  .trim()
  .min(1, MSG.emailRequired)
  .max(LIMITS.emailMax, MSG.emailInvalid)
  .pipe(z.email(MSG.emailInvalid))
  .transform((v) => v.toLowerCase());

export const password = z
  .string({ error: MSG.passwordRequired })
  .min(1, MSG.passwordRequired)
  .min(LIMITS.passwordMin, MSG.passwordMin)
  .max(LIMITS.passwordMax, MSG.passwordMax);

/**
 * Characters that show nothing or change how the rest reads: in a name they hide or reverse what
 * others read (an impersonation), so names refuse them. Checked before trimming, which would hide
 * some. Unicode's own classes rather than a hand list: every default-ignorable code point (joiners,
 * fillers, variation selectors, tags), every format character (direction controls, soft hyphen),
 * controls, the line and paragraph separators, and the braille blank, which Unicode draws as
 * nothing although it is not in those classes.
 */
const HIDDEN_CHARACTERS =
  /(?!\u200C|\u200D|\uFE0F)[\p{Default_Ignorable_Code_Point}\p{Cf}\p{Cc}\p{Zl}\p{Zp}\u2800]/u;
// Zero-width (non-)joiners are spelling in Persian and Indic names, so they are allowed between two
// letters or marks and nowhere else.
const JOINER_OUTSIDE_A_WORD = /(?<![\p{L}\p{M}])[\u200C\u200D]|[\u200C\u200D](?![\p{L}\p{M}])/u;
// The emoji presentation selector is what a phone keyboard adds to ❤ or ☺: allowed right after an
// emoji, where it shows, and nowhere else.
const SELECTOR_OUTSIDE_AN_EMOJI = /(?<!\p{Extended_Pictographic})\uFE0F/u;
export const HIDDEN_CHARACTERS_MESSAGE =
  'Names cannot contain invisible or text-direction characters';
export const withoutHiddenCharacters = (value: string) =>
  !HIDDEN_CHARACTERS.test(value) &&
  !JOINER_OUTSIDE_A_WORD.test(value) &&
  !SELECTOR_OUTSIDE_AN_EMOJI.test(value);

export const personName = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .refine(withoutHiddenCharacters, HIDDEN_CHARACTERS_MESSAGE)
    .trim()
    .min(1, requiredMessage)
    .max(LIMITS.nameMax, `Must be at most ${LIMITS.nameMax} characters`);

export const registerInput = z.object({
  email,
  password,
  first_name: personName(MSG.firstNameRequired),
  last_name: personName(MSG.lastNameRequired),
  /** Discreet emails from the start (a preference she can change in Settings). */
  discreet_email: z.boolean().optional(),
});
export type RegisterInput = z.input<typeof registerInput>;

export const loginInput = z.object({
  email,
  // Login does not enforce the length rule on old passwords beyond the hashing cap.
  password: z
    .string({ error: MSG.passwordRequired })
    .min(1, MSG.passwordRequired)
    .max(LIMITS.passwordMax, MSG.passwordMax),
});
export type LoginInput = z.input<typeof loginInput>;

/** The user as the signed-in member sees themself (login response, me). */
export const sessionUser = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: z.enum(USER_ROLES),
  status: z.enum(ACCOUNT_STATUSES),
  profile_picture: z.string().nullable(),
  /** The end of a suspension that still lasts (the member reads but cannot write), else null. */
  suspended_until: z.string().nullable(),
  /** She followed the link emailed to her address (until then some actions may be refused). */
  email_verified: z.boolean(),
  /** She has a second factor (an authenticator app or a passkey): sign-in asks for it. */
  two_factor: z.boolean(),
  /** Every email to her is neutral: no site name or topic, no preview (she chose it). */
  discreet_email: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUser>;

export const loginResult = z.object({ token: z.string(), user: sessionUser });
export type LoginResult = z.infer<typeof loginResult>;

export const forgotPasswordInput = z.object({ email });
export const resetPasswordInput = z.object({
  token: z.string().min(1, 'Reset token is required').max(200),
  new_password: password,
});

export const profileFields = {
  first_name: personName(MSG.firstNameRequired),
  last_name: personName(MSG.lastNameRequired),
  bio: optionalText(LIMITS.bioMax),
  location: optionalText(LIMITS.shortTextMax),
  occupation: optionalText(LIMITS.shortTextMax),
  interests: optionalText(LIMITS.shortTextMax * 4),
  date_of_birth: z
    .union([
      z.iso.date('Date of birth must be a date (YYYY-MM-DD)'),
      z.literal('').transform(() => null),
    ])
    .nullish()
    .refine(
      (v) => v == null || v <= new Date().toISOString().slice(0, 10),
      'Date of birth cannot be in the future',
    ),
};

export const userProfile = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  /** Only for the member themself and admins; null otherwise. */
  email: z.string().nullable(),
  bio: z.string().nullable(),
  location: z.string().nullable(),
  occupation: z.string().nullable(),
  interests: z.string().nullable(),
  /** Only for the member themself and admins; null otherwise. */
  date_of_birth: z.string().nullable(),
  profile_picture: z.string().nullable(),
  role: z.enum(USER_ROLES),
  created_at: z.string(),
  /** Only for the member themself and admins (whether she confirmed her address); null otherwise. */
  email_verified: z.boolean().nullable(),
  /** Only for the member themself and admins (whether she chose discreet emails); null otherwise. */
  discreet_email: z.boolean().nullable(),
  /** Only for the member themself and admins (a passkey or two-step sign-in); null otherwise. */
  two_factor: z.boolean().nullable(),
});
export type UserProfile = z.infer<typeof userProfile>;

export const updateProfileInput = z
  .object({
    id,
    first_name: profileFields.first_name.optional(),
    last_name: profileFields.last_name.optional(),
    bio: profileFields.bio,
    location: profileFields.location,
    occupation: profileFields.occupation,
    interests: profileFields.interests,
    date_of_birth: profileFields.date_of_birth,
    // Present only to be refused with the spec's message.
    email: z.unknown().optional(),
  })
  .superRefine((value, ctx) => {
    if (value.email !== undefined)
      ctx.addIssue({ code: 'custom', path: ['email'], message: MSG.emailCannotChange });
  });
export type UpdateProfileInput = z.input<typeof updateProfileInput>;

export const changePasswordInput = z.object({
  id,
  current_password: z
    .string({ error: 'Current password is required' })
    .min(1, 'Current password is required')
    .max(LIMITS.passwordMax, MSG.passwordMax),
  new_password: password,
});

export const preferences = z.object({
  newsletter_opt_in: z.boolean(),
  /** Notification emails: one each, a daily digest of what is unread, or none. */
  email_frequency: z.enum(EMAIL_FREQUENCIES),
  /** Who may start a direct conversation with her. */
  dm_policy: z.enum(DM_POLICIES),
  /** Who may open her member page. */
  profile_visibility: z.enum(PROFILE_VISIBILITIES),
  /** Per content note: show, collapse (the default for a note left out) or hide. */
  content_note_filters: contentNoteFilters,
  /** The Quick exit button on every page (shown by default). */
  show_quick_exit: z.boolean(),
  /** Every email to her is neutral: no site name or topic in sender and subject, no preview. */
  discreet_email: z.boolean(),
  /**
   * Her IANA time zone for dates and her 17:00 digest; null until set (her browser's guess is
   * saved the first time she is signed in; UTC until then).
   */
  time_zone: timezone.nullable(),
  /**
   * The language of her pages, on every device; null until she chooses (the footer's switch or
   * /settings), when a browser's own choice or Accept-Language decides.
   */
  language: z.enum(LANGUAGES).nullable(),
});
export type Preferences = z.infer<typeof preferences>;

/** Any subset of the preferences; what is left out stays as it is. */
export const updatePreferencesInput = preferences.partial();
export type UpdatePreferencesInput = z.infer<typeof updatePreferencesInput>;

export const publicUser = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  profile_picture: z.string().nullable(),
  occupation: z.string().nullable(),
  location: z.string().nullable(),
  /** Only for admins. */
  email: z.string().nullable(),
});
export type PublicUser = z.infer<typeof publicUser>;
