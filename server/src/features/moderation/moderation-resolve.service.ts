import type { Kysely } from 'kysely';
import type { ReportTargetType, ResolveReportInput, ResolveReportResult } from '@hercircle/shared';
import type { Database } from '../../db/schema.ts';
import type { AuthUser } from '../../auth/sessions.ts';
import { AppError } from '../../lib/app-error.ts';
import { insertAuditEntry } from '../../lib/audit.queries.ts';
import { banMember } from '../community/community-bans.service.ts';
import { publishModerated } from '../community/community-live.ts';
import { hideMessage } from '../chat/chat.service.ts';
import { publish } from '../../live/publish.ts';
import * as q from './moderation.queries.ts';
import { findTargets, type TargetRow } from './moderation-targets.queries.ts';
import { reachableReport } from './moderation.service.ts';
import { notifyReportResolved } from '../notifications/notifications.service.ts';
import {
  recordDecision,
  withdrawAutomaticDecisions,
  type NewDecision,
} from '../fair-process/decisions.service.ts';

type Db = Kysely<Database>;

function isContent(type: ReportTargetType): type is q.ContentType {
  return type === 'post' || type === 'reply' || type === 'message' || type === 'comment';
}

/** Refuses an action that does not fit the target (400) or the moderator (403) before any write. */
async function checkAction(db: Db, actor: AuthUser, target: TargetRow, input: ResolveReportInput) {
  const { action } = input;
  if (action === 'suspend_user' && actor.role !== 'admin')
    throw new AppError('FORBIDDEN', 'Only site admins can suspend an account');
  if (
    (action === 'hide' || action === 'delete') &&
    (target.type === 'user' || target.type === 'group')
  )
    throw new AppError(
      'BAD_REQUEST',
      `A ${target.type === 'user' ? 'member' : 'group'} cannot be hidden or deleted from a report: choose another action`,
    );
  if (action !== 'ban_from_group' && action !== 'suspend_user') return;
  const userId = target.author_id;
  if (userId === null || target.type === 'group')
    throw new AppError('BAD_REQUEST', 'This report names no member to act on');
  if (userId === actor.id) throw new AppError('BAD_REQUEST', 'You cannot act on your own account');
  if (action === 'suspend_user') {
    if ((await q.findUserRole(db, userId))?.role === 'admin')
      throw new AppError('BAD_REQUEST', 'An admin account cannot be suspended');
    return;
  }
  if (
    target.group_id === null ||
    target.type === 'user' ||
    target.type === 'story' ||
    target.type === 'comment'
  )
    throw new AppError('BAD_REQUEST', 'This content is not in a group');
  // The group's bans list would name her to its admins: acting on an anonymous author is an
  // unmasking, which only site admins may do (and their note goes into the audit log).
  if (target.anonymous && actor.role !== 'admin')
    throw new AppError('FORBIDDEN', 'Only a site admin can ban the author of an anonymous post');
  const role = await q.groupRoleOf(db, target.group_id, userId);
  if (role?.role === 'admin' && actor.role !== 'admin')
    throw new AppError('FORBIDDEN', 'Only a site admin can ban one of the group’s admins');
}

/** What the action does to the target and its author, in the resolving transaction. */
async function applyAction(trx: Db, actor: AuthUser, target: TargetRow, input: ResolveReportInput) {
  const details: Record<string, unknown> = {};
  switch (input.action) {
    case 'dismiss':
      if (isContent(target.type)) await q.unhideAutoHidden(trx, target.type, target.id);
      await withdrawAutomaticDecisions(trx, target);
      if (target.type === 'post' || target.type === 'reply')
        await publishModerated(trx, target.type, target.id, false);
      break;
    case 'hide':
    case 'delete':
      if (target.type === 'story') await q.archiveStory(trx, target.id);
      else if (isContent(target.type)) {
        // Chat withdraws a newly hidden message from open streams (its sender's marks it hidden).
        if (input.action === 'hide' && target.type === 'message')
          await hideMessage(trx, { id: target.id, hiddenBy: actor.id });
        // Open discussions drop it (read before a delete, while the item is live).
        if (target.type === 'post' || target.type === 'reply')
          await publishModerated(trx, target.type, target.id, input.action === 'delete');
        if (input.action === 'hide') await q.hideContent(trx, target.type, target.id, actor.id);
        else await q.softDeleteContent(trx, target.type, target.id, actor.id);
        // Withdrawn from open live streams on every server process, when the change commits.
        if (input.action === 'delete' && target.conversation_id !== null)
          await publish(trx, {
            type: 'deleted',
            conversation_id: target.conversation_id,
            message_id: target.id,
          });
      }
      break;
    case 'ban_from_group': {
      const groupId = target.group_id as number;
      const userId = target.author_id as number;
      await banMember(trx, actor, { groupId, userId, reason: input.note });
      details.group_id = target.group_id;
      // The ban takes the reported post or reply down with it, and on request everything she
      // posted in the group in the last 7 days.
      if (target.type === 'post' || target.type === 'reply') {
        await publishModerated(trx, target.type, target.id, false);
        await q.hideContent(trx, target.type, target.id, actor.id);
      }
      if (input.remove_recent_posts) {
        const since = new Date(Date.now() - 7 * 86_400_000);
        const recent = await q.recentPostIds(trx, { groupId, userId, since });
        for (const postId of recent) {
          await publishModerated(trx, 'post', postId, true);
          await q.softDeleteContent(trx, 'post', postId, actor.id);
        }
        details.removed_posts = recent.length;
      }
      break;
    }
    case 'suspend_user': {
      const until = await q.suspendUser(trx, target.author_id as number, input.suspend_days ?? 1);
      details.suspend_days = input.suspend_days;
      details.suspended_until = until.toISOString();
      break;
    }
  }
  // The audit log names the member acted on, except the author of anonymous content.
  if (!target.anonymous && (input.action === 'ban_from_group' || input.action === 'suspend_user'))
    details.user_id = target.author_id;
  return details;
}

const DECISION_ACTIONS = {
  hide: 'hide',
  delete: 'remove',
  ban_from_group: 'ban',
  suspend_user: 'suspend',
} as const;

/** The statement of reasons an action owes the member it affects (a dismissal owes none). */
function decisionOf(
  target: TargetRow,
  input: ResolveReportInput,
  details: Record<string, unknown>,
): Omit<NewDecision, 'decidedBy'> | null {
  if (input.action === 'dismiss' || target.author_id === null) return null;
  const action = DECISION_ACTIONS[input.action];
  const until =
    typeof details.suspended_until === 'string' ? new Date(details.suspended_until) : null;
  return {
    userId: target.author_id,
    action,
    target: { type: target.type, id: target.id },
    groupId: target.group_id,
    excerpt: action === 'ban' ? null : (target.content ?? target.title),
    endsAt: action === 'suspend' ? until : null,
  };
}

function gone(report: { target_type: ReportTargetType; target_id: number }): TargetRow {
  return {
    type: report.target_type,
    id: report.target_id,
    title: null,
    content: null,
    group_id: null,
    group_name: null,
    author_id: null,
    author_first_name: null,
    author_last_name: null,
    anonymous: false,
    hidden_at: null,
    hidden_by: null,
    deleted: true,
    created_at: null,
    conversation_id: null,
  };
}

/**
 * Resolves every open report on the report's target with one action. The report's row lock orders
 * two moderators: the second finds it closed and gets 409.
 */
export async function resolveReport(
  db: Db,
  actor: AuthUser,
  input: ResolveReportInput,
): Promise<ResolveReportResult> {
  const { report } = await reachableReport(db, actor, input.id);
  const [found] = await findTargets(db, report.target_type, [report.target_id]);
  // Content purged with its account leaves its reports: they can only be dismissed.
  if (!found && input.action !== 'dismiss')
    throw new AppError('BAD_REQUEST', 'The reported content no longer exists: dismiss its reports');
  const target = found ?? gone(report);
  if (found) await checkAction(db, actor, found, input);
  const status = input.action === 'dismiss' ? 'dismissed' : 'actioned';
  return db.transaction().execute(async (trx) => {
    const locked = await q.lockReportStatus(trx, report.id);
    if (locked?.status !== 'open') throw new AppError('CONFLICT', 'Already resolved');
    const resolved = await q.closeOpenReports(
      trx,
      { type: target.type, id: target.id },
      { status, action: input.action, note: input.note, by: actor.id },
    );
    const details = await applyAction(trx, actor, target, input);
    const decision = decisionOf(target, input, details);
    if (decision)
      await recordDecision(trx, {
        ...decision,
        rule: input.rule,
        reason: input.reason ?? input.note,
        decidedBy: actor.id,
        reportId: report.id,
      });
    if (input.rule !== undefined) details.rule = input.rule;
    await notifyReportResolved(trx, {
      target: { type: target.type, id: target.id },
      resolvedBy: actor.id,
      reportId: report.id,
    });
    await insertAuditEntry(trx, actor, input.action, target.type, target.id, {
      note: input.note,
      report_id: report.id,
      reports_closed: resolved,
      ...details,
    });
    return { status, action: input.action, resolved };
  });
}
