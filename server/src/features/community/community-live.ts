import type { Kysely } from 'kysely';
import type { DiscussionEvent } from '@hercircle/shared';
import type { Database } from '../../db/schema.ts';
import { publish } from '../../live/publish.ts';
import type { DiscussionNotice } from '../../live/notices.ts';
import type { Viewer } from '../../live/shape.ts';
import { moderates, readsGroup } from './community.access.ts';
import { findGroup } from './community.queries.ts';
import { toPost, toReply } from './community.mapping.ts';
import { hidesNote } from '../../lib/visibility.queries.ts';
import { findLivePost, findPostFor } from './community-posts.queries.ts';
import { findLiveReply, findReplyFor } from './community-replies.queries.ts';
import { markMutedOne } from '../shield/muted.ts';

type Db = Kysely<Database>;

/**
 * The authors a block or mute may keep a change from: an anonymous post or reply reaches every
 * reader whoever wrote it, as in the lists (authorNotHidden), so its author is not among them.
 */
export function namedAuthors(...items: { user_id: number; anonymous: boolean }[]): number[] {
  return items.filter((item) => !item.anonymous).map((item) => item.user_id);
}

/**
 * Announces a change inside the writing transaction to every member's one live stream: it is
 * delivered when the write commits and never when it rolls back.
 */
export async function publishDiscussion(trx: Db, notice: Omit<DiscussionNotice, 'type'>) {
  await publish(trx, { type: 'discussion', ...notice });
}

/** A live post or reply with its group and post, or undefined when it is gone. */
async function findItem(trx: Db, type: 'post' | 'reply', id: number) {
  return type === 'post'
    ? await findLivePost(trx, id).then((p) => p && { ...p, post_id: p.id, reply_id: null })
    : await findLiveReply(trx, id).then((r) => r && { ...r, reply_id: r.id });
}

async function publishItem(
  trx: Db,
  event: DiscussionEvent['type'],
  type: 'post' | 'reply',
  id: number,
) {
  const item = await findItem(trx, type, id);
  if (!item) return;
  await publishDiscussion(trx, {
    event,
    group_id: item.group_id,
    post_id: item.post_id,
    reply_id: item.reply_id,
    authors: namedAuthors(item),
  });
}

/** A reaction (added or taken back) on a live post or reply: its counts changed. */
export function publishReaction(trx: Db, target: 'post' | 'reply', id: number) {
  return publishItem(trx, 'reaction_changed', target, id);
}

/**
 * Moderation from reports hid, showed again or deleted a post or reply: call it before a delete
 * (it reads the item while it is live). A hidden item reaches all but its author and the
 * moderators as a deletion.
 */
export function publishModerated(trx: Db, type: 'post' | 'reply', id: number, deleted: boolean) {
  const change = deleted ? 'deleted' : 'updated';
  return publishItem(trx, `${type}_${change}`, type, id);
}

/**
 * The change as this member may see it, or null: only a group she may read (public: anyone signed
 * in; private: members), never by a member kept from her, posts and replies as her lists shape
 * them (anonymous stays anonymous, hidden only for its author and moderators, a post whose
 * content note she hides left out). An edit she may no longer see (a moderator hid it) reaches her
 * as a deletion. Replies and their reactions need their post in her view as well.
 */
export async function shapeDiscussion(
  db: Db,
  viewer: Viewer,
  hidden: Set<number>,
  n: DiscussionNotice,
): Promise<DiscussionEvent | null> {
  if (n.authors.some((author) => author !== viewer.id && hidden.has(author))) return null;
  const group = await findGroup(db, n.group_id, viewer.id);
  if (!group || !readsGroup(viewer, group)) return null;
  const reader = { id: viewer.id, moderator: moderates(viewer, group.my_role) };
  const base = { group_id: n.group_id, post_id: n.post_id };
  if (n.event === 'post_deleted') return { type: 'post_deleted', ...base };
  if (n.event === 'reply_deleted')
    return { type: 'reply_deleted', ...base, reply_id: n.reply_id ?? 0 };

  const row = await findPostFor(db, reader, n.post_id);
  const post =
    row &&
    (row.user_id === viewer.id ||
      row.content_note === null ||
      !(await hidesNote(db, viewer.id, row.content_note)))
      ? await markMutedOne(db, viewer.id, toPost(row, viewer.id), (p) => p.mine)
      : null;
  if (n.event === 'post_created' || n.event === 'post_updated') {
    if (post) return { type: n.event, group_id: n.group_id, post };
    return n.event === 'post_updated' ? { type: 'post_deleted', ...base } : null;
  }
  if (!post) return null;
  if (n.reply_id === null) {
    const { reactions, my_reactions } = post;
    return { type: 'reaction_changed', ...base, reply_id: null, reactions, my_reactions };
  }
  const replyRow = await findReplyFor(db, reader, n.reply_id);
  const reply =
    replyRow && (await markMutedOne(db, viewer.id, toReply(replyRow, viewer.id), (r) => r.mine));
  if (n.event === 'reaction_changed') {
    if (!reply) return null;
    const { reactions, my_reactions } = reply;
    return { type: n.event, ...base, reply_id: n.reply_id, reactions, my_reactions };
  }
  if (reply) return { type: n.event, ...base, reply };
  return n.event === 'reply_updated'
    ? { type: 'reply_deleted', ...base, reply_id: n.reply_id }
    : null;
}
