import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';

/**
 * The key that signs known-device cookies (issue 30): a browser a member has signed in from keeps
 * one, and her sign-ins from it are counted apart from the per-email lock that strangers' guesses
 * fill. Made here once, like `email_links`, so every server process signs and checks with it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db
    .insertInto('signing_keys')
    .values({ name: 'known_devices', secret: randomBytes(32).toString('base64url') })
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('signing_keys').where('name', '=', 'known_devices').execute();
}
