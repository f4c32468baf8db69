import { z } from 'zod';
import {
  ACCOUNT_STATUSES,
  AUTO_HIDE_REPORTS_MAX,
  BACKUP_FREQUENCIES,
  LIMITS,
  MAX_FILE_SIZE_OPTIONS,
  NEW_ACCOUNT_HOURS_MAX,
  PAGE_SIZES,
  STORY_SECTIONS,
  USER_ROLES,
  VERIFIED_EMAIL_ACTIONS,
} from '../constants.ts';
import { email, HIDDEN_CHARACTERS_MESSAGE, password, withoutHiddenCharacters } from './auth.ts';
import { id, pagination } from './common.ts';
import { createGroupInput } from './community.ts';
import { refineStoryCategory, storyCategory, storyInput, storySection } from './content.ts';
import { contentNote } from './safety.ts';

export const adminUser = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(USER_ROLES),
  status: z.enum(ACCOUNT_STATUSES),
  createdAt: z.string(),
  /** An address an admin gave the account that applies once its emailed link is followed. */
  pendingEmail: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUser>;

const fullName = z
  .string({ error: 'Name is required' })
  .refine(withoutHiddenCharacters, HIDDEN_CHARACTERS_MESSAGE)
  .trim()
  .min(1, 'Name is required')
  .max(LIMITS.nameMax * 2, 'Name is too long');

export const adminUserListInput = z.object({
  search: z.string().trim().max(100).default(''),
  role: z.enum(USER_ROLES).optional(),
  status: z.enum(ACCOUNT_STATUSES).optional(),
  sort: z.enum(['name', 'email', 'createdAt', 'role', 'status']).default('createdAt'),
  direction: z.enum(['asc', 'desc']).default('desc'),
  ...pagination(PAGE_SIZES.users),
});

export const adminCreateUserInput = z.object({
  name: fullName,
  email,
  role: z.enum(USER_ROLES).default('user'),
  status: z.enum(ACCOUNT_STATUSES).default('active'),
  /** Without a password, the new member is emailed a link to choose one. */
  password: password.optional(),
});

export const adminUpdateUserInput = z.object({
  id,
  name: fullName.optional(),
  email: email.optional(),
  role: z.enum(USER_ROLES).optional(),
  status: z.enum(ACCOUNT_STATUSES).optional(),
});

export const siteSettings = z.object({
  siteName: z.string().trim().min(1, 'Site name is required').max(60),
  siteDescription: z.string().trim().max(300),
  emailNotifications: z.boolean(),
  autoPublish: z.boolean(),
  requireApproval: z.boolean(),
  maxFileSize: z.enum(MAX_FILE_SIZE_OPTIONS),
  backupFrequency: z.enum(BACKUP_FREQUENCIES),
  /** Distinct members whose reports hide a post, reply or message pending review. */
  autoHideReports: z.coerce
    .number({ error: 'Must be a number' })
    .int('Must be a whole number')
    .min(1, 'At least 1 report')
    .max(AUTO_HIDE_REPORTS_MAX, `At most ${AUTO_HIDE_REPORTS_MAX} reports`),
  /** What a member may do only once her email address is confirmed (issue 32). */
  verifiedEmailRequiredFor: z
    .array(z.enum(VERIFIED_EMAIL_ACTIONS))
    .max(VERIFIED_EMAIL_ACTIONS.length),
  /** An account's first hours, under the new-account limits (issue 33); 0 turns them off. */
  newAccountHours: z.coerce
    .number({ error: 'Must be a number' })
    .int('Must be a whole number')
    .min(0, 'At least 0 hours (0 turns the limits off)')
    .max(NEW_ACCOUNT_HOURS_MAX, `At most ${NEW_ACCOUNT_HOURS_MAX} hours`),
});
export type SiteSettings = z.infer<typeof siteSettings>;

/** A save that leaves autoHideReports out keeps its current value (older clients send none). */
export const siteSettingsInput = siteSettings.extend({
  autoHideReports: siteSettings.shape.autoHideReports.optional(),
  verifiedEmailRequiredFor: siteSettings.shape.verifiedEmailRequiredFor.optional(),
  newAccountHours: siteSettings.shape.newAccountHours.optional(),
});
export type SiteSettingsInput = z.infer<typeof siteSettingsInput>;

export const publicSettings = siteSettings.pick({ siteName: true, siteDescription: true });

export const adminListInput = <
  S extends readonly [string, ...string[]],
  T extends readonly [string, ...string[]],
>(
  statuses: S,
  sorts: T,
  defaultSort: T[number],
) =>
  z.object({
    search: z.string().trim().max(100).default(''),
    status: z.enum(statuses).optional(),
    sort: z.enum(sorts).default(defaultSort),
    direction: z.enum(['asc', 'desc']).default('desc'),
    ...pagination(PAGE_SIZES.users),
  });

export const adminCommunity = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  category: z.string(),
  /** Derived from real memberships; never typed in. */
  memberCount: z.number().int(),
  status: z.enum(ACCOUNT_STATUSES),
  createdAt: z.string(),
});
export type AdminCommunity = z.infer<typeof adminCommunity>;

export const adminCommunityListInput = adminListInput(
  ACCOUNT_STATUSES,
  ['name', 'memberCount', 'createdAt', 'status'] as const,
  'createdAt',
);

export const adminCommunityInput = createGroupInput
  .pick({ name: true, description: true, category: true })
  .extend({ status: z.enum(ACCOUNT_STATUSES).default('active') });
export type AdminCommunityInput = z.infer<typeof adminCommunityInput>;

export const adminCommunityUpdateInput = adminCommunityInput.partial().extend({ id });
export type AdminCommunityUpdateInput = z.infer<typeof adminCommunityUpdateInput>;

export const STORY_STATUS_VALUES = ['draft', 'published', 'archived', 'declined'] as const;
/** Declining goes through its own action, which requires a note for the author. */
const EDITABLE_STORY_STATUSES = ['draft', 'published', 'archived'] as const;

export const adminStory = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  /** The author's user id, when the story belongs to a member. */
  author: z.number().int().nullable(),
  author_name: z.string(),
  status: z.enum(STORY_STATUS_VALUES),
  isMemberSubmission: z.boolean(),
  createdAt: z.string(),
  publishedAt: z.string().nullable(),
  content_note: contentNote.nullable(),
  section: z.enum(STORY_SECTIONS).nullable(),
  category: z.string().nullable(),
});
export type AdminStory = z.infer<typeof adminStory>;

export const adminStoryListInput = adminListInput(
  STORY_STATUS_VALUES,
  ['title', 'createdAt', 'publishedAt', 'status'] as const,
  'createdAt',
);

const adminStoryFields = storyInput.extend({
  /** The 20-character minimum is for member submissions; the team may save a short draft. */
  content: z
    .string({ error: 'The story is empty' })
    .trim()
    .min(1, 'The story is empty')
    .max(LIMITS.storyContentMax, 'That story is too long for one post'),
  author_name: z.string().trim().max(120).optional(),
  status: z.enum(EDITABLE_STORY_STATUSES).optional(),
  /** null or absent: a community story. */
  section: storySection.nullish(),
  category: storyCategory.nullish(),
});
export const adminStoryInput = adminStoryFields.superRefine(refineStoryCategory);
export type AdminStoryInput = z.infer<typeof adminStoryInput>;

/** Either of section and category alone is checked against the stored other by the service. */
export const adminStoryUpdateInput = adminStoryFields.partial().extend({ id });
export type AdminStoryUpdateInput = z.infer<typeof adminStoryUpdateInput>;

export const auditEntry = z.object({
  id: z.number().int(),
  actor_id: z.number().int().nullable(),
  actor_email: z.string(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.number().int().nullable(),
  details: z.record(z.string(), z.unknown()),
  created_at: z.string(),
  /** The actor's name today (null for the system or a deleted account; actor_email stays). */
  actor_name: z.string().nullable(),
  /** The house rule the details name (a moderation action's `rule`), else null. */
  rule: z.number().int().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

const searchText = z.string().trim().max(100).default('');
const auditWord = z
  .string()
  .trim()
  .max(40)
  .regex(/^[a-z_]*$/, 'Letters and underscores only')
  .default('');

/** The audit log's filters: the actor (part of her email or name), the action, the entity. */
export const auditLogInput = z.object({
  actor: searchText,
  action: auditWord,
  entity: auditWord,
  entity_id: id.optional(),
  ...pagination(50),
});
export type AuditLogInput = z.infer<typeof auditLogInput>;

export const contactReply = z.object({
  id: z.number().int(),
  body: z.string(),
  author_email: z.string(),
  created_at: z.string(),
});
export type ContactReply = z.infer<typeof contactReply>;

/** A message sent from the Contact page, as the admin inbox lists it. */
export const contactMessageRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  created_at: z.string(),
  /** When an admin marked it handled (a reply does), else null. */
  handled_at: z.string().nullable(),
  handled_by_email: z.string().nullable(),
  /** The replies sent to it, oldest first. */
  replies: z.array(contactReply),
});
export type ContactMessageRecord = z.infer<typeof contactMessageRecord>;

export const CONTACT_MESSAGE_STATUSES = ['open', 'handled'] as const;

export const contactMessageListInput = z.object({
  /** Part of the sender's name or address, the subject or the message. */
  search: searchText,
  status: z.enum(CONTACT_MESSAGE_STATUSES).optional(),
  ...pagination(50),
});
export type ContactMessageListInput = z.infer<typeof contactMessageListInput>;

export const CONTACT_REPLY_MAX = 5000;

export const contactReplyInput = z.object({
  id,
  text: z
    .string({ error: 'Write a reply' })
    .trim()
    .min(1, 'Write a reply')
    .max(CONTACT_REPLY_MAX, `At most ${CONTACT_REPLY_MAX} characters`),
});

export const contactHandledInput = z.object({ id, handled: z.boolean() });

export const deletionRequestRecord = z.object({
  id: z.number().int(),
  email: z.string(),
  reason: z.string().nullable(),
  feedback: z.string().nullable(),
  export_data: z.boolean(),
  created_at: z.string(),
  purge_after: z.string(),
  purged_at: z.string().nullable(),
});
export type DeletionRequestRecord = z.infer<typeof deletionRequestRecord>;

/** The dashboard's figures; recent activity is the last 30 days. */
export const adminStats = z.object({
  total_users: z.number().int(),
  active_communities: z.number().int(),
  published_stories: z.number().int(),
  pending_reviews: z.number().int(),
  /** Targets with open reports: the rows of the moderation queue. */
  open_reports: z.number().int(),
  recent_activity: z.object({
    new_users: z.number().int(),
    new_communities: z.number().int(),
    new_stories: z.number().int(),
  }),
});
export type AdminStats = z.infer<typeof adminStats>;

export const activityDay = z.object({
  date: z.string(),
  signups: z.number().int(),
  stories: z.number().int(),
});
export type ActivityDay = z.infer<typeof activityDay>;
