import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

/** A period: from (included) to (excluded). */
export interface Span {
  from: Date;
  to: Date;
}

/** Reports made in the period, by category. */
export function countReportsByReason(db: Db, span: Span) {
  return db
    .selectFrom('reports')
    .select(['reason', (eb) => eb.fn.countAll<string>().as('n')])
    .where('created_at', '>=', span.from)
    .where('created_at', '<', span.to)
    .groupBy('reason')
    .execute();
}

/** Decisions taken in the period, by rule (as it read then), action and automation. */
export function countDecisions(db: Db, span: Span) {
  return db
    .selectFrom('moderation_decisions')
    .select([
      'rule_number',
      'rule_title',
      'action',
      'automated',
      (eb) => eb.fn.countAll<string>().as('n'),
    ])
    .where('created_at', '>=', span.from)
    .where('created_at', '<', span.to)
    .groupBy(['rule_number', 'rule_title', 'action', 'automated'])
    .execute();
}

/** Appeals made in the period, and appeals decided in it that reversed their decision. */
export async function countAppeals(db: Db, span: Span) {
  const row = await db
    .selectFrom('appeals')
    .select([
      sql<string>`count(*) filter (where created_at >= ${span.from} and created_at < ${span.to})`.as(
        'made',
      ),
      sql<string>`count(*) filter (where status = 'reversed' and decided_at >= ${span.from} and decided_at < ${span.to})`.as(
        'reversed',
      ),
    ])
    .executeTakeFirstOrThrow();
  return { made: Number(row.made), reversed: Number(row.reversed) };
}

/**
 * The median time, in hours, from a report to its resolution (dismissed or actioned), over the
 * reports made in the period that are resolved; null when none is.
 */
export async function medianHoursToResolution(db: Db, span: Span): Promise<number | null> {
  const row = await db
    .selectFrom('reports')
    .select(
      sql<
        number | null
      >`percentile_cont(0.5) within group (order by extract(epoch from updated_at - created_at) / 3600)`.as(
        'hours',
      ),
    )
    .where('created_at', '>=', span.from)
    .where('created_at', '<', span.to)
    .where('status', '<>', 'open')
    .executeTakeFirstOrThrow();
  return row.hours === null ? null : Number(row.hours);
}
