import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Language } from '@hercircle/shared/languages';
import type {
  ContentNote,
  ContentNoteMode,
  DmPolicy,
  EmailFrequency,
  ModerationAction,
  ProfileVisibility,
  ReactionKind,
  ReportReason,
  ReportStatus,
  ReportTargetType,
  StorySection,
  StoryStatus,
} from '@hercircle/shared';

/** Timestamps are read as Date and written as Date or left to their defaults. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface UsersTable {
  id: Generated<number>;
  email: string;
  password_hash: string | null;
  first_name: string;
  last_name: string;
  role: ColumnType<'user' | 'admin', 'user' | 'admin' | undefined>;
  status: ColumnType<'active' | 'inactive', 'active' | 'inactive' | undefined>;
  bio: string | null;
  location: string | null;
  occupation: string | null;
  interests: string | null;
  /** YYYY-MM-DD: the date parser is set to keep dates as strings. */
  date_of_birth: string | null;
  profile_picture_id: number | null;
  email_frequency: ColumnType<EmailFrequency, EmailFrequency | undefined, EmailFrequency>;
  dm_policy: ColumnType<DmPolicy, DmPolicy | undefined, DmPolicy>;
  profile_visibility: ColumnType<
    ProfileVisibility,
    ProfileVisibility | undefined,
    ProfileVisibility
  >;
  deactivated_at: Date | null;
  /** Set by a site moderator: the member may sign in and read, every write is refused until then. */
  suspended_until: Date | null;
  /** Muted from posting after repeated upheld decisions (issue 33), until then. */
  posting_muted_until: Generated<Date | null>;
  /** Her last sign-in (null before her first): a new browser's sign-in alerts her only after one. */
  last_sign_in_at: Date | null;
  /** She followed the emailed link (accounts older than issue 32 count as confirmed). */
  email_verified: ColumnType<boolean, boolean | undefined, boolean>;
  /** ContentNote -> 'show' | 'collapse' | 'hide'; a missing note means 'collapse'. */
  content_note_filters: ColumnType<
    Partial<Record<ContentNote, ContentNoteMode>>,
    string | undefined,
    string
  >;
  show_quick_exit: ColumnType<boolean, boolean | undefined, boolean>;
  /** Every email to her in its neutral form (lib/discreet-mail.ts). */
  discreet_email: ColumnType<boolean, boolean | undefined, boolean>;
  /** When her last daily digest of notifications went out. */
  digest_sent_at: Date | null;
  /** Her IANA time zone; null until her browser or /settings gives one (then UTC). */
  time_zone: ColumnType<string | null, string | null | undefined, string | null>;
  /** The language she chose ('en', 'es', 'ar'); null until she does. */
  language: ColumnType<Language | null, Language | null | undefined, Language | null>;
  /** Her notification filters (issue 33): such mentions, replies and requests go under Filtered. */
  filter_new_accounts: ColumnType<boolean, boolean | undefined, boolean>;
  filter_strangers: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SessionsTable {
  id: string;
  user_id: number;
  expires_at: Date;
  created_at: Timestamp;
  /** The id her device list names it by: never the token or its hash. */
  public_id: Generated<string>;
  /** Read from the user agent at sign-in (auth/devices.ts); no address or place is kept. */
  browser: string | null;
  os: string | null;
  last_active_at: Timestamp;
}

export interface MediaTable {
  id: Generated<number>;
  owner_user_id: number | null;
  content_type: string;
  bytes: Buffer;
  byte_size: number;
  width: number;
  height: number;
  created_at: Timestamp;
}

export interface PasswordResetTokensTable {
  id: string;
  user_id: number;
  expires_at: Date;
  created_at: Timestamp;
}

/** An emailed address-confirmation link; `id` is the token's SHA-256. */
export interface EmailConfirmationTokensTable {
  id: string;
  user_id: number;
  /** 'confirm': her own address; 'change': an address a site admin gave her, applied on confirming. */
  purpose: 'confirm' | 'change';
  email: string;
  expires_at: Date;
  created_at: Timestamp;
}

export interface RateLimitsTable {
  key: string;
  window_start: Date;
  count: number;
}

export interface OutboxEmailsTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  body_text: string;
  created_at: Timestamp;
  sent_at: Date | null;
  /** Delivery tries through SMTP (none while no SMTP server is configured). */
  attempts: ColumnType<number, number | undefined, number>;
  /** Set when the last try failed (cleared by a retry); the row is then kept whole to send again. */
  failed_at: Date | null;
  last_error: string | null;
  /** Sent in its discreet form, from the sender's address without the site's name. */
  discreet: ColumnType<boolean, boolean | undefined, boolean>;
  /** Had attachments, which the outbox never keeps: it cannot be sent again. */
  has_attachments: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface ConversationsTable {
  id: Generated<number>;
  kind: 'community' | 'group' | 'direct';
  group_id: number | null;
  name: string;
  created_at: Timestamp;
  /** A direct conversation's two members, lower id first (one conversation per pair). */
  user_low_id: number | null;
  user_high_id: number | null;
}

export type DirectStatus = 'requested' | 'accepted' | 'declined';

export interface ConversationMembersTable {
  conversation_id: number;
  user_id: number;
  status: DirectStatus;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface MessagesTable {
  id: Generated<number>;
  conversation_id: number;
  sender_id: number;
  content: string;
  message_type: ColumnType<'text', 'text' | undefined, 'text'>;
  created_at: Timestamp;
  edited_at: Date | null;
  deleted_at: Date | null;
  deleted_by: number | null;
  hidden_at: Date | null;
  hidden_by: number | null;
}

export interface ConversationReadsTable {
  conversation_id: number;
  user_id: number;
  last_read_message_id: ColumnType<number, number | undefined, number>;
  updated_at: Timestamp;
}

export interface SiteSettingsTable {
  id: ColumnType<number, number | undefined, never>;
  site_name: string;
  site_description: string;
  email_notifications: boolean;
  auto_publish: boolean;
  require_approval: boolean;
  max_file_size: '1MB' | '5MB' | '10MB' | '25MB';
  backup_frequency: 'daily' | 'weekly' | 'monthly';
  auto_hide_reports: ColumnType<number, number | undefined, number>;
  /** A JSON list among VERIFIED_EMAIL_ACTIONS; written as JSON text. */
  verified_email_required_for: ColumnType<string[], string | undefined, string>;
  /** An account's first hours, under the new-account limits (0: none). */
  new_account_hours: ColumnType<number, number | undefined, number>;
  updated_at: Timestamp;
  updated_by: number | null;
}

export interface AuditLogTable {
  id: Generated<number>;
  actor_id: number | null;
  actor_email: string;
  action: string;
  entity: string;
  entity_id: number | null;
  details: ColumnType<Record<string, unknown>, string | undefined, string>;
  created_at: Timestamp;
}

export interface BackupsTable {
  id: Generated<number>;
  file_name: string;
  byte_size: number;
  created_at: Timestamp;
}

/** Active groups per category and privacy, kept by a trigger on groups (the list's cheap total). */
export interface GroupCountsTable {
  category: string;
  is_private: boolean;
  active_groups: number;
}

/** One row: bumped by every statement that could change a group search's matches (migration 20261127T0200). */
export interface GroupSearchVersionTable {
  id: Generated<boolean>;
  /** bigint: pg answers it as text. */
  version: Generated<string>;
}

export interface GroupsTable {
  id: Generated<number>;
  name: string;
  description: string;
  category: string;
  is_private: ColumnType<boolean, boolean | undefined, boolean>;
  max_members: ColumnType<number, number | undefined, number>;
  member_count: ColumnType<number, number | undefined, number>;
  status: ColumnType<
    'active' | 'inactive',
    'active' | 'inactive' | undefined,
    'active' | 'inactive'
  >;
  allow_anonymous: ColumnType<boolean, boolean | undefined, boolean>;
  creator_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface GroupMembersTable {
  id: Generated<number>;
  group_id: number;
  user_id: number;
  role: ColumnType<'admin' | 'member', 'admin' | 'member' | undefined, 'admin' | 'member'>;
  joined_at: Timestamp;
  /** Quiet membership: left out of member lists and "groups in common" (its admins see her). */
  quiet: Generated<boolean>;
}

export interface GroupJoinRequestsTable {
  id: Generated<number>;
  group_id: number;
  user_id: number;
  created_at: Timestamp;
}

/** A group's invitation link (issue 35): its uses never pass max_uses (a check holds it). */
export interface GroupInvitationsTable {
  id: Generated<number>;
  group_id: number;
  token: string;
  created_by: number | null;
  max_uses: number | null;
  uses: ColumnType<number, number | undefined, number>;
  expires_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  joins_at_once: ColumnType<boolean, boolean | undefined, boolean>;
  ended_at: Date | null;
  created_at: Timestamp;
}

/** Who came by which link, and whether she joined or asked to. */
export interface GroupInvitationUsesTable {
  invitation_id: number;
  user_id: number;
  outcome: 'member' | 'request';
  used_at: Timestamp;
}

/** A private group's screening questions, in order (at most five). */
export interface GroupQuestionsTable {
  id: Generated<number>;
  group_id: number;
  position: number;
  text: string;
}

/** A join request's answers, with each question as she read it; gone with the request. */
export interface GroupJoinRequestAnswersTable {
  id: Generated<number>;
  request_id: number;
  question_id: number | null;
  question: string;
  position: number;
  text: string;
}

/** A group's welcome message, written by its admins. */
export interface GroupWelcomesTable {
  group_id: number;
  text: string;
  updated_by: number | null;
  updated_at: Timestamp;
}

/** The welcome was sent to her once; it shows in the group until dismissed_at. */
export interface GroupWelcomeReceiptsTable {
  group_id: number;
  user_id: number;
  sent_at: Timestamp;
  dismissed_at: Date | null;
}

export interface GroupPostsTable {
  id: Generated<number>;
  group_id: number;
  user_id: number;
  content: string;
  content_note: ContentNote | null;
  /** Shown as "Anonymous member"; user_id never leaves the server except through unmask. */
  anonymous: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Timestamp;
  edited_at: Date | null;
  deleted_at: Date | null;
  deleted_by: number | null;
  hidden_at: Date | null;
  hidden_by: number | null;
  /** Pinned by a group admin or site admin: listed first, newest pin first. */
  pinned_at: Date | null;
  pinned_by: number | null;
  /** A new account's repeated post, hidden (hidden_at) until a moderator lets it through. */
  held_at: Generated<Date | null>;
  /** Who may reply, set by its author (issue 33). */
  reply_policy: ColumnType<'everyone' | 'nobody', 'everyone' | 'nobody' | undefined>;
  /** Set while a group admin's scheduled post waits: it reaches only her and the group's admins. */
  publish_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** A post's poll (issue 35); its options are fixed once made. */
export interface GroupPollsTable {
  post_id: number;
  question: string;
  multiple: ColumnType<boolean, boolean | undefined, boolean>;
  closes_at: Date | null;
  created_at: Timestamp;
}

export interface GroupPollOptionsTable {
  id: Generated<number>;
  post_id: number;
  position: number;
  text: string;
}

/** A member's vote: one row per poll and member, holding the options she chose. */
export interface GroupPollBallotsTable {
  post_id: number;
  user_id: number;
  option_ids: number[];
  voted_at: Timestamp;
}

/** A member's comment on a published story: moderated and shown like a reply (issue 36). */
export interface StoryCommentsTable {
  id: Generated<number>;
  story_id: number;
  user_id: number;
  content: string;
  anonymous: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
  hidden_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  hidden_by: ColumnType<number | null, number | null | undefined, number | null>;
  deleted_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  deleted_by: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A story she saved to read later ("Saved" in her profile). */
export interface StorySavesTable {
  user_id: number;
  story_id: number;
  created_at: Timestamp;
}

export interface GroupPostRepliesTable {
  id: Generated<number>;
  post_id: number;
  user_id: number;
  content: string;
  anonymous: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Timestamp;
  edited_at: Date | null;
  deleted_at: Date | null;
  deleted_by: number | null;
  hidden_at: Date | null;
  hidden_by: number | null;
  /** Hidden by the post's author: collapsed for everyone but the reply's author (issue 33). */
  author_hidden_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** A word or phrase a member muted, until `expires_at` (null: until she takes it off). */
export interface MutedWordsTable {
  id: Generated<number>;
  user_id: number;
  text: string;
  expires_at: Date | null;
  created_at: Timestamp;
}

export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  kind: string;
  actor_id: number | null;
  target_type: string;
  target_id: number;
  url: string;
  read_at: Date | null;
  emailed_at: Date | null;
  /** When a push went out for it, or was found not due (features/push). */
  pushed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** Members batched into one reaction notification ("Amara and 3 others"); 1 otherwise. */
  actor_count: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
}

export interface GroupPostReactionsTable {
  post_id: number;
  user_id: number;
  kind: ReactionKind;
  created_at: Timestamp;
}

export interface GroupReplyReactionsTable {
  reply_id: number;
  user_id: number;
  kind: ReactionKind;
  created_at: Timestamp;
}

export interface ReportsTable {
  id: Generated<number>;
  reporter_id: number | null;
  target_type: ReportTargetType;
  target_id: number;
  group_id: number | null;
  target_user_id: number | null;
  reason: ReportReason;
  note: string | null;
  status: ColumnType<ReportStatus, ReportStatus | undefined, ReportStatus>;
  resolution: ModerationAction | null;
  resolution_note: string | null;
  resolved_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface UserBlocksTable {
  blocker_id: number;
  blocked_id: number;
  created_at: Timestamp;
}

export interface UserMutesTable {
  muter_id: number;
  muted_id: number;
  created_at: Timestamp;
}

export interface GroupBansTable {
  group_id: number;
  user_id: number;
  banned_by: number | null;
  reason: string | null;
  created_at: Timestamp;
}

export interface IdempotencyKeysTable {
  user_id: number;
  scope: string;
  key: string;
  /** The first answer, as JSON; null while the first request is still running. */
  response: ColumnType<unknown, string | null | undefined, string>;
  created_at: Timestamp;
}

export interface StoriesTable {
  id: Generated<number>;
  title: string;
  content: string;
  author_id: number | null;
  author_name: string;
  status: StoryStatus;
  is_member_submission: ColumnType<boolean, boolean | undefined, boolean>;
  content_note: ContentNote | null;
  /** The moderator's note when she declined the submission. */
  review_note: ColumnType<string | null, string | null | undefined, string | null>;
  /** null: a community story; otherwise one of the site's articles (STORY_SECTIONS). */
  section: ColumnType<StorySection | null, StorySection | null | undefined, StorySection | null>;
  /** null or a topic slug of its section. */
  category: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
  published_at: Date | null;
}

export type NewsletterStatus = 'pending' | 'confirmed' | 'unsubscribed';

export interface NewsletterSubscribersTable {
  id: Generated<number>;
  email: string;
  user_id: number | null;
  status: ColumnType<NewsletterStatus, NewsletterStatus | undefined, NewsletterStatus>;
  confirmation_sent_at: Date | null;
  confirmed_at: Date | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type NewsletterIssueStatus = 'draft' | 'sending' | 'sent';

export interface NewsletterIssuesTable {
  id: Generated<number>;
  subject: string;
  body: string;
  status: ColumnType<
    NewsletterIssueStatus,
    NewsletterIssueStatus | undefined,
    NewsletterIssueStatus
  >;
  created_by: number | null;
  created_at: Timestamp;
  queued_at: Date | null;
  sent_at: Date | null;
}

export type NewsletterDeliveryStatus = 'queued' | 'sent' | 'failed' | 'skipped';

export interface NewsletterDeliveriesTable {
  id: Generated<number>;
  issue_id: number;
  email: string;
  status: ColumnType<
    NewsletterDeliveryStatus,
    NewsletterDeliveryStatus | undefined,
    NewsletterDeliveryStatus
  >;
  sent_at: Date | null;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  subject: string;
  message: string;
  user_id: number | null;
  created_at: Timestamp;
  /** An admin marked it handled (a reply does too); null while it waits. */
  handled_at: Date | null;
  handled_by: number | null;
}

/** A reply an admin sent to a contact message through the site's mailer, kept as sent. */
export interface ContactMessageRepliesTable {
  id: Generated<number>;
  contact_message_id: number;
  author_id: number | null;
  author_email: string;
  body: string;
  created_at: Timestamp;
}

export interface AccountDeletionRequestsTable {
  id: Generated<number>;
  user_id: number | null;
  email: string;
  reason: string | null;
  feedback: string | null;
  export_data: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Timestamp;
  purge_after: Date;
  purged_at: Date | null;
  /** She kept her account (the emailed link, or an admin reactivated it): the purge skips it. */
  cancelled_at: Date | null;
}

/** A membership of a member whose deletion is pending: out of every list, back if she cancels. */
export interface HeldGroupMembershipsTable {
  user_id: number;
  group_id: number;
  role: 'admin' | 'member';
  joined_at: Date;
  quiet: Generated<boolean>;
  held_at: Timestamp;
}

/** An RSVP of a member whose deletion is pending, with its place in the arrival order. */
export interface HeldEventRsvpsTable {
  user_id: number;
  event_id: number;
  status: 'going' | 'interested' | 'waitlisted';
  /** bigint: pg answers a string. */
  seq: string;
  created_at: Date;
  held_at: Timestamp;
}

/** Events (issue 13); `location` and `online_url` are revealed to going members and organisers. */
export interface EventsTable {
  id: Generated<number>;
  title: string;
  description: string;
  category: string;
  starts_at: Date;
  ends_at: Date;
  timezone: string;
  area: string;
  location: string | null;
  online_url: string | null;
  capacity: number | null;
  group_id: number | null;
  organiser_id: number | null;
  is_featured: ColumnType<boolean, boolean | undefined, boolean>;
  price_label: string | null;
  /** A JSON array of names, in order. */
  speakers: ColumnType<string[], string | undefined, string>;
  cancelled_at: Date | null;
  reminded_at: Date | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A member put her first-visit checklist away (issue 35); its items are read, never stored. */
export interface ChecklistDismissalsTable {
  user_id: number;
  dismissed_at: Timestamp;
}

export interface EventRsvpsTable {
  event_id: number;
  user_id: number;
  status: 'going' | 'interested' | 'waitlisted';
  /** Arrival order of the current status (bigint: pg answers a string). */
  seq: ColumnType<string, string | undefined, string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A background task's lease (server/src/lib/jobs.ts). */
export interface JobsTable {
  name: string;
  run_at: Date;
  locked_until: Date | null;
  locked_by: string | null;
}

export interface UserTotpTable {
  user_id: number;
  /** Encrypted (auth/secret-box.ts). */
  secret: string;
  confirmed_at: Date | null;
  last_time_step: number | null;
  created_at: Timestamp;
}

export interface RecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  used_at: Date | null;
}

export interface LoginChallengesTable {
  id: string;
  user_id: number;
  device_id: string | null;
  expires_at: Date;
}

export interface HouseRulesTable {
  number: number;
  title: string;
  text: string;
}

export interface ModerationDecisionsTable {
  id: Generated<number>;
  user_id: number;
  action:
    | 'hide'
    | 'remove'
    | 'auto_hide'
    | 'ban'
    | 'suspend'
    | 'decline_story'
    | 'remove_member'
    | 'mute';
  target_type: string;
  target_id: number;
  group_id: number | null;
  excerpt: string | null;
  rule_number: number | null;
  rule_title: string | null;
  reason: Generated<string>;
  automated: Generated<boolean>;
  decided_by: number | null;
  ends_at: Date | null;
  report_id: number | null;
  created_at: Generated<Date>;
  emailed_at: Date | null;
  reversed_at: Date | null;
}

export interface AppealsTable {
  id: Generated<number>;
  decision_id: number;
  text: string;
  status: Generated<'pending' | 'upheld' | 'reversed'>;
  created_at: Generated<Date>;
  decided_by: number | null;
  decided_at: Date | null;
  outcome_reason: string | null;
}

export interface EmailSignInCodesTable {
  user_id: number;
  code_hash: string;
  expires_at: Date;
  created_at: Generated<Date>;
}

export interface PasskeysTable {
  id: Generated<number>;
  user_id: number;
  credential_id: string;
  public_key: Buffer;
  counter: ColumnType<number, number | undefined, number>;
  transports: string | null;
  name: string;
  created_at: Timestamp;
  last_used_at: Date | null;
}

export interface WebauthnChallengesTable {
  id: string;
  user_id: number | null;
  challenge: string;
  expires_at: Date;
}

export interface SigningKeysTable {
  name: string;
  secret: string;
  created_at: Timestamp;
}

/** Magazine issues (issue 36): the PDF in DATA_DIR/issues, its page count read from the file. */
export interface MagazineIssuesTable {
  id: Generated<number>;
  issue_number: number;
  title: string;
  description: string;
  category: string;
  /** JSON arrays, written as JSON text. */
  topics: ColumnType<string[], string | undefined, string>;
  contents: ColumnType<{ title: string; page: number }[], string | undefined, string>;
  month: string;
  access: 'free' | 'members';
  status: ColumnType<'draft' | 'published', 'draft' | 'published' | undefined>;
  cover_media_id: number | null;
  pdf_file: string | null;
  pdf_bytes: number | null;
  page_count: number | null;
  published_at: Date | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Podcast episodes (issue 36): the audio is a file in DATA_DIR/podcast, named by audio_file. */
export interface PodcastEpisodesTable {
  id: Generated<number>;
  slug: string;
  title: string;
  show_notes: ColumnType<string, string | undefined, string>;
  guest: string | null;
  /** A JSON array, written as JSON text. */
  chapters: ColumnType<{ start: number; title: string }[], string | undefined, string>;
  status: ColumnType<'draft' | 'published', 'draft' | 'published' | undefined>;
  audio_file: string | null;
  audio_type: 'audio/mpeg' | 'audio/mp4' | null;
  audio_bytes: number | null;
  duration_seconds: number | null;
  published_at: Date | null;
  created_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The resource directory (issue 36): helplines, guides and organisations, by country. */
export interface ResourcesTable {
  id: Generated<number>;
  type: 'helpline' | 'guide' | 'organisation';
  title: string;
  description: string;
  url: string | null;
  phone: string | null;
  /** An ISO 3166 alpha-2 code, or 'International'. */
  country: string;
  topic: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PushSubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  /** The session (device) it was made in: ending that session deletes it. */
  session_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  /** Whether a push may say who and what; by default it says only "You have a new notification". */
  previews: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Timestamp;
}

export interface Database {
  magazine_issues: MagazineIssuesTable;
  podcast_episodes: PodcastEpisodesTable;
  resources: ResourcesTable;
  stories: StoriesTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  newsletter_issues: NewsletterIssuesTable;
  newsletter_deliveries: NewsletterDeliveriesTable;
  contact_messages: ContactMessagesTable;
  contact_message_replies: ContactMessageRepliesTable;
  account_deletion_requests: AccountDeletionRequestsTable;
  held_group_memberships: HeldGroupMembershipsTable;
  held_event_rsvps: HeldEventRsvpsTable;
  groups: GroupsTable;
  group_counts: GroupCountsTable;
  group_search_version: GroupSearchVersionTable;
  group_members: GroupMembersTable;
  group_join_requests: GroupJoinRequestsTable;
  group_invitations: GroupInvitationsTable;
  group_invitation_uses: GroupInvitationUsesTable;
  group_questions: GroupQuestionsTable;
  group_join_request_answers: GroupJoinRequestAnswersTable;
  group_welcomes: GroupWelcomesTable;
  group_welcome_receipts: GroupWelcomeReceiptsTable;
  group_posts: GroupPostsTable;
  group_post_replies: GroupPostRepliesTable;
  group_polls: GroupPollsTable;
  group_poll_options: GroupPollOptionsTable;
  group_poll_ballots: GroupPollBallotsTable;
  story_comments: StoryCommentsTable;
  story_saves: StorySavesTable;
  group_post_reactions: GroupPostReactionsTable;
  group_reply_reactions: GroupReplyReactionsTable;
  reports: ReportsTable;
  notifications: NotificationsTable;
  user_blocks: UserBlocksTable;
  user_mutes: UserMutesTable;
  muted_words: MutedWordsTable;
  group_bans: GroupBansTable;
  idempotency_keys: IdempotencyKeysTable;
  site_settings: SiteSettingsTable;
  audit_log: AuditLogTable;
  backups: BackupsTable;
  conversations: ConversationsTable;
  messages: MessagesTable;
  conversation_reads: ConversationReadsTable;
  conversation_members: ConversationMembersTable;
  users: UsersTable;
  jobs: JobsTable;
  events: EventsTable;
  event_rsvps: EventRsvpsTable;
  checklist_dismissals: ChecklistDismissalsTable;
  signing_keys: SigningKeysTable;
  sessions: SessionsTable;
  push_subscriptions: PushSubscriptionsTable;
  user_totp: UserTotpTable;
  recovery_codes: RecoveryCodesTable;
  login_challenges: LoginChallengesTable;
  email_sign_in_codes: EmailSignInCodesTable;
  house_rules: HouseRulesTable;
  moderation_decisions: ModerationDecisionsTable;
  appeals: AppealsTable;
  passkeys: PasskeysTable;
  webauthn_challenges: WebauthnChallengesTable;
  media: MediaTable;
  password_reset_tokens: PasswordResetTokensTable;
  email_confirmation_tokens: EmailConfirmationTokensTable;
  rate_limits: RateLimitsTable;
  outbox_emails: OutboxEmailsTable;
}

export type UserRow = Selectable<UsersTable>;
