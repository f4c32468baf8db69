import type { Kysely } from 'kysely';
import type { GroupReply } from '@hercircle/shared';
import type { Database } from '../../db/schema.ts';
import type { AuthUser } from '../../auth/sessions.ts';
import { AppError } from '../../lib/app-error.ts';
import { once } from '../../lib/idempotency.ts';
import { assertCanRead, moderates } from './community.access.ts';
import { findGroup } from './community.queries.ts';
import { toReply } from './community.mapping.ts';
import {
  assertNotHiddenAuthor,
  audited,
  decisionOn,
  countWrite,
  reachPost,
  type WriteLimit,
} from './community-posts.service.ts';
import { setItemHidden, softDeleteItem } from './community-posts.queries.ts';
import * as q from './community-replies.queries.ts';
import { namedAuthors, publishDiscussion } from './community-live.ts';
import { notifyReply } from '../notifications/notifications.service.ts';
import { findItemText } from './community-mentions.queries.ts';
import { notifyMentions, prepareMentions } from './community-mentions.ts';
import { assertEmailConfirmedFor } from '../account/email-confirmation.service.ts';
import { assertNotMuted } from '../fair-process/decisions.service.ts';
import { assertLinkLimit } from '../account/new-account.service.ts';
import { markMuted } from '../shield/muted.ts';
import { assertRepliesOpen } from '../shield/reply-policy.ts';

type Db = Kysely<Database>;

const REPLY_NOT_FOUND = 'Reply not found';

export async function listReplies(
  db: Db,
  viewer: AuthUser,
  input: { id: number; limit: number; offset: number },
): Promise<{ replies: GroupReply[]; total: number }> {
  const reached = await reachPost(db, viewer, input.id);
  const { group, moderator } = reached;
  assertCanRead(viewer, group);
  await assertNotHiddenAuthor(db, viewer, reached);
  const reader = { id: viewer.id, moderator };
  const { rows, total } = await q.listReplies(db, reader, { postId: input.id, ...input });
  const list = rows.map((r) => toReply(r, viewer.id));
  return { replies: await markMuted(db, viewer.id, list, (r) => r.mine), total };
}

export async function createReply(
  db: Db,
  viewer: AuthUser,
  input: { id: number; content: string; anonymous?: boolean; idempotency_key?: string },
  limit?: WriteLimit,
): Promise<GroupReply> {
  // "Posting" in the site setting covers replies too.
  await assertEmailConfirmedFor(db, viewer, 'post');
  await assertNotMuted(db, viewer);
  await assertLinkLimit(db, viewer, input.content);
  const reached = await reachPost(db, viewer, input.id);
  const { post, group, moderator } = reached;
  await assertNotHiddenAuthor(db, viewer, reached);
  if (group.my_role === null) throw new AppError('FORBIDDEN', 'Join the group to reply');
  // Its author and the moderators still see a hidden post; it takes no new replies.
  if (post.hidden_at !== null)
    throw new AppError('FORBIDDEN', 'This post is hidden by moderators and takes no replies');
  assertRepliesOpen(post, reached.mine);
  if (input.anonymous && !group.allow_anonymous)
    throw new AppError('BAD_REQUEST', 'This group does not allow anonymous posts');
  const idem = { userId: viewer.id, scope: 'community.createReply', key: input.idempotency_key };
  return once(db, idem, async (trx) => {
    const mentions = await prepareMentions(trx, {
      authorId: viewer.id,
      groupId: post.group_id,
      content: input.content,
    });
    await countWrite(trx, viewer, limit);
    const anonymous = input.anonymous ?? false;
    const row = await q.insertReply(trx, {
      post_id: post.id,
      group_id: post.group_id,
      user_id: viewer.id,
      content: mentions.content,
      anonymous,
    });
    // Removed or banned since the check above.
    if (!row) throw new AppError('FORBIDDEN', 'Join the group to reply');
    await notifyReply(trx, { post, replyId: row.id, replierId: viewer.id, anonymous });
    await notifyMentions(trx, mentions.notifyIds, {
      authorId: viewer.id,
      anonymous,
      target: { type: 'reply', id: row.id },
      url: `/community/group/${post.group_id}#post-${post.id}`,
    });
    await publishReply(trx, 'reply_created', {
      id: row.id,
      post_id: post.id,
      group_id: post.group_id,
      user_id: viewer.id,
      anonymous,
    });
    return readReply(trx, { id: viewer.id, moderator }, row.id);
  });
}

/** Tells open live streams, when the transaction commits, that a reply changed. */
function publishReply(
  trx: Db,
  event: 'reply_created' | 'reply_updated' | 'reply_deleted',
  reply: { id: number; post_id: number; group_id: number; user_id: number; anonymous: boolean },
) {
  return publishDiscussion(trx, {
    event,
    group_id: reply.group_id,
    post_id: reply.post_id,
    reply_id: reply.id,
    authors: namedAuthors(reply),
  });
}

export async function readReply(db: Db, reader: { id: number; moderator: boolean }, id: number) {
  const row = await q.findReplyFor(db, reader, id);
  // Deleted or hidden by someone else meanwhile.
  if (!row) throw new AppError('NOT_FOUND', REPLY_NOT_FOUND);
  return toReply(row, reader.id);
}

/**
 * A live reply the viewer may know about, as reachPost: its author always; others if they can read
 * the group; a hidden reply, or one under a hidden post, only its author and moderators.
 */
async function reachReply(db: Db, viewer: AuthUser, id: number) {
  const reply = await q.findLiveReply(db, id);
  if (!reply) throw new AppError('NOT_FOUND', REPLY_NOT_FOUND);
  const group = await findGroup(db, reply.group_id, viewer.id);
  if (!group) throw new AppError('NOT_FOUND', REPLY_NOT_FOUND);
  const siteAdmin = viewer.role === 'admin';
  const mine = reply.user_id === viewer.id;
  const moderator = moderates(viewer, group.my_role);
  const unseen =
    (group.status !== 'active' && !siteAdmin) ||
    (!mine && group.is_private && group.my_role === null && !siteAdmin) ||
    (!mine && !moderator && (reply.hidden_at !== null || reply.post_hidden_at !== null));
  if (unseen) throw new AppError('NOT_FOUND', REPLY_NOT_FOUND);
  return { reply, group, mine, moderator };
}

export async function updateReply(
  db: Db,
  viewer: AuthUser,
  input: { id: number; content: string },
): Promise<GroupReply> {
  const { reply, mine, moderator } = await reachReply(db, viewer, input.id);
  if (!mine) throw new AppError('FORBIDDEN', 'You can only edit your own replies');
  await assertLinkLimit(db, viewer, input.content);
  const before = await findItemText(db, 'group_post_replies', input.id);
  const mentions = await prepareMentions(db, {
    authorId: viewer.id,
    groupId: reply.group_id,
    content: input.content,
    previous: before?.content,
  });
  await db.transaction().execute(async (trx) => {
    if (!(await q.updateReplyContent(trx, input.id, mentions.content)))
      throw new AppError('NOT_FOUND', REPLY_NOT_FOUND);
    await notifyMentions(trx, mentions.notifyIds, {
      authorId: viewer.id,
      anonymous: before?.anonymous ?? false,
      target: { type: 'reply', id: input.id },
      url: `/community/group/${reply.group_id}#post-${reply.post_id}`,
    });
    await publishReply(trx, 'reply_updated', reply);
  });
  return readReply(db, { id: viewer.id, moderator }, input.id);
}

export async function deleteReply(
  db: Db,
  viewer: AuthUser,
  input: { id: number; rule?: number; reason?: string },
): Promise<void> {
  const { reply, mine, moderator } = await reachReply(db, viewer, input.id);
  if (!mine && !moderator)
    throw new AppError('FORBIDDEN', 'Only its author or the group’s admins can delete this reply');
  // A delete that raced this one and committed first leaves nothing to delete (and no audit entry).
  const remove = async (trx: Db) => {
    if (!(await softDeleteItem(trx, 'group_post_replies', input.id, viewer.id)))
      throw new AppError('NOT_FOUND', REPLY_NOT_FOUND);
    await publishReply(trx, 'reply_deleted', reply);
  };
  const details = {
    group_id: reply.group_id,
    post_id: reply.post_id,
    ...(input.reason ? { reason: input.reason } : {}),
  };
  if (mine) await db.transaction().execute(remove);
  else
    await audited(
      db,
      viewer,
      { action: 'delete', entity: 'reply', id: reply.id, details },
      remove,
      decisionOn(reply, { type: 'reply', id: reply.id }, 'remove', input),
    );
}

export async function setReplyHidden(
  db: Db,
  viewer: AuthUser,
  input: { id: number; reason?: string; rule?: number; hidden: boolean },
): Promise<GroupReply> {
  const { reply, moderator, mine } = await reachReply(db, viewer, input.id);
  if (!moderator) throw new AppError('FORBIDDEN', 'Only the group’s admins can hide replies');
  const entry = {
    action: input.hidden ? ('hide' as const) : ('unhide' as const),
    entity: 'reply' as const,
    id: reply.id,
    details: { group_id: reply.group_id, post_id: reply.post_id, reason: input.reason ?? null },
  };
  await audited(
    db,
    viewer,
    entry,
    async (trx) => {
      if (
        !(await setItemHidden(trx, 'group_post_replies', reply.id, input.hidden ? viewer.id : null))
      )
        throw new AppError('NOT_FOUND', REPLY_NOT_FOUND);
      // Shaped per reader: a hidden reply reaches all but its author and moderators as a deletion.
      await publishReply(trx, 'reply_updated', reply);
    },
    input.hidden && !mine
      ? decisionOn(reply, { type: 'reply', id: reply.id }, 'hide', input)
      : undefined,
  );
  return readReply(db, { id: viewer.id, moderator }, reply.id);
}
