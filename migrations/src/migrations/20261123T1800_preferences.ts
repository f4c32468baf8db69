import { sql, type Kysely } from 'kysely';

/**
 * Issue 12's preferences. `email_frequency` replaces the old on/off `email_notifications` (which
 * never sent anything): off stays off, on becomes the default daily digest. `dm_policy` says who may
 * start a direct conversation; `profile_visibility` who may open her member page.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('email_frequency', 'text', (c) =>
      c
        .notNull()
        .defaultTo('daily')
        .check(sql`email_frequency in ('immediate', 'daily', 'off')`),
    )
    .addColumn('dm_policy', 'text', (c) =>
      c
        .notNull()
        .defaultTo('shared_groups')
        .check(sql`dm_policy in ('everyone', 'shared_groups', 'nobody')`),
    )
    .addColumn('profile_visibility', 'text', (c) =>
      c
        .notNull()
        .defaultTo('members')
        .check(sql`profile_visibility in ('members', 'shared_groups')`),
    )
    .execute();
  await sql`update users set email_frequency = 'off' where not email_notifications`.execute(db);
  await db.schema.alterTable('users').dropColumn('email_notifications').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('email_notifications', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();
  await sql`update users set email_notifications = email_frequency <> 'off'`.execute(db);
  await db.schema
    .alterTable('users')
    .dropColumn('email_frequency')
    .dropColumn('dm_policy')
    .dropColumn('profile_visibility')
    .execute();
}
