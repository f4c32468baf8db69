import { sql, type Kysely } from 'kysely';

/**
 * Sign-in with an emailed code (issue 32, part 6). One live code per account: asking again
 * replaces it. The code is kept only as a SHA-256 of the account and the code, and lives ten
 * minutes; it is taken (deleted) by the sign-in it opens.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('email_sign_in_codes')
    .addColumn('user_id', 'integer', (c) =>
      c.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('email_sign_in_codes').execute();
}
