import { sql, type Kysely } from 'kysely';

/**
 * Issue 34: her language. `users.language` is the one she chose ('en', 'es' or 'ar'); null until
 * she chooses, when pages follow the footer's choice on that browser, else its Accept-Language.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('language', 'text', (c) => c.check(sql`language in ('en', 'es', 'ar')`))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('language').execute();
}
