import type { Kysely } from 'kysely';
import type { Poll, VotePollInput } from '@hercircle/shared';
import type { Database } from '../../db/schema.ts';
import type { AuthUser } from '../../auth/sessions.ts';
import { AppError } from '../../lib/app-error.ts';
import { assertCanRead } from './community.access.ts';
import { assertNotHiddenAuthor, reachPost, readPost } from './community-posts.service.ts';
import { publishDiscussion, namedAuthors } from './community-live.ts';
import * as q from './community-polls.queries.ts';

type Db = Kysely<Database>;

/**
 * A member's vote on a post's poll; a second vote replaces hers. She must be able to read the
 * post and belong to its group; the poll opens when its post is published and takes no votes
 * once closed (409). Everyone's open page hears of the new counts.
 */
export async function votePoll(db: Db, viewer: AuthUser, input: VotePollInput): Promise<Poll> {
  const reached = await reachPost(db, viewer, input.id);
  assertCanRead(viewer, reached.group);
  await assertNotHiddenAuthor(db, viewer, reached);
  if (reached.group.my_role === null)
    throw new AppError('FORBIDDEN', 'Join the group to vote in its polls');
  const poll = await q.findPollForVote(db, input.id);
  if (!poll) throw new AppError('NOT_FOUND', 'This post has no poll');
  if (input.options.some((option) => !poll.optionIds.has(option)))
    throw new AppError('BAD_REQUEST', 'Choose among the poll’s options');
  if (!poll.multiple && input.options.length > 1)
    throw new AppError('BAD_REQUEST', 'This poll takes one choice');
  if (reached.post.publish_at !== null)
    throw new AppError('CONFLICT', 'This poll opens when its post is published');
  if (poll.closed) throw new AppError('CONFLICT', 'This poll is closed');
  await db.transaction().execute(async (trx) => {
    await q.castBallot(trx, { postId: input.id, userId: viewer.id, optionIds: input.options });
    // Each reader's page receives the post again, shaped for her (her own choices included).
    await publishDiscussion(trx, {
      event: 'post_updated',
      group_id: reached.post.group_id,
      post_id: reached.post.id,
      reply_id: null,
      authors: namedAuthors(reached.post),
    });
  });
  const post = await readPost(db, viewer, input.id, reached.group.my_role);
  if (!post.poll) throw new AppError('NOT_FOUND', 'This post has no poll');
  return post.poll;
}
