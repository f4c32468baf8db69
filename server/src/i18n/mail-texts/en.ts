/**
 * The words of every email and push the server sends (issue 34), in English: the texts as they
 * were written in each sender, exactly (tests assert them). Spanish and Arabic (es.ts, ar.ts) are
 * typed as this catalogue, so a missing key fails tsc, and mail.test.ts checks that each text keeps
 * its placeholders (`{{name}}`) and each plural its language's forms (Intl.PluralRules).
 */

/** A text by number: `other` always, and the forms of the language's plural rules. */
export type Plural = { other: string } & Partial<
  Record<'zero' | 'one' | 'two' | 'few' | 'many', string>
>;
const plural = (forms: Plural): Plural => forms;

export const en = {
  /** The first line of a letter to her, and its last. */
  hi: 'Hi {{name}},',
  signature: 'HerCircle',
  hours: plural({ one: '{{count}} hour', other: '{{count}} hours' }),
  minutes: plural({ one: '{{count}} minute', other: '{{count}} minutes' }),

  /**
   * Discreet mail (lib/discreet-mail.ts): a neutral subject and line, never naming the site, in
   * every language. A code line keeps `code: ` in each language's words (mailer.ts redacts it).
   */
  discreet: {
    accountSubject: 'Your account',
    messageSubject: 'A message is waiting',
    hello: 'Hello,',
    accountLine: 'There is news about your account.',
    accountOpen: 'Open this link to see it:',
    messageLine: 'A message is waiting for you.',
    messageOpen: 'Open this link to read it:',
    code: 'Your code: {{code}}\n\nIt works once, for a few minutes. If you did not ask for it, ignore this email.',
    attached: 'The file you asked for is attached.',
    stop: 'To stop these emails: {{link}}',
  },

  passwordReset: {
    subject: 'Reset your HerCircle password',
    body: 'Someone asked to reset the password of your HerCircle account. If it was you, open this link within an hour:\n\n{{link}}\n\nIf it was not you, ignore this email: your password stays as it is.',
  },

  emailConfirmation: {
    subject: 'Confirm your HerCircle email address',
    body: 'Please confirm that this is your email address: open this link within {{hours}} and press the button.\n\n{{link}}\n\nIf you did not create a HerCircle account, ignore this email: nothing more happens without the link.',
    newAddressSubject: 'Confirm your new HerCircle email address',
    newAddressBody:
      'A HerCircle site admin changed the email address of your account to this one. It applies once you confirm it: open this link within {{hours}} and press the button.\n\n{{link}}\n\nUntil then you sign in with your current address. If you did not expect this, ignore this email and contact us.',
    oldAddressSubject: 'A change of your HerCircle email address was requested',
    oldAddressBody:
      'A HerCircle site admin asked to change the email address of your account. Nothing changes until the new address is confirmed from the link sent to it; until then you sign in with this address as before.\n\nIf you did not ask for this, contact us: {{link}}',
  },

  accountDeletion: {
    subject: 'Your HerCircle account will be deleted',
    body: 'Your account is deactivated and will be deleted permanently, with your personal data, on {{day}}.\n\nChanged your mind? Open this link before then and your account is active again, with your groups and RSVPs:\n\n{{link}}',
    exportSubject: 'Your HerCircle data',
    exportText: 'Attached is a copy of everything we held about your account, as you asked.',
  },

  signInCode: {
    subject: 'Your HerCircle sign-in code',
    body: 'Your sign-in code: {{code}}\n\nType it on the sign-in page within {{minutes}}. It works once.\n\nIf you did not ask for it, ignore this email: no one can sign in with it without reading this email.',
  },

  signInAlert: {
    subject: 'New sign-in to your HerCircle account',
    body: 'Your HerCircle account was just signed in to from a browser it has not been used on before:\n\n{{device}}\n{{when}}\n\nIf this was you, there is nothing to do.\n\nNot you? Open this link: it signs that browser out and lets you choose a new password.\n{{link}}',
    device: '{{browser}} on {{os}}',
    unknownDevice: 'An unknown browser',
  },

  reportReceipt: {
    subject: 'We received your report {{reference}}',
    thanks: 'Thank you for your report. We have received it:',
    reference: 'Reference: {{reference}}',
    what: 'What: {{what}}',
    category: 'Category: {{category}}',
    received: 'Received: {{date}}',
    note: 'Our moderators will review it. You can follow it under My reports in your settings.',
    things: {
      post: 'A post',
      reply: 'A reply',
      message: 'A chat message',
      story: 'A story',
      comment: 'A comment on a story',
      user: 'A member',
      group: 'A group',
    },
    reasons: {
      danger: 'Someone is in danger',
      harassment: 'Harassment or bullying',
      hate: 'Hate or discrimination',
      spam: 'Spam or scam',
      self_harm: 'Self-harm or suicide',
      sexual_content: 'Sexual content',
      misinformation: 'Misinformation',
      other: 'Something else',
    },
  },

  /** The statement of reasons (fair-process/statement-text.ts) and the outcome of an appeal. */
  statement: {
    subject: 'A moderation decision about your HerCircle account',
    quoted: '“{{text}}”',
    rule: 'Rule: {{rule}}',
    noRule: 'none named',
    reason: 'Reason: {{reason}}',
    noReason: 'No further reason was given.',
    automated: 'Decided automatically.',
    byModerator: 'Decided by a moderator.',
    appeal:
      'If you think this is wrong, you can appeal until {{date}}. Another admin will look at it:\n{{link}}',
    readIt: 'Read it here:\n{{link}}',
    /** What the decision was about, as "Your {{thing}}" says it. */
    things: {
      post: 'post',
      reply: 'reply',
      message: 'message',
      story: 'story',
      comment: 'comment',
      user: 'account',
      group: 'membership',
      other: 'content',
    },
    inGroup: ' in {{group}}',
    aGroup: 'a group',
    what: {
      hide: 'Your {{thing}}{{where}} was hidden from other members.',
      auto_hide:
        'Your {{thing}}{{where}} was hidden from other members after several members reported it.',
      remove: 'Your {{thing}}{{where}} was removed.',
      ban: 'You were banned from {{group}}.',
      remove_member: 'You were removed from {{group}}.',
      suspendUntil: 'Your account was suspended until {{date}}.',
      suspend: 'Your account was suspended.',
      muteUntil: 'You cannot post or reply until {{date}}.',
      mute: 'You cannot post or reply for now.',
      decline_story: 'Your story was declined.',
    },
    consequence: {
      hideAutomated:
        'This was decided automatically, with no moderator involved yet: a moderator will review the reports. Until then only you can see it.',
      hide: 'Only you can see it now.',
      remove: 'No one can see it any more.',
      ban: 'You cannot see, join or post in the group while the ban lasts.',
      remove_member: 'You may ask to join again.',
      suspend: 'You can sign in and read, but not post, reply, react or send messages until then.',
      mute: 'This follows three decisions upheld against you in 30 days. You can still read and send messages.',
      decline_story: 'It was not published. You can edit it and submit it again.',
    },
    appealSubject: 'Your appeal has been decided',
    appealLooked: 'Another admin has looked at your appeal about this decision:',
    reversed: 'The decision is reversed and undone.',
    upheld: 'The decision stays as it was.',
  },

  /** Notification emails, the daily digest and pushes (notifications/notification-emails.ts). */
  notifications: {
    someone: 'A member',
    inGroup: ' in {{group}}',
    reply: '{{who}} replied to your post{{where}}',
    mention: '{{who}} mentioned you{{where}}',
    reactionPost: '{{who}} reacted to your post{{where}}',
    reactionReply: '{{who}} reacted to your reply{{where}}',
    reactionPostOthers: plural({
      one: '{{who}} and {{count}} other reacted to your post{{where}}',
      other: '{{who}} and {{count}} others reacted to your post{{where}}',
    }),
    reactionReplyOthers: plural({
      one: '{{who}} and {{count}} other reacted to your reply{{where}}',
      other: '{{who}} and {{count}} others reacted to your reply{{where}}',
    }),
    join_request: '{{who}} asked to join {{group}}',
    yourGroup: 'your group',
    request_approved: 'Your request to join {{group}} was approved',
    request_declined: 'Your request to join {{group}} was declined',
    aGroup: 'a group',
    message_request: '{{who}} sent you a message request',
    group_admin_promoted: 'The last admin of {{group}} left: you are now its admin',
    group_admin_left: 'The last admin of {{group}} left: its longest-standing member is now admin',
    aGroupYouAreIn: 'a group you are in',
    group_welcome: 'Welcome to {{group}}: its admins wrote you a welcome message',
    yourNewGroup: 'your new group',
    /** The kinds that name no one and nothing (the bell's words, shared NOTIFICATION_TEXTS). */
    kinds: {
      story_published: 'Your story was published',
      story_declined: 'Your story was declined',
      report_resolved: 'A report you made has been reviewed. Thank you for telling us.',
      event_reminder: 'An event you are going to is coming up',
      event_promoted: 'A place opened up: you are going to the event',
      event_changed: 'An event you responded to has a new time or place',
      event_cancelled: 'An event you responded to was cancelled',
      new_sign_in:
        'Your account was signed in to from a new browser. Not you? Review your devices.',
      moderation_decision: 'A moderation decision about you: read why and how to appeal',
      appeal_decided: 'Your appeal has been decided',
    },
    fallback: 'You have a new notification',
    immediateHow: 'You get an email for each notification.',
    dailyHow: 'You get one email a day when you have unread notifications.',
    settings: '{{how}} Choose how often in Settings: {{link}}',
    stop: 'Stop notification emails in one click: {{link}}',
    digestSubject: 'Your HerCircle digest: {{count}}',
    digestCount: plural({
      one: '{{count}} new notification',
      other: '{{count}} new notifications',
    }),
    digestIntro: 'What you missed on HerCircle ({{count}}):',
    digestMore: 'and {{count}} more: {{link}}',
  },

  push: {
    neutralTitle: 'New notification',
    neutralBody: 'You have a new notification',
    more: '{{text}} (and {{count}} more)',
  },

  /** The frame around a newsletter issue, whose own words stay as its admin wrote them. */
  newsletter: {
    why: 'You get this because you subscribed to the HerCircle newsletter.',
    unsubscribe: 'Unsubscribe in one click',
    confirmSubject: 'Confirm your HerCircle newsletter subscription',
    confirmHi: 'Hi,',
    confirmAsked: 'Someone, hopefully you, asked to get the HerCircle newsletter at this address.',
    confirmHere: 'Confirm it here: {{link}}',
    confirmIgnore: 'Did not ask? Ignore this email: you will not get the newsletter.',
  },

  /** An admin's answer to her contact message; the answer is in the admin's own words. */
  contactReply: {
    youWrote: 'You wrote to us on {{date}}:',
  },
};

export type MailCatalog = typeof en;
