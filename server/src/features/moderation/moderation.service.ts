import type { Kysely } from 'kysely';
import {
  ANONYMOUS_NAME,
  plainMentions,
  REPORT_REASONS,
  type ModerationAuthor,
  type ModerationReportDetail,
  type ModerationTarget,
  type ReportReason,
  type ReportTargetType,
  type UnmaskResult,
} from '@hercircle/shared';
import type { Database } from '../../db/schema.ts';
import type { AuthUser } from '../../auth/sessions.ts';
import { AppError } from '../../lib/app-error.ts';
import { insertAuditEntry } from '../../lib/audit.queries.ts';
import * as q from './moderation.queries.ts';
import { findTargets, type TargetRow } from './moderation-targets.queries.ts';

type Db = Kysely<Database>;

const REPORT_NOT_FOUND = 'Report not found';
const EXCERPT_LENGTH = 160;

/** Site admins reach every report; a group admin those on her groups' posts and replies; else 403. */
async function scopeOf(db: Db, actor: AuthUser): Promise<q.Scope> {
  if (actor.role === 'admin') return { all: true };
  const groupIds = await q.adminGroupIds(db, actor.id);
  if (groupIds.length === 0)
    throw new AppError('FORBIDDEN', 'Only site and group admins can see reports');
  return { all: false, groupIds };
}

function inScope(scope: q.Scope, report: q.ReportRow): boolean {
  return (
    scope.all ||
    ((report.target_type === 'post' || report.target_type === 'reply') &&
      report.group_id !== null &&
      scope.groupIds.includes(report.group_id))
  );
}

function excerpt(text: string | null): string | null {
  if (text === null) return null;
  const flat = plainMentions(text).replace(/\s+/g, ' ').trim();
  return flat.length > EXCERPT_LENGTH ? `${flat.slice(0, EXCERPT_LENGTH - 1)}…` : flat;
}

function reasonCounts(reasons: string[]) {
  const counts = new Map<ReportReason, number>();
  for (const reason of reasons as ReportReason[]) counts.set(reason, (counts.get(reason) ?? 0) + 1);
  return REPORT_REASONS.filter((r) => counts.has(r)).map((reason) => ({
    reason,
    count: counts.get(reason) ?? 0,
  }));
}

/** Anonymous content names no one: only the unmask path reveals its author. */
function authorOf(target: TargetRow | undefined): ModerationAuthor | null {
  if (!target || target.author_first_name === null) return null;
  if (target.anonymous)
    return { id: null, first_name: ANONYMOUS_NAME, last_name: '', anonymous: true };
  return {
    id: target.author_id,
    first_name: target.author_first_name,
    last_name: target.author_last_name ?? '',
    anonymous: false,
  };
}

/** Loads the targets of many reports, a query per type. */
async function loadTargets(db: Db, refs: { target_type: ReportTargetType; target_id: number }[]) {
  const byType = new Map<ReportTargetType, number[]>();
  for (const r of refs)
    byType.set(r.target_type, [...(byType.get(r.target_type) ?? []), r.target_id]);
  const found = await Promise.all(
    [...byType].map(([type, ids]) => findTargets(db, type, [...new Set(ids)])),
  );
  return new Map(found.flat().map((t) => [`${t.type}:${t.id}`, t]));
}

function preview(target: TargetRow | undefined) {
  return {
    // A story, member or group reads best by its title or name; content by its text.
    excerpt: excerpt(
      target
        ? ['story', 'user', 'group'].includes(target.type)
          ? target.title
          : target.content
        : null,
    ),
    hidden: target?.hidden_at != null,
    auto_hidden: target?.hidden_at != null && target.hidden_by === null && target.type !== 'story',
    deleted: target?.deleted ?? true,
    author: authorOf(target),
  };
}

/**
 * When each author's account was made, for a site admin (a day-old account's post reads
 * differently); group admins get none, and anonymous content never names it.
 */
async function accountAges(db: Db, actor: AuthUser, targets: (TargetRow | undefined)[]) {
  const named = (t: TargetRow | undefined) =>
    t && !t.anonymous && t.author_id !== null ? [t.author_id] : [];
  if (actor.role !== 'admin') return () => null;
  const rows = await q.accountsCreatedAt(db, [...new Set(targets.flatMap(named))]);
  const ages = new Map(rows.map((r) => [r.id, r.created_at.toISOString()]));
  return (t: TargetRow | undefined) => {
    const [id] = named(t);
    return id === undefined ? null : (ages.get(id) ?? null);
  };
}

export async function listReports(
  db: Db,
  actor: AuthUser,
  input: Parameters<typeof q.listQueue>[2],
): Promise<{ reports: ModerationTarget[]; total: number }> {
  const scope = await scopeOf(db, actor);
  if (!scope.all && input.group_id !== undefined && !scope.groupIds.includes(input.group_id))
    throw new AppError('FORBIDDEN', 'You can see the reports of the groups you run only');
  const { rows, total } = await q.listQueue(db, scope, input);
  const targets = await loadTargets(db, rows);
  const createdAt = await accountAges(db, actor, [...targets.values()]);
  const reports = rows.map((row) => {
    const target = targets.get(`${row.target_type}:${row.target_id}`);
    return {
      id: row.id,
      target_type: row.target_type,
      target_id: row.target_id,
      status: row.status,
      group_id: target?.group_id ?? row.group_id,
      group_name: target?.group_name ?? null,
      reasons: reasonCounts(row.reasons),
      reporter_count: row.reasons.length,
      first_reported_at: new Date(row.first_reported_at).toISOString(),
      last_reported_at: new Date(row.last_reported_at).toISOString(),
      ...preview(target),
      author_created_at: createdAt(target),
    };
  });
  return { reports, total };
}

/** A report in the caller's reach, else 404 (a group admin learns nothing of other groups). */
export async function reachableReport(db: Db, actor: AuthUser, id: number) {
  const scope = await scopeOf(db, actor);
  const report = await q.findReport(db, id);
  if (!report || !inScope(scope, report)) throw new AppError('NOT_FOUND', REPORT_NOT_FOUND);
  return { scope, report };
}

export async function getReport(
  db: Db,
  actor: AuthUser,
  input: { id: number },
): Promise<ModerationReportDetail> {
  const { scope, report } = await reachableReport(db, actor, input.id);
  const [target] = await findTargets(db, report.target_type, [report.target_id]);
  const all = await q.reportsOnTarget(db, report.target_type, report.target_id);
  const same = all.filter((r) => r.status === report.status);
  const author = authorOf(target);
  const earlier =
    target && !target.anonymous && target.author_id !== null
      ? await q.authorHistory(db, scope, target.author_id, {
          type: report.target_type,
          id: report.target_id,
        })
      : [];
  const historyTargets = await loadTargets(db, earlier);
  return {
    id: same[0]?.id ?? report.id,
    target_type: report.target_type,
    target_id: report.target_id,
    status: report.status,
    group_id: target?.group_id ?? report.group_id,
    group_name: target?.group_name ?? null,
    reasons: reasonCounts(same.map((r) => r.reason)),
    reporter_count: same.length,
    first_reported_at: (same[0]?.created_at ?? new Date()).toISOString(),
    last_reported_at: (same.at(-1)?.created_at ?? new Date()).toISOString(),
    ...preview(target),
    author_created_at: (await accountAges(db, actor, [target]))(target),
    author,
    title: target?.title ?? null,
    content: target?.content ?? null,
    created_at: target?.created_at?.toISOString() ?? null,
    reports: all.map((r) => ({
      id: r.id,
      reason: r.reason,
      note: r.note,
      status: r.status,
      created_at: r.created_at.toISOString(),
      // Reporters stay unknown to group admins, who share a group with them.
      reporter:
        actor.role === 'admin' && r.reporter_id !== null
          ? { id: r.reporter_id, first_name: r.first_name ?? '', last_name: r.last_name ?? '' }
          : null,
    })),
    history: earlier.map((h) => {
      const t = historyTargets.get(`${h.target_type}:${h.target_id}`);
      return {
        target_type: h.target_type,
        target_id: h.target_id,
        excerpt: preview(t).excerpt,
        reasons: reasonCounts(h.reasons),
        status: h.status,
        resolution: h.resolution,
        first_reported_at: new Date(h.first_reported_at).toISOString(),
        resolved_at: h.resolved_at ? new Date(h.resolved_at).toISOString() : null,
      };
    }),
  };
}

/** The real author of an anonymous post or reply, for a site admin who gives a reason; logged. */
export async function unmask(
  db: Db,
  actor: AuthUser,
  input: { type: 'post' | 'reply'; id: number; reason: string },
): Promise<UnmaskResult> {
  const found =
    input.type === 'post'
      ? await q.findPostAuthor(db, input.id)
      : await q.findReplyAuthor(db, input.id);
  const noun = input.type === 'post' ? 'Post' : 'Reply';
  if (!found) throw new AppError('NOT_FOUND', `${noun} not found`);
  if (!found.anonymous)
    throw new AppError('BAD_REQUEST', `This ${input.type} is not anonymous: its author is shown`);
  await insertAuditEntry(db, actor, 'unmask', input.type, input.id, { reason: input.reason });
  return { author: { id: found.id, first_name: found.first_name, last_name: found.last_name } };
}
