import type { Kysely } from 'kysely';
import {
  DECISION_ACTIONS,
  REPORT_REASONS,
  maskCount,
  periodBounds,
  type SmallCount,
  type TransparencyReport,
} from '@hercircle/shared';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { listGuidelines } from '../fair-process/rules.service.ts';
import * as q from './transparency.queries.ts';

type Db = Kysely<Database>;

/** The key of a decision that named no rule. */
export const NO_RULE = 'No rule named';

const ruleKey = (rule: { number: number; title: string }) => `${rule.number}. ${rule.title}`;

/** Counts by key, each shown masked; every key listed is shown, even with nothing in it. */
function masked(keys: string[], counts: Map<string, number>): Record<string, SmallCount> {
  const all = [...new Set([...keys, ...counts.keys()])];
  return Object.fromEntries(all.map((key) => [key, maskCount(counts.get(key) ?? 0)]));
}

function add(counts: Map<string, number>, key: string, n: number) {
  counts.set(key, (counts.get(key) ?? 0) + n);
}

/**
 * The transparency report for the last 90 days or a calendar quarter, from the stored reports,
 * decisions and appeals. Every count under 5 reads "fewer than 5", zero included: a missing row
 * would tell the zeros apart from the rest. A quarter that has not begun is refused (400).
 */
export async function getTransparencyReport(
  db: Db,
  input: { period: string },
  now = new Date(),
): Promise<TransparencyReport> {
  const span = periodBounds(input.period, now);
  if (!span) throw new AppError('BAD_REQUEST', 'Choose 90d or a quarter such as 2026-Q3');
  if (span.from > now) throw new AppError('BAD_REQUEST', 'That quarter has not begun yet');
  const [reports, decisions, appeals, median, { rules }] = await Promise.all([
    q.countReportsByReason(db, span),
    q.countDecisions(db, span),
    q.countAppeals(db, span),
    q.medianHoursToResolution(db, span),
    listGuidelines(db),
  ]);

  const byRule = new Map<string, number>();
  const byKind = new Map<string, number>();
  let all = 0;
  let automated = 0;
  for (const row of decisions) {
    const n = Number(row.n);
    const rule =
      row.rule_number === null
        ? NO_RULE
        : ruleKey({ number: row.rule_number, title: row.rule_title ?? '' });
    add(byRule, rule, n);
    add(byKind, row.action, n);
    all += n;
    if (row.automated) automated += n;
  }

  return {
    period: { key: input.period, from: span.from.toISOString(), to: span.to.toISOString() },
    reports_by_category: masked(
      [...REPORT_REASONS],
      new Map(reports.map((r) => [r.reason, Number(r.n)])),
    ),
    actions_by_rule: masked([...rules.map(ruleKey), NO_RULE], byRule),
    actions_by_kind: masked([...DECISION_ACTIONS], byKind),
    automated_share: all === 0 ? 0 : Math.round((automated / all) * 100) / 100,
    appeals: maskCount(appeals.made),
    reversals: maskCount(appeals.reversed),
    median_hours_to_first_action: median === null ? null : Math.round(median * 10) / 10,
  };
}
