/** Business constants from the spec (section 9) and api.md, shared by server and client. */

export {
  BACKUP_FREQUENCIES,
  GROUP_CATEGORIES,
  MAX_FILE_SIZE_OPTIONS,
  MAX_ID,
  NEW_ACCOUNT_HOURS_MAX,
  NEW_ACCOUNT_LINKS_MAX,
  PAGE_SIZES,
  REPORT_STATUSES,
  REPORT_TARGET_TYPES,
  SESSION_ABSOLUTE_LIFETIME_DAYS,
  SESSION_COOKIE,
  SESSION_LIFETIME_DAYS,
  SITE_SETTINGS_DEFAULTS,
  STORY_SECTIONS,
  STORY_SECTION_TOPICS,
  VERIFIED_EMAIL_ACTIONS,
  isStoryCategoryOf,
  type GroupCategory,
  type MaxFileSize,
  type ReportStatus,
  type ReportTargetType,
  type StorySection,
  type VerifiedEmailAction,
} from './basics.ts';
import { SITE_SETTINGS_DEFAULTS, type MaxFileSize, type StorySection } from './basics.ts';

/** Polls in posts (issue 35): one question, 2-6 options, single or multiple choice. */
export const POLL_LIMITS = {
  questionMax: 300,
  optionMax: 120,
  optionsMin: 2,
  optionsMax: 6,
} as const;

export const LIMITS = {
  passwordMin: 8,
  /** Refused before hashing: argon2 on a megabyte of input is a denial-of-service vector. */
  passwordMax: 256,
  nameMax: 80,
  emailMax: 254,
  bioMax: 1000,
  shortTextMax: 120,
  groupNameMax: 100,
  groupDescriptionMax: 2000,
  maxMembersMin: 1,
  maxMembersMax: 1000,
  maxMembersDefault: 100,
  postMax: 5000,
  chatMessageMax: 4000,
  storyTitleMax: 200,
  storyContentMax: 50000,
  storyReviewNoteMax: 1000,
  listLimitMax: 100,
} as const;

export const USER_ROLES = ['user', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const ACCOUNT_STATUSES = ['active', 'inactive'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

export const MEMBER_ROLES = ['admin', 'member'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

/** `declined`: a moderator turned a member's submission down, with a note for her. */
export const STORY_STATUSES = ['draft', 'published', 'archived', 'declined'] as const;
export type StoryStatus = (typeof STORY_STATUSES)[number];

/**
 * How a story's status reads, the same to its author and in the admin portal (issue 36): a
 * member's submission waiting as a draft is "In review" for both; an admin's own draft is a draft.
 */
export function storyStatusLabel(status: StoryStatus, isMemberSubmission: boolean): string {
  if (status === 'draft') return isMemberSubmission ? 'In review' : 'Draft';
  return status.charAt(0).toUpperCase() + status.slice(1);
}

export const STORY_SECTION_LABELS: Record<StorySection, string> = {
  'health-lifestyle': 'Health & Lifestyle',
  'career-finance': 'Career & Finance',
  news: 'Top Media Stories',
  unfiltered: 'Unfiltered Stories',
};

export const RESET_TOKEN_LIFETIME_MINUTES = 60;
/** How long an emailed address-confirmation link works. */
export const EMAIL_CONFIRMATION_LIFETIME_HOURS = 24;
/** Confirmation emails a member may ask to be sent again in an hour. */
export const EMAIL_CONFIRMATION_RESENDS_PER_HOUR = 5;

/** Image types accepted for uploads, judged by their bytes. */
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

/** How often a member hears of her notifications by email (api.md; the default is daily). */
export const EMAIL_FREQUENCIES = ['immediate', 'daily', 'off'] as const;
export type EmailFrequency = (typeof EMAIL_FREQUENCIES)[number];
/** Who may start a direct conversation with her. */
export const DM_POLICIES = ['everyone', 'shared_groups', 'nobody'] as const;
export type DmPolicy = (typeof DM_POLICIES)[number];
/** Who may open her member page (site admins and herself always may). */
export const PROFILE_VISIBILITIES = ['members', 'shared_groups'] as const;
export type ProfileVisibility = (typeof PROFILE_VISIBILITIES)[number];

export function fileSizeToBytes(size: MaxFileSize): number {
  return Number.parseInt(size, 10) * 1024 * 1024;
}

/* Safety and moderation (api.md "Reports and moderation"). */

/** First: a report that someone is in danger goes to the top of the queue and to every admin. */
export const REPORT_REASONS = [
  'danger',
  'harassment',
  'hate',
  'spam',
  'self_harm',
  'sexual_content',
  'misinformation',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  danger: 'Someone is in danger',
  harassment: 'Harassment or bullying',
  hate: 'Hate or discrimination',
  spam: 'Spam or scam',
  self_harm: 'Self-harm or suicide',
  sexual_content: 'Sexual content',
  misinformation: 'Misinformation',
  other: 'Something else',
};

export const MODERATION_ACTIONS = [
  'dismiss',
  'hide',
  'delete',
  'ban_from_group',
  'suspend_user',
] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

export const CONTENT_NOTES = [
  'sexual_violence',
  'self_harm',
  'eating_disorders',
  'pregnancy_loss',
  'abuse',
  'mental_health',
  'other',
] as const;
export type ContentNote = (typeof CONTENT_NOTES)[number];
export const CONTENT_NOTE_LABELS: Record<ContentNote, string> = {
  sexual_violence: 'Sexual violence',
  self_harm: 'Self-harm',
  eating_disorders: 'Eating disorders',
  pregnancy_loss: 'Pregnancy loss',
  abuse: 'Abuse',
  mental_health: 'Mental health',
  other: 'Sensitive topic',
};

/** What a member sees of content carrying a note: in full, collapsed behind "Show", or nothing. */
export const CONTENT_NOTE_MODES = ['show', 'collapse', 'hide'] as const;
export type ContentNoteMode = (typeof CONTENT_NOTE_MODES)[number];
export const CONTENT_NOTE_DEFAULT_MODE: ContentNoteMode = 'collapse';

/** Reactions on posts and replies (api.md), in the order the reaction bar shows them. */
export const REACTION_KINDS = ['heart', 'clap', 'hug', 'laugh', 'insightful'] as const;
export type ReactionKind = (typeof REACTION_KINDS)[number];
export const REACTION_LABELS: Record<ReactionKind, string> = {
  heart: 'Heart',
  clap: 'Clap',
  hug: 'Hug',
  laugh: 'Laugh',
  insightful: 'Insightful',
};
/** Names the "who reacted" tooltip shows per kind before "and N others". */
export const REACTORS_SHOWN = 10;

/** The admin setting autoHideReports: distinct reporters that hide a target pending review. */
export const AUTO_HIDE_REPORTS_DEFAULT = SITE_SETTINGS_DEFAULTS.autoHideReports;
export const AUTO_HIDE_REPORTS_MAX = 100;

/** Shown to every author of an anonymous post, group admins included. */
export const ANONYMOUS_NAME = 'Anonymous member';

/** An Idempotency-Key (header over REST, `idempotency_key` in tRPC input): 1..100 printable characters. */
export const IDEMPOTENCY_KEY_MAX = 100;

/** Event categories (issue 13): the /events page's chips, and the admin form's choices. */
export const EVENT_CATEGORIES = [
  'Leadership',
  'Finance',
  'Wellness',
  'Networking',
  'Support',
  'Entrepreneurship',
  'Community',
] as const;
export type EventCategory = (typeof EVENT_CATEGORIES)[number];

/** What a member may ask for; 'waitlisted' is what a full event answers to 'going'. */
export const RSVP_REQUESTS = ['going', 'interested'] as const;
export const RSVP_STATUSES = ['going', 'interested', 'waitlisted'] as const;
export type RsvpStatus = (typeof RSVP_STATUSES)[number];

/**
 * A mention as posts and replies store it: `@[Amara Okafor](42)` (the id keeps the link right
 * through renames; the server rewrites the name on save). Global: use with matchAll or replace.
 */
export const MENTION_TOKEN = /@\[([^\]\n]{1,200})\]\((\d{1,9})\)/g;

/** The text as a reader sees it, where no link can be drawn (snippets, emails): "@Amara Okafor". */
export function plainMentions(text: string): string {
  return text.replace(MENTION_TOKEN, '@$1');
}
