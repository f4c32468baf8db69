import { sql, type Kysely } from 'kysely';

/**
 * Reports she can follow (issue 33): a report category "Someone is in danger" (`danger`), which
 * goes to the top of the moderation queue and to every site admin at once. The transparency page
 * counts reports by the day they were made, hence the index.
 */
const REASONS_BEFORE = `('harassment','hate','spam','self_harm','sexual_content','misinformation','other')`;
const REASONS_AFTER = REASONS_BEFORE.replace(`('harassment'`, `('danger','harassment'`);

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function setReasons(db: Kysely<any>, reasons: string): Promise<void> {
  await db.schema.alterTable('reports').dropConstraint('reports_reason_check').execute();
  await db.schema
    .alterTable('reports')
    .addCheckConstraint('reports_reason_check', sql`reason in ${sql.raw(reasons)}`)
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await setReasons(db, REASONS_AFTER);
  await db.schema.createIndex('reports_created_idx').on('reports').column('created_at').execute();
  // My reports find the decision taken on a report they were closed with.
  await db.schema
    .createIndex('moderation_decisions_report_idx')
    .on('moderation_decisions')
    .column('report_id')
    .where(sql.ref('report_id'), 'is not', null)
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('moderation_decisions_report_idx').execute();
  await db.schema.dropIndex('reports_created_idx').execute();
  // The old list has no word for them: they become "Something else".
  await db.updateTable('reports').set({ reason: 'other' }).where('reason', '=', 'danger').execute();
  await setReasons(db, REASONS_BEFORE);
}
