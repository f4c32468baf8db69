import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** The secret that signs known-device cookies (made once by migration 20261128T1000). */
export async function knownDeviceKey(db: Kysely<Database>): Promise<string> {
  const row = await db
    .selectFrom('signing_keys')
    .select('secret')
    .where('name', '=', 'known_devices')
    .executeTakeFirstOrThrow();
  return row.secret;
}
