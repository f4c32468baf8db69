import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AuthUser } from '../../auth/sessions.ts';
import { AppError } from '../../lib/app-error.ts';
import { isBlockedPair, isKeptFrom } from '../../lib/visibility.queries.ts';
import { pictureUrl } from '../../lib/media-url.ts';
import { publish } from '../../live/publish.ts';
import * as q from './notifications.queries.ts';
import type { Notification, NotificationKind } from './notifications.schema.ts';

type Db = Kysely<Database>;

export interface NotifyArgs {
  kind: NotificationKind;
  /** Null for an anonymous actor: her id is never stored with the notification. */
  actorId: number | null;
  target: { type: string; id: number };
  url: string;
}

/**
 * Notifies members inside the caller's transaction: the rows and the live nudge commit (or roll
 * back) with the event itself. The nudge is published on the live bus, so it reaches each member's
 * one live stream; it carries ids only. Email (email_frequency, digests) reads `emailed_at` later.
 */
export async function notify(trx: Db, userIds: number[], args: NotifyArgs): Promise<void> {
  const users = [...new Set(userIds)].filter((u) => u !== args.actorId);
  if (users.length === 0) return;
  await q.insertNotifications(
    trx,
    users.map((user_id) => ({
      user_id,
      kind: args.kind,
      actor_id: args.actorId,
      target_type: args.target.type,
      target_id: args.target.id,
      url: args.url,
    })),
  );
  await publish(trx, { type: 'notification', users });
}

/**
 * A reply notifies the post's author: never herself, and an anonymous replier as nobody. A named
 * reply never crosses a blocked pair (she does not see it either); an anonymous one does, as it
 * is in her list whoever wrote it: a missing notification would tell her who did. An anonymous
 * post's author is notified too; only she sees it.
 */
export async function notifyReply(
  trx: Db,
  args: {
    post: { id: number; group_id: number; user_id: number };
    replyId: number;
    replierId: number;
    anonymous: boolean;
  },
): Promise<void> {
  const { post, replierId } = args;
  if (post.user_id === replierId) return;
  if (!args.anonymous && (await isBlockedPair(trx, post.user_id, replierId))) return;
  await notify(trx, [post.user_id], {
    kind: 'reply',
    actorId: args.anonymous ? null : replierId,
    target: { type: 'reply', id: args.replyId },
    url: `/community/group/${post.group_id}#post-${post.id}`,
  });
}

/**
 * A reaction tells the item's author, batched: while she has not read it, one row per item counts
 * the members who reacted ("Amara and 3 others") and names the latest. Never herself, never a
 * member she blocked, was blocked by or muted (who would otherwise surface through the batch).
 */
export async function notifyReaction(
  trx: Db,
  args: {
    authorId: number;
    reactorId: number;
    target: { type: 'post' | 'reply'; id: number };
    url: string;
  },
): Promise<void> {
  if (args.authorId === args.reactorId) return;
  if (await isKeptFrom(trx, args.authorId, args.reactorId)) return;
  await q.upsertReactionNotification(trx, {
    user_id: args.authorId,
    kind: 'reaction',
    actor_id: args.reactorId,
    target_type: args.target.type,
    target_id: args.target.id,
    url: args.url,
  });
  await publish(trx, { type: 'notification', users: [args.authorId] });
}

export async function notifyJoinRequest(trx: Db, groupId: number, requesterId: number) {
  await notify(trx, await q.groupAdminIds(trx, groupId), {
    kind: 'join_request',
    actorId: requesterId,
    target: { type: 'group', id: groupId },
    url: `/community/group/${groupId}`,
  });
}

export async function notifyRequestAnswered(
  trx: Db,
  args: { groupId: number; userId: number; approved: boolean },
) {
  // The group answers, not one admin: she is not told which admin declined her.
  await notify(trx, [args.userId], {
    kind: args.approved ? 'request_approved' : 'request_declined',
    actorId: null,
    target: { type: 'group', id: args.groupId },
    url: args.approved ? `/community/group/${args.groupId}` : '/community',
  });
}

/**
 * The last admin left (or was removed) and the longest-standing member was made admin: she is
 * told, and so is everyone else still in the group. No one is named: the member list shows who.
 */
export async function notifyAdminHandedOver(
  trx: Db,
  args: { groupId: number; promotedId: number },
) {
  const about = {
    actorId: null,
    target: { type: 'group', id: args.groupId },
    url: `/community/group/${args.groupId}`,
  };
  await notify(trx, [args.promotedId], { kind: 'group_admin_promoted', ...about });
  const others = (await q.groupMemberIds(trx, args.groupId)).filter((u) => u !== args.promotedId);
  await notify(trx, others, { kind: 'group_admin_left', ...about });
}

/** Tells the reporters their report was handled, without a word on what was done or to whom. */
export async function notifyReportResolved(
  trx: Db,
  args: { target: { type: string; id: number }; resolvedBy: number; reportId: number },
) {
  const reporters = await q.reportersJustResolved(trx, args.target, args.resolvedBy);
  await notify(trx, reporters, {
    kind: 'report_resolved',
    actorId: null,
    target: { type: 'report', id: args.reportId },
    url: '/settings#reports',
  });
}

function toNotification(row: q.NotificationRow): Notification {
  return {
    id: row.id,
    kind: row.kind as NotificationKind,
    actor:
      row.actor_id === null || row.first_name === null || row.last_name === null
        ? null
        : {
            id: row.actor_id,
            first_name: row.first_name,
            last_name: row.last_name,
            profile_picture: pictureUrl(row.profile_picture_id),
          },
    target: { type: row.target_type, id: row.target_id },
    others_count: row.actor_count - 1,
    url: row.url,
    read_at: row.read_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  };
}

export async function listNotifications(
  db: Db,
  viewer: AuthUser,
  page: { unread: boolean; filtered: boolean; limit: number; offset: number },
) {
  const [rows, total, unread_count, filtered_unread_count] = await Promise.all([
    q.listNotifications(db, viewer.id, page),
    q.countNotifications(db, viewer.id, page.unread, page.filtered),
    q.countNotifications(db, viewer.id, true),
    q.countNotifications(db, viewer.id, true, true),
  ]);
  return { notifications: rows.map(toNotification), total, unread_count, filtered_unread_count };
}

export async function markNotificationRead(db: Db, viewer: AuthUser, id: number): Promise<void> {
  // Someone else's notification is as absent as one that never was.
  if (!(await q.markRead(db, viewer.id, id)))
    throw new AppError('NOT_FOUND', 'Notification not found');
}

export async function markAllNotificationsRead(db: Db, viewer: AuthUser): Promise<void> {
  await q.markAllRead(db, viewer.id);
}
