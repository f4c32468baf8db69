import { generateKeyPairSync } from 'node:crypto';
import { sql, type Kysely } from 'kysely';

/**
 * Issue 34: push notifications and her time.
 * - `signing_keys` 'vapid': the VAPID key pair that signs every push (made here once, so every
 *   server process and every restart sign with the same key and browsers keep their subscriptions):
 *   `<public>.<private>`, the raw P-256 public point and private scalar in base64url.
 * - `push_subscriptions`: one per browser that turned pushes on, tied to the session it was made in,
 *   so ending that session (logging out, "sign out this device", deletion) removes it with it.
 * - `users.time_zone`: her IANA zone (null until her browser or /settings gives one); dates and
 *   her daily digest (17:00 her time) follow it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const point = publicKey.export({ format: 'der', type: 'spki' }).subarray(-65);
  const scalar = privateKey.export({ format: 'jwk' }).d as string;
  await db
    .insertInto('signing_keys')
    .values({ name: 'vapid', secret: `${point.toString('base64url')}.${scalar}` })
    .execute();

  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('session_id', 'text', (c) =>
      c.notNull().references('sessions.id').onDelete('cascade'),
    )
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('previews', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('push_subscriptions_user')
    .on('push_subscriptions')
    .column('user_id')
    .execute();
  await db.schema
    .createIndex('push_subscriptions_session')
    .on('push_subscriptions')
    .column('session_id')
    .execute();
  // Which notifications a push went out for (or was not due for): the job's own mark.
  await db.schema.alterTable('notifications').addColumn('pushed_at', 'timestamptz').execute();
  await sql`update notifications set pushed_at = now()`.execute(db);
  await db.schema
    .createIndex('notifications_unpushed')
    .on('notifications')
    .column('id')
    .where(sql.ref('pushed_at'), 'is', null)
    .execute();

  await db.schema.alterTable('users').addColumn('time_zone', 'text').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('time_zone').execute();
  await db.schema.dropIndex('notifications_unpushed').execute();
  await db.schema.alterTable('notifications').dropColumn('pushed_at').execute();
  await db.schema.dropTable('push_subscriptions').execute();
  await db.deleteFrom('signing_keys').where('name', '=', 'vapid').execute();
}
