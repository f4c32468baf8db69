import type { Kysely } from 'kysely';

/**
 * Authors edit their posts (edited_at), and authors and moderators delete them. A deleted post is
 * kept on record, as chat messages are, so a later moderation review can see what was removed and
 * by whom; every read filters it out.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('group_posts')
    .addColumn('edited_at', 'timestamptz')
    .addColumn('deleted_at', 'timestamptz')
    .addColumn('deleted_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('group_posts')
    .dropColumn('deleted_by')
    .dropColumn('deleted_at')
    .dropColumn('edited_at')
    .execute();
}
