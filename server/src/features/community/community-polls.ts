import type { Kysely } from 'kysely';
import type { PollInput } from '@hercircle/shared';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { insertPoll } from './community-polls.queries.ts';

type Db = Kysely<Database>;

/**
 * Stores a new post's poll (in the post's transaction). Its close time must be ahead of now and
 * of the post's publish time: a poll that closes before anyone can see it is a mistake.
 */
export async function addPoll(
  trx: Db,
  postId: number,
  poll: PollInput,
  publishAt: Date | null,
  now = new Date(),
): Promise<void> {
  const closesAt = poll.closes_at === undefined ? null : new Date(poll.closes_at);
  if (closesAt && closesAt.getTime() <= Math.max(now.getTime(), publishAt?.getTime() ?? 0))
    throw new AppError(
      'BAD_REQUEST',
      publishAt
        ? 'The poll must close after the post is published'
        : 'Choose a closing time in the future',
    );
  await insertPoll(
    trx,
    { postId, question: poll.question, multiple: poll.multiple ?? false, closesAt },
    poll.options,
  );
}
