import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AuthUser } from '../../auth/sessions.ts';
import type { JobTask } from '../../lib/jobs.ts';
import { AppError } from '../../lib/app-error.ts';
import { moderates } from './community.access.ts';
import { namedAuthors, publishDiscussion } from './community-live.ts';
import { mentionedIds, notifyMentions } from './community-mentions.ts';
import { findMentioned } from './community-mentions.queries.ts';
import * as q from './community-scheduled.queries.ts';

type Db = Kysely<Database>;

const DAY = 86_400_000;
/** How far ahead a post may be scheduled. */
export const SCHEDULE_MAX_DAYS = 365;
/** Posts one run publishes at most; the rest wait for the next tick. */
const BATCH = 100;

/**
 * The time a new post's `publish_at` asks for, checked: only a group's admins (and site admins)
 * schedule, and only into the future. Null for a post published at once.
 */
export function scheduleFor(
  viewer: Pick<AuthUser, 'role'>,
  groupRole: string | null,
  publishAt: string | undefined,
  now = new Date(),
): Date | null {
  if (publishAt === undefined) return null;
  if (!moderates(viewer, groupRole))
    throw new AppError('FORBIDDEN', 'Only the group’s admins can schedule posts');
  return futureTime(publishAt, now);
}

/** A schedule's time: later than now, and at most SCHEDULE_MAX_DAYS ahead. */
export function futureTime(publishAt: string, now = new Date()): Date {
  const at = new Date(publishAt);
  if (at.getTime() <= now.getTime())
    throw new AppError('BAD_REQUEST', 'Choose a publish time in the future');
  if (at.getTime() > now.getTime() + SCHEDULE_MAX_DAYS * DAY)
    throw new AppError(
      'BAD_REQUEST',
      `A post can be scheduled at most ${SCHEDULE_MAX_DAYS} days ahead`,
    );
  return at;
}

/** Moves a waiting post to a new time (its author's edit); 409 once it is published. */
export async function reschedule(db: Db, postId: number, publishAt: string): Promise<void> {
  if (!(await q.reschedulePost(db, postId, futureTime(publishAt))))
    throw new AppError('CONFLICT', 'This post is already published');
}

/**
 * The members a post's mentions reach when it publishes: those still active members of the group
 * whom its author has not blocked (a block made while it waited drops the mention silently
 * rather than stopping the post).
 */
async function mentionsAtPublish(
  trx: Db,
  post: { user_id: number; group_id: number; content: string },
) {
  const ids = mentionedIds(post.content);
  if (ids.length === 0) return [];
  const found = await findMentioned(trx, { authorId: post.user_id, groupId: post.group_id, ids });
  return found.filter((m) => m.mentionable && !m.blocked_by_author).map((m) => m.id);
}

/**
 * Publishes every scheduled post whose time has come: its mentions notify and open pages hear of
 * it now, not when it was written. Each post is claimed in the transaction that announces it, so
 * it publishes once even when two processes run this at the same moment.
 */
export async function publishDuePosts(db: Db, now: Date): Promise<number> {
  let published = 0;
  for (const id of await q.duePostIds(db, now, BATCH)) {
    await db.transaction().execute(async (trx) => {
      const post = await q.claimDuePost(trx, id, now);
      if (!post) return;
      await notifyMentions(trx, await mentionsAtPublish(trx, post), {
        authorId: post.user_id,
        anonymous: post.anonymous,
        target: { type: 'post', id: post.id },
        url: `/community/group/${post.group_id}#post-${post.id}`,
      });
      await publishDiscussion(trx, {
        event: 'post_created',
        group_id: post.group_id,
        post_id: post.id,
        reply_id: null,
        authors: namedAuthors(post),
      });
      published += 1;
    });
  }
  return published;
}

/** The job runner's task: every tick, so a post is at most a tick late. */
export function scheduledPostsTask(db: Db, options: { tickMs: number }): JobTask {
  return {
    name: 'scheduled-posts',
    everyMs: options.tickMs,
    leaseMs: 5 * 60_000,
    run: async (now) => {
      await publishDuePosts(db, now);
    },
  };
}
