import { sql, type Kysely } from 'kysely';

/**
 * A new member's first-visit checklist on /community (issue 35): its items are read from what she
 * has done; only her choice to put it away is stored, so it stays away on every device.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('checklist_dismissals')
    .addColumn('user_id', 'integer', (c) =>
      c.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('dismissed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('checklist_dismissals').execute();
}
