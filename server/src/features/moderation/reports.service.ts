import type { Kysely } from 'kysely';
import type { CreateReportInput, MyReport, ReportTargetType } from '@hercircle/shared';
import { REPORT_TARGET_TYPES } from '@hercircle/shared';
import type { Database } from '../../db/schema.ts';
import type { Env } from '../../env.ts';
import type { Mailer } from '../../lib/mailer.ts';
import type { AuthUser } from '../../auth/sessions.ts';
import { hit } from '../../auth/rate-limit.ts';
import { AppError } from '../../lib/app-error.ts';
import { insertAuditEntry } from '../../lib/audit.queries.ts';
import { hideMessage } from '../chat/chat.service.ts';
import { publishModerated } from '../community/community-live.ts';
import * as q from './reports.queries.ts';
import { findVisibleTargets, type Viewer } from './report-targets.queries.ts';
import { findTargets } from './moderation-targets.queries.ts';
import { recordDecision } from '../fair-process/decisions.service.ts';
import { assertEmailConfirmedFor } from '../account/email-confirmation.service.ts';
import { alertAdminsOfDanger, sendReportReceipt } from './report-emails.ts';

type Db = Kysely<Database>;

const NOT_FOUND: Record<ReportTargetType, string> = {
  post: 'Post not found',
  reply: 'Reply not found',
  message: 'Message not found',
  story: 'Story not found',
  comment: 'Comment not found',
  user: 'Member not found',
  group: 'Group not found',
};
const OWN: Record<ReportTargetType, string> = {
  post: 'You cannot report your own post',
  reply: 'You cannot report your own reply',
  message: 'You cannot report your own message',
  story: 'You cannot report your own story',
  comment: 'You cannot report your own comment',
  user: 'You cannot report yourself',
  group: 'You cannot report a group you run',
};
export const ALREADY_REPORTED = 'You have already reported this.';

const viewerOf = (user: AuthUser): Viewer => ({
  id: user.id,
  isSiteAdmin: user.role === 'admin',
});

function toMyReport(
  row: q.ReportRow,
  preview: string | null,
  rule: MyReport['rule'] = null,
): MyReport {
  return {
    ...row,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    preview,
    rule,
  };
}

function isHideable(type: ReportTargetType): type is q.HideableType {
  return type in q.HIDEABLE_TABLES;
}

/**
 * A member reports something she can see and did not write. Posts, replies and messages that
 * reach the site's threshold of distinct reporters are hidden in the same transaction, pending
 * review; stories, members and groups only ever go to the moderators' queue. Once it is stored
 * she gets a receipt by email, and a report that someone is in danger goes to every site admin.
 */
export async function createReport(
  deps: {
    db: Db;
    env: Pick<Env, 'RATE_LIMIT_REPORT_PER_USER'>;
    mailer: Mailer;
    origin: string;
  },
  user: AuthUser,
  input: CreateReportInput,
): Promise<MyReport> {
  const report = await storeReport(deps, user, input);
  if (report.reason === 'danger') await alertAdminsOfDanger(deps, report);
  await sendReportReceipt(deps, user, report);
  return report;
}

async function storeReport(
  { db, env }: { db: Db; env: Pick<Env, 'RATE_LIMIT_REPORT_PER_USER'> },
  user: AuthUser,
  input: CreateReportInput,
): Promise<MyReport> {
  await assertEmailConfirmedFor(db, user, 'report');
  await hit(db, {
    key: `report:user:${user.id}`,
    max: env.RATE_LIMIT_REPORT_PER_USER,
    windowSeconds: 3600,
  });
  const { target_type: type, target_id: id } = input;
  return db.transaction().execute(async (trx) => {
    // Locked before anything is read, so that concurrent reports on one target count in turn.
    if (isHideable(type)) await q.lockHideable(trx, type, id);
    const target = (await findVisibleTargets(trx, type, [id], viewerOf(user))).get(id);
    if (!target) throw new AppError('NOT_FOUND', NOT_FOUND[type]);
    if (target.own) throw new AppError('BAD_REQUEST', OWN[type]);
    const row = await q.insertReport(trx, {
      reporter_id: user.id,
      target_type: type,
      target_id: id,
      group_id: target.group_id,
      target_user_id: target.owner_id,
      reason: input.reason,
      note: input.note ?? null,
    });
    if (!row) throw new AppError('CONFLICT', ALREADY_REPORTED);
    if (isHideable(type)) await autoHide(trx, type, id);
    return toMyReport(row, target.preview);
  });
}

async function autoHide(trx: Db, type: q.HideableType, id: number): Promise<void> {
  const threshold = await q.autoHideReportsSetting(trx);
  const reporters = await q.countOpenReporters(trx, type, id);
  if (reporters < threshold) return;
  // A message goes through chat, which also withdraws it from the live streams open right now.
  const hidden =
    type === 'message'
      ? await hideMessage(trx, { id, hiddenBy: null })
      : await q.hideTarget(trx, type, id);
  if (!hidden) return;
  await insertAuditEntry(trx, null, 'auto_hide', type, id, { reporters, threshold });
  if (type === 'post' || type === 'reply') await publishModerated(trx, type, id, false);
  // Her statement of reasons says no person decided this yet.
  const [target] = await findTargets(trx, type, [id]);
  if (target?.author_id)
    await recordDecision(trx, {
      userId: target.author_id,
      action: 'auto_hide',
      target: { type, id },
      groupId: target.group_id,
      excerpt: target.content ?? target.title,
      reason: `Hidden automatically once ${reporters} members had reported it.`,
      automated: true,
      decidedBy: null,
    });
}

/**
 * Her reports, newest first, with what she reported while she may still see it and, once
 * actioned, the house rule applied; never who was actioned or how.
 */
export async function listMyReports(
  db: Db,
  user: AuthUser,
  page: { limit: number; offset: number },
): Promise<{ reports: MyReport[]; total: number }> {
  const { rows, total } = await q.listReportsOfReporter(db, user.id, page);
  const rules = await q.rulesOfActionedReports(
    db,
    rows.filter((r) => r.status === 'actioned').map((r) => r.id),
  );
  const viewer = viewerOf(user);
  const visible = new Map(
    await Promise.all(
      REPORT_TARGET_TYPES.map(
        async (type) =>
          [
            type,
            await findVisibleTargets(
              db,
              type,
              rows.filter((r) => r.target_type === type).map((r) => r.target_id),
              viewer,
            ),
          ] as const,
      ),
    ),
  );
  return {
    reports: rows.map((r) =>
      toMyReport(
        r,
        visible.get(r.target_type)?.get(r.target_id)?.preview ?? null,
        rules.get(r.id) ?? null,
      ),
    ),
    total,
  };
}
