import type { Kysely } from 'kysely';
import { NEW_ACCOUNT_TEXTS } from '@hercircle/shared';
import type { Database } from '../../db/schema.ts';
import { newAccountUntil } from '../account/new-account.service.ts';
import { holdPost, repeatsInOtherGroup } from './community-hold.queries.ts';

type Db = Kysely<Database>;
const HOUR = 3_600_000;

/**
 * A new account's post whose text repeats one she posted in another group within the hour (the
 * pattern of spam and of a pile-on carried from group to group) waits for a moderator: hidden from
 * others and put in the moderation queue. Inside the creating transaction, after the insert.
 * True when it was held.
 */
export async function holdIfRepeated(
  trx: Db,
  author: { id: number },
  post: { id: number; groupId: number; content: string },
): Promise<boolean> {
  if (!(await newAccountUntil(trx, author))) return false;
  const repeated = await repeatsInOtherGroup(trx, {
    ...post,
    userId: author.id,
    since: new Date(Date.now() - HOUR),
  });
  if (!repeated) return false;
  await holdPost(trx, { ...post, userId: author.id, note: NEW_ACCOUNT_TEXTS.heldNote });
  return true;
}
