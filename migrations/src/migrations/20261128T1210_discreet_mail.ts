import type { Kysely } from 'kysely';

/**
 * Discreet mail (issue 32): a member who shares her inbox with someone she needs to be safe from
 * asks that every email we send her be neutral (no site name or topic in the sender and subject,
 * no preview of messages or posts in the body). Off unless she chooses it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('discreet_email', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('discreet_email').execute();
}
