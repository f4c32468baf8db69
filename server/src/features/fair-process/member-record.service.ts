import type { Kysely } from 'kysely';
import type { UserModeration } from '@hercircle/shared';
import type { Database } from '../../db/schema.ts';
import type { AuthUser } from '../../auth/sessions.ts';
import { AppError } from '../../lib/app-error.ts';
import { insertAuditEntry } from '../../lib/audit.queries.ts';
import { recordDecision, toDecision } from './decisions.service.ts';
import { liftPostingMute, liftSuspension } from './appeals.queries.ts';
import * as q from './member-record.queries.ts';

type Db = Kysely<Database>;

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

async function memberToActOn(trx: Db, actor: AuthUser, id: number) {
  const member = await q.findMember(trx, id);
  if (!member) throw new AppError('NOT_FOUND', 'User not found');
  if (member.id === actor.id)
    throw new AppError('BAD_REQUEST', 'You cannot act on your own account');
  if (member.role === 'admin')
    throw new AppError('BAD_REQUEST', 'An admin account cannot be suspended');
  return member;
}

/** A site admin suspends a member from the Users table: rule, reason and end, as from a report. */
export async function suspendMember(
  db: Db,
  actor: AuthUser,
  input: { id: number; days: number; rule?: number; reason?: string },
): Promise<UserModeration> {
  await db.transaction().execute(async (trx) => {
    await memberToActOn(trx, actor, input.id);
    const until = await q.suspendFor(trx, input.id, input.days);
    await recordDecision(trx, {
      userId: input.id,
      action: 'suspend',
      target: { type: 'user', id: input.id },
      rule: input.rule,
      reason: input.reason,
      decidedBy: actor.id,
      endsAt: until,
    });
    await insertAuditEntry(trx, actor, 'suspend_user', 'user', input.id, {
      user_id: input.id,
      suspend_days: input.days,
      suspended_until: until.toISOString(),
      rule: input.rule ?? null,
      reason: input.reason ?? null,
    });
  });
  return memberRecord(db, actor, { id: input.id });
}

/** Ends a suspension early (the statement that gave it stays on her record). */
export async function endSuspension(
  db: Db,
  actor: AuthUser,
  input: { id: number },
): Promise<UserModeration> {
  await db.transaction().execute(async (trx) => {
    const member = await q.findMember(trx, input.id);
    if (!member) throw new AppError('NOT_FOUND', 'User not found');
    if (!member.suspended_until || member.suspended_until.getTime() <= Date.now()) return;
    await liftSuspension(trx, input.id);
    await insertAuditEntry(trx, actor, 'update', 'user', input.id, { lifted: 'suspension' });
  });
  return memberRecord(db, actor, input);
}

/** Lets a member muted for repeated decisions post again before the 24 hours are up. */
export async function endPostingMute(
  db: Db,
  actor: AuthUser,
  input: { id: number },
): Promise<UserModeration> {
  await db.transaction().execute(async (trx) => {
    if (!(await q.findMember(trx, input.id))) throw new AppError('NOT_FOUND', 'User not found');
    if (await liftPostingMute(trx, input.id))
      await insertAuditEntry(trx, actor, 'lift_mute', 'user', input.id, { user_id: input.id });
  });
  return memberRecord(db, actor, input);
}

/** A member's moderation record for her page in the admin portal. */
export async function memberRecord(
  db: Db,
  _actor: AuthUser,
  input: { id: number },
): Promise<UserModeration> {
  const member = await q.findMember(db, input.id);
  if (!member) throw new AppError('NOT_FOUND', 'User not found');
  const [rows, counts] = await Promise.all([
    q.decisionsAbout(db, input.id),
    q.reportCounts(db, input.id),
  ]);
  const running = (d: Date | null) => (d && d.getTime() > Date.now() ? d : null);
  return {
    decisions: rows.map((row) => ({
      ...toDecision(row),
      decided_by:
        row.decided_by !== null && row.decider_first_name !== null
          ? {
              id: row.decided_by,
              first_name: row.decider_first_name,
              last_name: row.decider_last_name ?? '',
            }
          : null,
    })),
    reports_filed: counts.filed,
    reports_about: counts.about,
    open_reports_about: counts.openAbout,
    suspended_until: iso(running(member.suspended_until)),
    posting_muted_until: iso(running(member.posting_muted_until)),
  };
}
