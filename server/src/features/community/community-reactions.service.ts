import type { Kysely } from 'kysely';
import type { ReactionKind, Reactors } from '@hercircle/shared';
import type { Database } from '../../db/schema.ts';
import type { AuthUser } from '../../auth/sessions.ts';
import { AppError } from '../../lib/app-error.ts';
import { isHiddenFrom } from '../../lib/visibility.queries.ts';
import { assertCanRead } from './community.access.ts';
import { assertNotHiddenAuthor, reachPost } from './community-posts.service.ts';
import { findLiveReply } from './community-replies.queries.ts';
import * as q from './community-reactions.queries.ts';
import { publishReaction } from './community-live.ts';
import { notifyReaction } from '../notifications/notifications.service.ts';

type Db = Kysely<Database>;
type Target = q.ReactionTarget;

const REPLY_NOT_FOUND = 'Reply not found';

/** A post the viewer may read, else 404 (as for its replies): not by a member kept from her. */
async function readablePost(db: Db, viewer: AuthUser, id: number) {
  const reached = await reachPost(db, viewer, id);
  assertCanRead(viewer, reached.group);
  await assertNotHiddenAuthor(db, viewer, reached);
  return reached;
}

/**
 * A reply the viewer may read: its post readable, and, unless she wrote it or moderates, neither
 * hidden nor a named reply by a member kept from her.
 */
async function readableReply(db: Db, viewer: AuthUser, id: number): Promise<ReactedItem> {
  const reply = await findLiveReply(db, id);
  if (!reply) throw new AppError('NOT_FOUND', REPLY_NOT_FOUND);
  const { moderator } = await readablePost(db, viewer, reply.post_id).catch((error: unknown) => {
    // The reply's URL names no post: say what the caller asked for.
    if (error instanceof AppError && error.code === 'NOT_FOUND')
      throw new AppError('NOT_FOUND', REPLY_NOT_FOUND);
    throw error;
  });
  const item = { authorId: reply.user_id, groupId: reply.group_id, postId: reply.post_id };
  if (reply.user_id === viewer.id || moderator) return item;
  if (reply.hidden_at !== null || (await isHiddenFrom(db, viewer.id, reply)))
    throw new AppError('NOT_FOUND', REPLY_NOT_FOUND);
  return item;
}

/** What a reaction's notification needs of the item reacted to. */
interface ReactedItem {
  authorId: number;
  groupId: number;
  postId: number;
}

async function reachReadable(
  db: Db,
  viewer: AuthUser,
  target: Target,
  id: number,
): Promise<ReactedItem> {
  if (target === 'reply') return readableReply(db, viewer, id);
  const { post } = await readablePost(db, viewer, id);
  return { authorId: post.user_id, groupId: post.group_id, postId: post.id };
}

/** Adds (on) or takes back (off) the viewer's reaction of one kind; both are idempotent. */
export async function setReaction(
  db: Db,
  viewer: AuthUser,
  target: Target,
  input: { id: number; kind: ReactionKind; on: boolean },
): Promise<void> {
  const item = await reachReadable(db, viewer, target, input.id);
  const row = { id: input.id, userId: viewer.id, kind: input.kind };
  await db.transaction().execute(async (trx) => {
    // Her first reaction to an item tells its author; another kind, a repeat or taking one back
    // tells no one.
    if (!input.on) await q.removeReaction(trx, target, row);
    else if (await q.addReaction(trx, target, row))
      await notifyReaction(trx, {
        authorId: item.authorId,
        reactorId: viewer.id,
        target: { type: target, id: input.id },
        url: `/community/group/${item.groupId}#post-${item.postId}`,
      });
    await publishReaction(trx, target, input.id);
  });
}

export async function listReactors(
  db: Db,
  viewer: AuthUser,
  target: Target,
  input: { id: number },
): Promise<Reactors> {
  await reachReadable(db, viewer, target, input.id);
  const { counts, named } = await q.listReactors(db, target, input.id, viewer.id);
  return {
    reactions: counts.map(({ kind, count }) => ({
      kind,
      count,
      users: named
        .filter((u) => u.kind === kind)
        .map((u) => ({ id: u.id, first_name: u.first_name })),
    })),
  };
}

/** Group admins and site admins pin a post so it lists first, or unpin it; both idempotent. */
export async function setPinned(
  db: Db,
  viewer: AuthUser,
  input: { id: number; pinned: boolean },
): Promise<void> {
  const { moderator } = await reachPost(db, viewer, input.id);
  if (!moderator) throw new AppError('FORBIDDEN', 'Only the group’s admins can pin posts');
  if (!(await q.setPostPinned(db, input.id, input.pinned ? viewer.id : null)))
    throw new AppError('NOT_FOUND', 'Post not found');
}
