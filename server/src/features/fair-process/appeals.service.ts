import type { Kysely } from 'kysely';
import type { AdminAppeal, ModerationDecision } from '@hercircle/shared';
import type { Database } from '../../db/schema.ts';
import type { AuthUser } from '../../auth/sessions.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { AppError } from '../../lib/app-error.ts';
import { insertAuditEntry } from '../../lib/audit.queries.ts';
import { publish } from '../../live/publish.ts';
import { appealableUntil, toDecision } from './decisions.service.ts';
import { findDecisionOf, insertDecisionNotification } from './decisions.queries.ts';
import { appealOutcomeEmail } from './statement-text.ts';
import { localeFrom } from '../../i18n/mail.ts';
import * as q from './appeals.queries.ts';

type Db = Kysely<Database>;

const NO_DECISION = 'Decision not found';

/**
 * Her one appeal of a decision about her, within six months. Anyone else's decision is not found
 * (404); a second appeal 409; too late 410.
 */
export async function appealDecision(
  db: Db,
  viewer: AuthUser,
  input: { id: number; text: string },
): Promise<{ appeal: NonNullable<ModerationDecision['appeal']> }> {
  return db.transaction().execute(async (trx) => {
    const decision = await q.lockOwnDecision(trx, input.id, viewer.id);
    if (!decision) throw new AppError('NOT_FOUND', NO_DECISION);
    if (decision.reversed_at) throw new AppError('CONFLICT', 'This decision was already undone');
    const until = appealableUntil({ ...decision, appeal_id: null });
    if (until && until.getTime() < Date.now())
      throw new AppError('GONE', 'The six months to appeal this decision have passed');
    const appeal = await q.insertAppeal(trx, decision.id, input.text);
    if (!appeal) throw new AppError('CONFLICT', 'You have already appealed this decision');
    return {
      appeal: {
        ...appeal,
        created_at: appeal.created_at.toISOString(),
        decided_at: null,
      },
    };
  });
}

function toAdminAppeal(row: q.AppealRow, viewer: AuthUser): AdminAppeal {
  const { appeal, appealable_until: _until, ...decision } = toDecision(row);
  return {
    id: row.appeal_id as number,
    text: appeal?.text ?? '',
    status: appeal?.status ?? 'pending',
    created_at: appeal?.created_at ?? decision.created_at,
    decided_at: appeal?.decided_at ?? null,
    outcome_reason: appeal?.outcome_reason ?? null,
    decision: {
      ...decision,
      user: {
        id: row.user_id,
        first_name: row.user_first_name,
        last_name: row.user_last_name,
      },
      decided_by:
        row.decided_by !== null && row.decider_first_name !== null
          ? {
              id: row.decided_by,
              first_name: row.decider_first_name,
              last_name: row.decider_last_name ?? '',
            }
          : null,
    },
    can_decide: appeal?.status === 'pending' && row.decided_by !== viewer.id,
  };
}

export async function listAppeals(
  db: Db,
  viewer: AuthUser,
  input: { status?: 'pending' | 'upheld' | 'reversed'; page: number; limit: number },
): Promise<{ appeals: AdminAppeal[]; total: number }> {
  const { rows, total } = await q.listAppeals(db, {
    status: input.status,
    limit: input.limit,
    offset: (input.page - 1) * input.limit,
  });
  return { appeals: rows.map((r) => toAdminAppeal(r, viewer)), total };
}

/** Undoes what the decision did: the content shown or back, the ban, suspension or mute lifted. */
async function undo(trx: Db, d: q.AppealRow): Promise<void> {
  const { target_type: type, target_id: id } = d;
  switch (d.action) {
    case 'hide':
    case 'auto_hide':
      if (q.isContentType(type)) await q.showContentAgain(trx, type, id);
      else if (type === 'story') await q.publishStoryAgain(trx, id);
      break;
    case 'remove':
      if (q.isContentType(type)) await q.restoreContent(trx, type, id);
      else if (type === 'story') await q.publishStoryAgain(trx, id);
      break;
    case 'ban':
      if (d.group_id !== null) await q.liftGroupBan(trx, d.group_id, d.user_id);
      break;
    case 'remove_member':
      if (d.group_id !== null) await q.rejoinGroup(trx, d.group_id, d.user_id);
      break;
    case 'suspend':
      await q.liftSuspension(trx, d.user_id);
      break;
    case 'mute':
      await q.liftPostingMute(trx, d.user_id);
      break;
    case 'decline_story':
      await q.storyBackToReview(trx, id);
      break;
  }
  await q.markDecisionReversed(trx, d.id);
}

/**
 * Another admin than the one who took the decision upholds or reverses it; a reversal undoes
 * it. She is told the outcome with the reason (in-app, and by email after commit).
 */
export async function decideAppeal(
  { db, mailer, origin }: { db: Db; mailer: Mailer; origin: string },
  viewer: AuthUser,
  input: { id: number; outcome: 'upheld' | 'reversed'; reason: string },
): Promise<{ appeal: AdminAppeal }> {
  const row = await db.transaction().execute(async (trx) => {
    const found = await q.findAppeal(trx, input.id);
    if (!found) throw new AppError('NOT_FOUND', 'Appeal not found');
    if (found.decided_by === viewer.id)
      throw new AppError(
        'FORBIDDEN',
        'You took this decision: another admin must decide the appeal',
      );
    const decided = await q.decidePendingAppeal(trx, { ...input, by: viewer.id });
    if (!decided) throw new AppError('CONFLICT', 'This appeal has already been decided');
    if (input.outcome === 'reversed') await undo(trx, found);
    await insertDecisionNotification(trx, {
      user_id: found.user_id,
      kind: 'appeal_decided',
      target_id: found.id,
    });
    await publish(trx, { type: 'notification', users: [found.user_id] });
    await insertAuditEntry(
      trx,
      viewer,
      input.outcome === 'reversed' ? 'appeal_reversed' : 'appeal_upheld',
      'appeal',
      input.id,
      { decision_id: found.id, action: found.action, user_id: found.user_id, reason: input.reason },
    );
    return (await q.findAppeal(trx, input.id)) as q.AppealRow;
  });
  const member = await findDecisionOf(db, row.id);
  if (member?.status === 'active')
    await mailer.send(
      appealOutcomeEmail(
        member,
        toDecision(row),
        input.outcome,
        input.reason,
        origin,
        localeFrom(member),
      ),
    );
  return { appeal: toAdminAppeal(row, viewer) };
}
