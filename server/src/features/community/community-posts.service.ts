import type { Kysely } from 'kysely';
import type { ContentNote, GroupPost, PollInput, ReplyPolicy } from '@hercircle/shared';
import type { Database } from '../../db/schema.ts';
import type { AuthUser } from '../../auth/sessions.ts';
import type { Env } from '../../env.ts';
import { hit } from '../../auth/rate-limit.ts';
import { AppError } from '../../lib/app-error.ts';
import { insertAuditEntry } from '../../lib/audit.queries.ts';
import { isHiddenFrom } from '../../lib/visibility.queries.ts';
import { once } from '../../lib/idempotency.ts';
import { assertCanRead, moderates, visibleGroup } from './community.access.ts';
import { findGroup } from './community.queries.ts';
import { toPost } from './community.mapping.ts';
import * as q from './community-posts.queries.ts';
import { namedAuthors, publishDiscussion } from './community-live.ts';
import { findItemText } from './community-mentions.queries.ts';
import { notifyMentions, prepareMentions } from './community-mentions.ts';
import { assertEmailConfirmedFor } from '../account/email-confirmation.service.ts';
import { assertLinkLimit } from '../account/new-account.service.ts';
import { holdIfRepeated } from './community-hold.service.ts';
import {
  assertNotMuted,
  recordDecision,
  type NewDecision,
} from '../fair-process/decisions.service.ts';
import { markMuted } from '../shield/muted.ts';
import { applyReplyPolicy } from '../shield/reply-policy.ts';
import { addPoll } from './community-polls.ts';
import { reschedule, scheduleFor } from './community-scheduled.ts';

type Db = Kysely<Database>;
type Page = { limit: number; offset: number };
/**
 * The members' doors (tRPC, REST) pass the limit; demo seeding and benchmarks write posts through
 * the same service without one.
 */
export type WriteLimit = Pick<Env, 'RATE_LIMIT_POST_PER_USER'>;

const POST_NOT_FOUND = 'Post not found';

/** Posts and replies together, per member (api.md RATE_LIMIT_POST_PER_USER). */
export async function countWrite(db: Db, viewer: AuthUser, limit?: WriteLimit): Promise<void> {
  if (!limit) return;
  await hit(db, {
    key: `post:user:${viewer.id}`,
    max: limit.RATE_LIMIT_POST_PER_USER,
    windowSeconds: 60,
  });
}

/** A moderator's hide, show-again or delete of someone else's post or reply. */
export interface ModerationEntry {
  action: 'hide' | 'unhide' | 'delete';
  entity: 'post' | 'reply';
  id: number;
  details: Record<string, unknown>;
}

/**
 * Runs a moderation write and its audit entry in one transaction, with the statement of reasons
 * the member affected is owed (a hide or delete of her content; not a show-again).
 */
export function audited(
  db: Db,
  viewer: AuthUser,
  entry: ModerationEntry,
  write: (trx: Db) => Promise<void>,
  decision?: Omit<NewDecision, 'decidedBy'>,
): Promise<void> {
  return db.transaction().execute(async (trx) => {
    await write(trx);
    if (decision) await recordDecision(trx, { ...decision, decidedBy: viewer.id });
    const rule = decision?.rule;
    const details = rule === undefined ? entry.details : { ...entry.details, rule };
    await insertAuditEntry(trx, viewer, entry.action, entry.entity, entry.id, details);
  });
}

/** The statement a moderator's hide or delete of someone's post or reply owes its author. */
export function decisionOn(
  item: { user_id: number; group_id: number; content: string },
  target: { type: 'post' | 'reply'; id: number },
  action: 'hide' | 'remove',
  input: { rule?: number; reason?: string },
): Omit<NewDecision, 'decidedBy'> {
  return {
    userId: item.user_id,
    action,
    target,
    groupId: item.group_id,
    excerpt: item.content,
    rule: input.rule,
    reason: input.reason,
  };
}

/**
 * The cursor after a first page that holds only pinned posts: every post not pinned comes after
 * it (ids are PostgreSQL integers).
 */
const AFTER_PINNED = 2_147_483_647;

export async function listPosts(
  db: Db,
  viewer: AuthUser,
  input: { id: number; before?: number } & Page,
): Promise<{ posts: GroupPost[]; total: number; next_cursor: number | null }> {
  const group = await visibleGroup(db, viewer, input.id);
  assertCanRead(viewer, group);
  const reader = { id: viewer.id, moderator: moderates(viewer, group.my_role) };
  const { rows, more, total } = await q.listPosts(db, reader, { groupId: input.id, ...input });
  // Pinned posts lead the first page only: the cursor continues among the others.
  const lastUnpinned = rows.findLast((r) => r.pinned_at === null);
  return {
    posts: await markMuted(
      db,
      viewer.id,
      rows.map((r) => toPost(r, viewer.id)),
      (p) => p.mine,
    ),
    total,
    next_cursor: more ? (lastUnpinned?.id ?? AFTER_PINNED) : null,
  };
}

export async function createPost(
  db: Db,
  viewer: AuthUser,
  input: {
    id: number;
    content: string;
    content_note?: ContentNote;
    anonymous?: boolean;
    reply_policy?: ReplyPolicy;
    poll?: PollInput;
    publish_at?: string;
    idempotency_key?: string;
  },
  limit?: WriteLimit,
): Promise<GroupPost> {
  await assertEmailConfirmedFor(db, viewer, 'post');
  await assertNotMuted(db, viewer);
  await assertLinkLimit(db, viewer, input.content);
  const group = await visibleGroup(db, viewer, input.id);
  if (group.my_role === null)
    throw new AppError('FORBIDDEN', 'Join the group to post in its discussion');
  if (input.anonymous && !group.allow_anonymous)
    throw new AppError('BAD_REQUEST', 'This group does not allow anonymous posts');
  // A scheduled post tells no one until the scheduled-posts job publishes it.
  const publishAt = scheduleFor(viewer, group.my_role, input.publish_at);
  const idem = { userId: viewer.id, scope: 'community.createPost', key: input.idempotency_key };
  return once(db, idem, async (trx) => {
    const mentions = await prepareMentions(trx, {
      authorId: viewer.id,
      groupId: input.id,
      content: input.content,
    });
    await countWrite(trx, viewer, limit);
    const anonymous = input.anonymous ?? false;
    const row = await q.insertPost(trx, {
      group_id: input.id,
      user_id: viewer.id,
      content: mentions.content,
      content_note: input.content_note ?? null,
      anonymous,
      publish_at: publishAt,
    });
    // Removed or banned since the check above.
    if (!row) throw new AppError('FORBIDDEN', 'Join the group to post in its discussion');
    await applyReplyPolicy(trx, row.id, input.reply_policy);
    if (input.poll) await addPoll(trx, row.id, input.poll, publishAt);
    // A post held for a moderator reaches nobody yet, so its mentions notify no one.
    const held = await holdIfRepeated(trx, viewer, {
      id: row.id,
      groupId: input.id,
      content: mentions.content,
    });
    await notifyMentions(trx, held || publishAt ? [] : mentions.notifyIds, {
      authorId: viewer.id,
      anonymous,
      target: { type: 'post', id: row.id },
      url: `/community/group/${input.id}#post-${row.id}`,
    });
    await publishPost(trx, 'post_created', {
      id: row.id,
      group_id: input.id,
      user_id: viewer.id,
      anonymous,
    });
    return readPost(trx, viewer, row.id, group.my_role);
  });
}

/** Tells open live streams, when the transaction commits, that a post changed. */
function publishPost(
  trx: Db,
  event: 'post_created' | 'post_updated' | 'post_deleted',
  post: { id: number; group_id: number; user_id: number; anonymous: boolean },
) {
  return publishDiscussion(trx, {
    event,
    group_id: post.group_id,
    post_id: post.id,
    reply_id: null,
    authors: namedAuthors(post),
  });
}

/** A post as the viewer receives it right after she changed it. */
export async function readPost(db: Db, viewer: AuthUser, id: number, groupRole: string | null) {
  const reader = { id: viewer.id, moderator: moderates(viewer, groupRole) };
  const row = await q.findPostFor(db, reader, id);
  // Deleted or hidden by someone else meanwhile.
  if (!row) throw new AppError('NOT_FOUND', POST_NOT_FOUND);
  return toPost(row, viewer.id);
}

/**
 * A live post the viewer may know about, with her role in its group. Its author always may (she
 * can still take back what she wrote after leaving a private group); anyone else only if she can
 * read the group's discussion, so an outsider cannot learn that a private group's post exists;
 * a hidden post only its author and moderators. (Who reads or answers it also needs
 * assertNotHiddenAuthor.)
 */
export async function reachPost(db: Db, viewer: AuthUser, id: number) {
  const post = await q.findLivePost(db, id);
  if (!post) throw new AppError('NOT_FOUND', POST_NOT_FOUND);
  const group = await findGroup(db, post.group_id, viewer.id);
  if (!group) throw new AppError('NOT_FOUND', POST_NOT_FOUND);
  const siteAdmin = viewer.role === 'admin';
  const mine = post.user_id === viewer.id;
  const moderator = moderates(viewer, group.my_role);
  const unseen =
    (group.status !== 'active' && !siteAdmin) ||
    (!mine && group.is_private && group.my_role === null && !siteAdmin) ||
    (!mine && !moderator && (post.hidden_at !== null || post.publish_at !== null));
  if (unseen) throw new AppError('NOT_FOUND', POST_NOT_FOUND);
  return { post, group, mine, moderator };
}

/**
 * A named post by a member kept from the viewer (a block either way, her mute) is not in her
 * lists, so its replies are not hers to read or add to (a blocked pair cannot talk); moderators
 * still reach it. An anonymous post is every reader's, whoever wrote it (isHiddenFrom).
 */
export async function assertNotHiddenAuthor(
  db: Db,
  viewer: AuthUser,
  reached: { post: { user_id: number; anonymous: boolean }; mine: boolean; moderator: boolean },
): Promise<void> {
  if (reached.mine || reached.moderator) return;
  if (await isHiddenFrom(db, viewer.id, reached.post))
    throw new AppError('NOT_FOUND', POST_NOT_FOUND);
}

export async function updatePost(
  db: Db,
  viewer: AuthUser,
  input: { id: number; content: string; content_note?: ContentNote | null; publish_at?: string },
): Promise<GroupPost> {
  const { post, group, mine } = await reachPost(db, viewer, input.id);
  if (!mine) throw new AppError('FORBIDDEN', 'You can only edit your own posts');
  await assertLinkLimit(db, viewer, input.content);
  const { id, publish_at: publishAt, ...patch } = input;
  // A scheduled post's mentions notify when it is published, from its text then.
  const waiting = post.publish_at !== null;
  const before = await findItemText(db, 'group_posts', id);
  const mentions = await prepareMentions(db, {
    authorId: viewer.id,
    groupId: post.group_id,
    content: patch.content,
    previous: before?.content,
  });
  await db.transaction().execute(async (trx) => {
    if (!(await q.updatePostContent(trx, id, { ...patch, content: mentions.content })))
      throw new AppError('NOT_FOUND', POST_NOT_FOUND);
    if (publishAt !== undefined) await reschedule(trx, id, publishAt);
    await notifyMentions(trx, waiting ? [] : mentions.notifyIds, {
      authorId: viewer.id,
      anonymous: before?.anonymous ?? false,
      target: { type: 'post', id },
      url: `/community/group/${post.group_id}#post-${id}`,
    });
    await publishPost(trx, 'post_updated', post);
  });
  return readPost(db, viewer, post.id, group.my_role);
}

/** Its author, an admin of its group or a site admin deletes a post; it stays on record as deleted. */
export async function deletePost(
  db: Db,
  viewer: AuthUser,
  input: { id: number; rule?: number; reason?: string },
): Promise<void> {
  const { post, mine, moderator } = await reachPost(db, viewer, input.id);
  if (!mine && !moderator)
    throw new AppError('FORBIDDEN', 'Only its author or the group’s admins can delete this post');
  // A delete that raced this one and committed first leaves nothing to delete (and no audit entry).
  const remove = async (trx: Db) => {
    if (!(await q.softDeleteItem(trx, 'group_posts', input.id, viewer.id)))
      throw new AppError('NOT_FOUND', POST_NOT_FOUND);
    await publishPost(trx, 'post_deleted', post);
  };
  const details = { group_id: post.group_id, ...(input.reason ? { reason: input.reason } : {}) };
  if (mine) await db.transaction().execute(remove);
  else
    await audited(
      db,
      viewer,
      { action: 'delete', entity: 'post', id: post.id, details },
      remove,
      decisionOn(post, { type: 'post', id: post.id }, 'remove', input),
    );
}

/** A moderator hides a post from everyone but its author and the moderators, or shows it again. */
export async function setPostHidden(
  db: Db,
  viewer: AuthUser,
  input: { id: number; reason?: string; rule?: number; hidden: boolean },
): Promise<GroupPost> {
  const { post, group, moderator, mine } = await reachPost(db, viewer, input.id);
  if (!moderator) throw new AppError('FORBIDDEN', 'Only the group’s admins can hide posts');
  const entry = {
    action: input.hidden ? ('hide' as const) : ('unhide' as const),
    entity: 'post' as const,
    id: post.id,
    details: { group_id: post.group_id, reason: input.reason ?? null },
  };
  const owed = input.hidden && !mine;
  await audited(
    db,
    viewer,
    entry,
    async (trx) => {
      if (!(await q.setItemHidden(trx, 'group_posts', post.id, input.hidden ? viewer.id : null)))
        throw new AppError('NOT_FOUND', POST_NOT_FOUND);
      // Shaped per reader: a hidden post reaches all but its author and moderators as a deletion.
      await publishPost(trx, 'post_updated', post);
    },
    owed ? decisionOn(post, { type: 'post', id: post.id }, 'hide', input) : undefined,
  );
  return readPost(db, viewer, post.id, group.my_role);
}
