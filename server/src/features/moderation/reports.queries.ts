import { sql, type Kysely } from 'kysely';
import type { ReportReason, ReportTargetType } from '@hercircle/shared';
import { AUTO_HIDE_REPORTS_DEFAULT } from '@hercircle/shared';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

const REPORT_COLUMNS = [
  'id',
  'target_type',
  'target_id',
  'reason',
  'note',
  'status',
  'created_at',
  'updated_at',
] as const;

/** The new report, or nothing when she already reported this target (the unique constraint). */
export function insertReport(
  db: Db,
  values: {
    reporter_id: number;
    target_type: ReportTargetType;
    target_id: number;
    group_id: number | null;
    target_user_id: number | null;
    reason: ReportReason;
    note: string | null;
  },
) {
  return db
    .insertInto('reports')
    .values(values)
    .onConflict((oc) => oc.constraint('reports_reporter_target_key').doNothing())
    .returning(REPORT_COLUMNS)
    .executeTakeFirst();
}

export type ReportRow = NonNullable<Awaited<ReturnType<typeof insertReport>>>;

export async function listReportsOfReporter(
  db: Db,
  reporterId: number,
  page: { limit: number; offset: number },
) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('reports')
      .select(REPORT_COLUMNS)
      .where('reporter_id', '=', reporterId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom('reports')
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .where('reporter_id', '=', reporterId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/**
 * The house rule applied to each of these actioned reports. A decision names the one report the
 * moderator resolved; the reports closed with it (the same target, closed in the same transaction,
 * so the same `updated_at`) share it. Of several decisions, one naming a rule comes first, then
 * the one taken at the resolution, then the latest.
 */
export async function rulesOfActionedReports(db: Db, reportIds: number[]) {
  if (reportIds.length === 0) return new Map<number, { number: number; title: string }>();
  const rows = await db
    .selectFrom('reports as r')
    .innerJoin('reports as closed', (join) =>
      join
        .onRef('closed.target_type', '=', 'r.target_type')
        .onRef('closed.target_id', '=', 'r.target_id')
        .onRef('closed.updated_at', '=', 'r.updated_at')
        .onRef('closed.status', '=', 'r.status'),
    )
    .innerJoin('moderation_decisions as d', 'd.report_id', 'closed.id')
    .distinctOn('r.id')
    .select(['r.id', 'd.rule_number', 'd.rule_title'])
    .where('r.id', 'in', reportIds)
    .where('r.status', '=', 'actioned')
    .orderBy('r.id')
    .orderBy(sql`d.rule_number is not null`, 'desc')
    .orderBy(sql`d.created_at = r.updated_at`, 'desc')
    .orderBy('d.id', 'desc')
    .execute();
  return new Map(
    rows.flatMap((row) =>
      row.rule_number === null
        ? []
        : [[row.id, { number: row.rule_number, title: row.rule_title ?? '' }] as const],
    ),
  );
}

/** Every site admin who can act: a report that someone is in danger goes to each at once. */
export function listActiveAdminEmails(db: Db) {
  return db
    .selectFrom('users')
    .select('email')
    .where('role', '=', 'admin')
    .where('status', '=', 'active')
    .orderBy('id')
    .execute();
}

export const HIDEABLE_TABLES = {
  post: 'group_posts',
  reply: 'group_post_replies',
  comment: 'story_comments',
  message: 'messages',
} as const;
export type HideableType = keyof typeof HIDEABLE_TABLES;

/**
 * Takes the target's row lock for the rest of the transaction, so that reports on one target
 * count one after another: the last of any number of concurrent reports sees all the others.
 */
export async function lockHideable(db: Db, type: HideableType, id: number) {
  const row = await db
    .selectFrom(HIDEABLE_TABLES[type])
    .select(['id', 'hidden_at'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  return row;
}

export async function countOpenReporters(
  db: Db,
  type: ReportTargetType,
  id: number,
): Promise<number> {
  const row = await db
    .selectFrom('reports')
    .select(sql<string>`count(distinct reporter_id)`.as('reporters'))
    .where('target_type', '=', type)
    .where('target_id', '=', id)
    .where('status', '=', 'open')
    .executeTakeFirstOrThrow();
  return Number(row.reporters);
}

export async function autoHideReportsSetting(db: Db): Promise<number> {
  const row = await db
    .selectFrom('site_settings')
    .select('auto_hide_reports')
    .where('id', '=', 1)
    .executeTakeFirst();
  return row?.auto_hide_reports ?? AUTO_HIDE_REPORTS_DEFAULT;
}

/** Hidden pending review (hidden_by null: no moderator did it); false when it already was. */
export async function hideTarget(db: Db, type: HideableType, id: number): Promise<boolean> {
  const result = await db
    .updateTable(HIDEABLE_TABLES[type])
    .set({ hidden_at: sql<Date>`now()`, hidden_by: null })
    .where('id', '=', id)
    .where('hidden_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
