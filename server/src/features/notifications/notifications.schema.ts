import { z } from 'zod';
import { id, pagination } from '@hercircle/shared';

/** api.md's kinds; the migration holds the same list in its check. */
export const NOTIFICATION_KINDS = [
  'reply',
  'mention',
  'reaction',
  'join_request',
  'request_approved',
  'request_declined',
  'story_published',
  'story_declined',
  'report_resolved',
  'message_request',
  'event_reminder',
  'event_promoted',
  'event_changed',
  'event_cancelled',
  'group_admin_promoted',
  'group_admin_left',
  'new_sign_in',
  'moderation_decision',
  'appeal_decided',
  'group_welcome',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const notification = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  /** Null for an anonymous member and for events with no one behind them. */
  actor: z
    .object({
      id: z.number().int(),
      first_name: z.string(),
      last_name: z.string(),
      profile_picture: z.string().nullable(),
    })
    .nullable(),
  target: z.object({ type: z.string(), id: z.number().int() }),
  url: z.string(),
  read_at: z.string().nullable(),
  created_at: z.string(),
  /** Members batched with the actor (reactions: "Amara and 3 others"); 0 for other kinds. */
  others_count: z.number().int(),
});
export type Notification = z.infer<typeof notification>;

export const NOTIFICATIONS_PAGE = 20;

export const listNotificationsInput = z.object({
  // A query string carries text: "true"/"1" ask for unread only.
  unread: z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
    .transform((v) => v === true || v === 'true' || v === '1')
    .default(false),
  /**
   * The Filtered list: mentions, replies and message requests her notification filters keep out
   * of the bell (GET /users/me/filters). Left out: everything else.
   */
  filtered: z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
    .transform((v) => v === true || v === 'true' || v === '1')
    .default(false),
  ...pagination(NOTIFICATIONS_PAGE),
});

export const notificationsPage = z.object({
  notifications: z.array(notification),
  total: z.number().int(),
  /** The bell's count: unread notifications outside Filtered. */
  unread_count: z.number().int(),
  /** Unread notifications under Filtered. */
  filtered_unread_count: z.number().int(),
});

export const notificationIdInput = z.object({ id });
