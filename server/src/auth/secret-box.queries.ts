import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** The key secrets are sealed with (made once by migration 20261128T1100). */
export async function accountSecretsKey(db: Kysely<Database>): Promise<string> {
  const row = await db
    .selectFrom('signing_keys')
    .select('secret')
    .where('name', '=', 'account_secrets')
    .executeTakeFirstOrThrow();
  return row.secret;
}
