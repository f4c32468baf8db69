import { z } from 'zod';
import {
  MODERATION_ACTIONS,
  PAGE_SIZES,
  REPORT_REASONS,
  REPORT_STATUSES,
  REPORT_TARGET_TYPES,
} from '../constants.ts';
import { id, optionalText, pagination } from './common.ts';
import { ruleAndReason } from './fair-process.ts';

/** Reports by members (api.md "Reports and moderation"); the moderators' schemas follow below. */

export const REPORT_NOTE_MAX = 1000;

export const reportTargetType = z.enum(REPORT_TARGET_TYPES, {
  error: `Choose what you report from: ${REPORT_TARGET_TYPES.join(', ')}`,
});
export const reportReason = z.enum(REPORT_REASONS, {
  error: `Choose a reason from: ${REPORT_REASONS.join(', ')}`,
});
export const reportStatus = z.enum(REPORT_STATUSES);

export const createReportInput = z.object({
  target_type: reportTargetType,
  target_id: id,
  reason: reportReason,
  note: optionalText(REPORT_NOTE_MAX),
});
export type CreateReportInput = z.infer<typeof createReportInput>;

/** What the reporter sees of her report: never who was actioned or how. */
export const myReport = z.object({
  id: z.number().int(),
  target_type: reportTargetType,
  target_id: z.number().int(),
  reason: reportReason,
  note: z.string().nullable(),
  status: reportStatus,
  created_at: z.string(),
  updated_at: z.string(),
  /** A short excerpt of what she reported while it exists and she may still see it, else null. */
  preview: z.string().nullable(),
  /** Once actioned: the house rule the moderators applied (as it read then), or null. */
  rule: z.object({ number: z.number().int(), title: z.string() }).nullable(),
});
export type MyReport = z.infer<typeof myReport>;

export const MY_REPORTS_PAGE = 50;
export const myReportsInput = z.object(pagination(MY_REPORTS_PAGE));

/* Moderation by site and group admins: the queue, a report's detail, resolve, unmask. */

export const moderationAction = z.enum(MODERATION_ACTIONS, {
  error: `Choose an action from: ${MODERATION_ACTIONS.join(', ')}`,
});
export const MODERATION_NOTE_MAX = 1000;
export const SUSPEND_DAYS_MAX = 365;

export const moderationReportsInput = z.object({
  status: reportStatus.default('open'),
  target_type: reportTargetType.optional(),
  group_id: id.optional(),
  ...pagination(PAGE_SIZES.users),
});
export type ModerationReportsInput = z.input<typeof moderationReportsInput>;

/** Who wrote the reported content (or the reported member); anonymous content names no one. */
export const moderationAuthor = z.object({
  id: z.number().int().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  anonymous: z.boolean(),
});
export type ModerationAuthor = z.infer<typeof moderationAuthor>;

export const reasonCount = z.object({ reason: reportReason, count: z.number().int() });

/** One row of the queue: every report of `status` on one target. `id` is its oldest report's. */
export const moderationTarget = z.object({
  id: z.number().int(),
  target_type: reportTargetType,
  target_id: z.number().int(),
  status: reportStatus,
  /** A short excerpt of the content (a story's title, a member's or group's name); null when gone. */
  excerpt: z.string().nullable(),
  group_id: z.number().int().nullable(),
  group_name: z.string().nullable(),
  author: moderationAuthor.nullable(),
  reasons: z.array(reasonCount),
  reporter_count: z.number().int(),
  first_reported_at: z.string(),
  last_reported_at: z.string(),
  /** Hidden by a moderator, or auto-hidden (hidden_by null) pending review. */
  hidden: z.boolean(),
  auto_hidden: z.boolean(),
  deleted: z.boolean(),
  /** When the author's account was made: site admins only, never for anonymous content. */
  author_created_at: z.string().nullable(),
});
export type ModerationTarget = z.infer<typeof moderationTarget>;

export const moderationReport = z.object({
  id: z.number().int(),
  reason: reportReason,
  note: z.string().nullable(),
  status: reportStatus,
  created_at: z.string(),
  /** Only site admins see who reported. */
  reporter: z
    .object({ id: z.number().int(), first_name: z.string(), last_name: z.string() })
    .nullable(),
});
export type ModerationReport = z.infer<typeof moderationReport>;

/** An earlier report about the same author's content, and what was done about it. */
export const moderationHistoryItem = z.object({
  target_type: reportTargetType,
  target_id: z.number().int(),
  excerpt: z.string().nullable(),
  reasons: z.array(reasonCount),
  status: reportStatus,
  resolution: moderationAction.nullable(),
  first_reported_at: z.string(),
  resolved_at: z.string().nullable(),
});
export type ModerationHistoryItem = z.infer<typeof moderationHistoryItem>;

export const moderationReportDetail = moderationTarget.extend({
  /** The full content (a story's title and text; a member's bio; a group's description). */
  title: z.string().nullable(),
  content: z.string().nullable(),
  created_at: z.string().nullable(),
  reports: z.array(moderationReport),
  history: z.array(moderationHistoryItem),
});
export type ModerationReportDetail = z.infer<typeof moderationReportDetail>;

export const resolveReportInput = z
  .object({
    id,
    action: moderationAction,
    note: z
      .string({ error: 'Say why' })
      .trim()
      .min(1, 'Say why')
      .max(MODERATION_NOTE_MAX, `Must be at most ${MODERATION_NOTE_MAX} characters`),
    suspend_days: z.coerce
      .number({ error: 'Must be a number' })
      .int('Must be a whole number of days')
      .min(1, 'Suspend for at least 1 day')
      .max(SUSPEND_DAYS_MAX, `Suspend for at most ${SUSPEND_DAYS_MAX} days`)
      .optional(),
    /** The house rule applied and the reason the member affected reads (the note if left out). */
    ...ruleAndReason,
    /** With a ban from a group: also remove her posts in that group from the last 7 days. */
    remove_recent_posts: z.boolean().optional(),
  })
  .refine((v) => v.action !== 'suspend_user' || v.suspend_days !== undefined, {
    path: ['suspend_days'],
    message: 'Say for how many days (1 to 365)',
  });
export type ResolveReportInput = z.infer<typeof resolveReportInput>;

export const resolveReportResult = z.object({
  status: reportStatus,
  action: moderationAction,
  /** How many open reports on the target this closed. */
  resolved: z.number().int(),
});
export type ResolveReportResult = z.infer<typeof resolveReportResult>;

export const unmaskInput = z.object({
  id,
  reason: z
    .string({ error: 'Say why you unmask this author' })
    .trim()
    .min(1, 'Say why you unmask this author')
    .max(MODERATION_NOTE_MAX, `Must be at most ${MODERATION_NOTE_MAX} characters`),
});
export const unmaskResult = z.object({
  author: z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string() }),
});
export type UnmaskResult = z.infer<typeof unmaskResult>;
