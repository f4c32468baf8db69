import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** NOTIFY inside the caller's transaction: delivered when it commits, never when it rolls back. */
export async function notify(db: Kysely<Database>, channel: string, payload: string) {
  await sql`select pg_notify(${channel}, ${payload})`.execute(db);
}
