import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { LIVE_CHANNEL } from './channels.ts';
import type { LiveNotice } from './notices.ts';
import { notify } from './live.queries.ts';

/**
 * Announces a change to the open live streams of every server process. Call it inside the writing
 * transaction: the notice is delivered when the write commits and never when it rolls back.
 */
export async function publish(trx: Kysely<Database>, notice: LiveNotice): Promise<void> {
  await notify(trx, LIVE_CHANNEL, JSON.stringify(notice));
}
