import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';

/**
 * Accounts she can trust (issue 32):
 * - Sessions say where they are: the browser and system read from the user agent at sign-in (no
 *   address or place is kept), when the session was last used, and an opaque id a member's device
 *   list names it by (never the token or its hash).
 * - Two-step sign-in: an authenticator app's secret, encrypted with a key made here once; the
 *   recovery codes, hashed; and the short-lived challenges a password sign-in answers with.
 * - Passkeys (WebAuthn): the credentials, and the challenges a ceremony signs.
 * - New-sign-in alerts: when she last signed in (her first sign-in alerts no one), and the
 *   notification kind `new_sign_in`.
 */
const KINDS_BEFORE =
  `('reply','mention','reaction','join_request','request_approved','request_declined',` +
  `'story_published','story_declined','report_resolved','message_request','event_reminder',` +
  `'event_promoted','event_changed','event_cancelled','group_admin_promoted','group_admin_left')`;
const KINDS_AFTER = KINDS_BEFORE.replace(
  `'group_admin_left')`,
  `'group_admin_left','new_sign_in')`,
);

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function setKinds(db: Kysely<any>, kinds: string): Promise<void> {
  await db.schema.alterTable('notifications').dropConstraint('notifications_kind_check').execute();
  await db.schema
    .alterTable('notifications')
    .addCheckConstraint('notifications_kind_check', sql`kind in ${sql.raw(kinds)}`)
    .execute();
}
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('sessions')
    .addColumn('public_id', 'uuid', (c) => c.notNull().defaultTo(sql`gen_random_uuid()`))
    .addColumn('browser', 'text')
    .addColumn('os', 'text')
    .addColumn('last_active_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('sessions_public_id_key')
    .on('sessions')
    .column('public_id')
    .unique()
    .execute();

  await db.schema.alterTable('users').addColumn('last_sign_in_at', 'timestamptz').execute();
  await setKinds(db, KINDS_AFTER);

  await db
    .insertInto('signing_keys')
    .values({ name: 'account_secrets', secret: randomBytes(32).toString('base64url') })
    .execute();

  await db.schema
    .createTable('user_totp')
    .addColumn('user_id', 'integer', (c) =>
      c.primaryKey().references('users.id').onDelete('cascade'),
    )
    // AES-256-GCM under the `account_secrets` key: iv.tag.ciphertext, base64url.
    .addColumn('secret', 'text', (c) => c.notNull())
    // Null while she has scanned it and not yet confirmed a code: sign-in does not ask for it.
    .addColumn('confirmed_at', 'timestamptz')
    // The last time step a code was accepted for: the same code is refused a second time.
    .addColumn('last_time_step', 'bigint')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('recovery_codes')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('recovery_codes_user_id_idx')
    .on('recovery_codes')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('login_challenges')
    // The SHA-256 of the challenge handed to the client, as with sessions.
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // The known-device id of the browser that gave the password (auth/known-device.ts), if any.
    .addColumn('device_id', 'text')
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('passkeys')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('credential_id', 'text', (c) => c.notNull().unique())
    .addColumn('public_key', 'bytea', (c) => c.notNull())
    .addColumn('counter', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('transports', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('passkeys_user_id_idx').on('passkeys').column('user_id').execute();

  await db.schema
    .createTable('webauthn_challenges')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // Set for a registration (her session's), null for a sign-in (nobody is known yet).
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('challenge', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('webauthn_challenges').execute();
  await db.schema.dropTable('passkeys').execute();
  await db.schema.dropTable('login_challenges').execute();
  await db.schema.dropTable('recovery_codes').execute();
  await db.schema.dropTable('user_totp').execute();
  await db.deleteFrom('signing_keys').where('name', '=', 'account_secrets').execute();
  await db.deleteFrom('notifications').where('kind', '=', 'new_sign_in').execute();
  await setKinds(db, KINDS_BEFORE);
  await db.schema.alterTable('users').dropColumn('last_sign_in_at').execute();
  await db.schema.dropIndex('sessions_public_id_key').execute();
  await db.schema
    .alterTable('sessions')
    .dropColumn('public_id')
    .dropColumn('browser')
    .dropColumn('os')
    .dropColumn('last_active_at')
    .execute();
}
