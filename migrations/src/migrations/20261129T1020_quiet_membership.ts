import { sql, type Kysely } from 'kysely';

/**
 * Quiet membership (issue 35): a member may keep her membership of a group out of its member
 * lists, "groups in common" and member search; its admins still see her. A membership held while
 * her account's deletion is pending keeps it, so she comes back as quiet as she left.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('group_members')
    .addColumn('quiet', 'boolean', (c) => c.notNull().defaultTo(sql`false`))
    .execute();
  await db.schema
    .alterTable('held_group_memberships')
    .addColumn('quiet', 'boolean', (c) => c.notNull().defaultTo(sql`false`))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('held_group_memberships').dropColumn('quiet').execute();
  await db.schema.alterTable('group_members').dropColumn('quiet').execute();
}
