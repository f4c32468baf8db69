import { sql, type Kysely } from 'kysely';

/**
 * Verified addresses (issue 32, part 5). Accounts that exist today count as confirmed: the column
 * is added with true for every row, then new rows default to false. An emailed link confirms her
 * address, or an address a site admin gave her account (which applies only then); its token is
 * kept as its SHA-256, like a password-reset token. The site setting names the actions an
 * unconfirmed member is refused.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('email_verified', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();
  await db.schema
    .alterTable('users')
    .alterColumn('email_verified', (c) => c.setDefault(false))
    .execute();

  await db.schema
    .createTable('email_confirmation_tokens')
    .addColumn('id', 'text', (c) => c.primaryKey()) // SHA-256 of the emailed token
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // 'confirm': her own address; 'change': an address a site admin gave her, applied on confirming.
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('confirm', 'change')`))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('email_confirmation_tokens_user_id_idx')
    .on('email_confirmation_tokens')
    .column('user_id')
    .execute();

  await db.schema
    .alterTable('site_settings')
    .addColumn('verified_email_required_for', 'jsonb', (c) =>
      c
        .notNull()
        .defaultTo(sql`'["message_request", "report"]'::jsonb`)
        .check(sql`jsonb_typeof(verified_email_required_for) = 'array'`),
    )
    .execute();

  // A session lookup reads email_verified: its change makes every process forget the account's
  // kept lookups, as a change of her email does (20261126T2000's function).
  await sql`
    create trigger users_notify_email_verified
    after update of email_verified on users
    for each row when (old.email_verified is distinct from new.email_verified)
    execute function notify_user_change()`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger users_notify_email_verified on users`.execute(db);
  await db.schema.alterTable('site_settings').dropColumn('verified_email_required_for').execute();
  await db.schema.dropTable('email_confirmation_tokens').execute();
  await db.schema.alterTable('users').dropColumn('email_verified').execute();
}
