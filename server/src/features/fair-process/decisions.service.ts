import type { Kysely } from 'kysely';
import {
  APPEAL_WINDOW_DAYS,
  type DecisionAction,
  type ModerationDecision,
} from '@hercircle/shared';
import type { Database } from '../../db/schema.ts';
import type { AuthUser } from '../../auth/sessions.ts';
import type { JobTask } from '../../lib/jobs.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { publish } from '../../live/publish.ts';
import { AppError } from '../../lib/app-error.ts';
import { ruleFor } from './rules.service.ts';
import * as q from './decisions.queries.ts';
import { statementEmail } from './statement-text.ts';
import { localeFrom } from '../../i18n/mail.ts';
import { longMoment, msg } from '@hercircle/shared/message-format';

type Db = Kysely<Database>;

const DAY = 86_400_000;
const EXCERPT_MAX = 200;

/** What a moderation action records about the member it affects. */
export interface NewDecision {
  userId: number;
  action: DecisionAction;
  target: { type: string; id: number };
  groupId?: number | null;
  /** The content as she wrote it (cut to an excerpt here), or the group's name. */
  excerpt?: string | null;
  rule?: number;
  reason?: string | null;
  automated?: boolean;
  /** Null for an automatic decision. */
  decidedBy: number | null;
  endsAt?: Date | null;
  reportId?: number | null;
  /** False where the action rings her bell itself (a declined story's `story_declined`). */
  bell?: boolean;
}

function excerptOf(text: string | null | undefined): string | null {
  const flat = text?.replace(/\s+/g, ' ').trim();
  if (!flat) return null;
  return flat.length > EXCERPT_MAX ? `${flat.slice(0, EXCERPT_MAX - 1)}…` : flat;
}

/**
 * Records a moderation decision in the action's own transaction and tells the member affected:
 * a notification at once, and the statement by email (the statements task, after commit). A rule
 * number with no rule refuses the whole action (400).
 */
export async function recordDecision(trx: Db, decision: NewDecision): Promise<number> {
  const rule = await ruleFor(trx, decision.rule);
  const id = await q.insertDecision(trx, {
    user_id: decision.userId,
    action: decision.action,
    target_type: decision.target.type,
    target_id: decision.target.id,
    group_id: decision.groupId ?? null,
    excerpt: excerptOf(decision.excerpt),
    rule_number: rule?.number ?? null,
    rule_title: rule?.title ?? null,
    reason: decision.reason?.trim() ?? '',
    automated: decision.automated ?? false,
    decided_by: decision.decidedBy,
    ends_at: decision.endsAt ?? null,
    report_id: decision.reportId ?? null,
  });
  if (decision.bell !== false) {
    await q.insertDecisionNotification(trx, {
      user_id: decision.userId,
      kind: 'moderation_decision',
      target_id: id,
    });
    await publish(trx, { type: 'notification', users: [decision.userId] });
  }
  return id;
}

/** Decisions a person took about her conduct: enough of them in 30 days mute her for a day. */
const COUNTED: DecisionAction[] = ['hide', 'remove', 'ban', 'suspend', 'remove_member'];
const REPEAT_WINDOW_DAYS = 30;
const MUTE_HOURS = 24;

/**
 * Mutes from posting, for 24 hours, each member with `muteAfter` decisions standing against her
 * (none reversed, none automatic) in the last 30 days and since her last mute, with a statement
 * of reasons that says so. A job (one process runs it at a time), so a moderation action never
 * waits on it; her row is locked while she is checked, and a decision counts towards one mute.
 */
export async function coolDownRepeatOffenders(db: Db, muteAfter: number, now = new Date()) {
  if (muteAfter <= 0) return 0;
  const since = new Date(now.getTime() - REPEAT_WINDOW_DAYS * DAY);
  let muted = 0;
  for (const userId of await q.repeatOffenders(db, COUNTED, since, muteAfter)) {
    muted += await db.transaction().execute(async (trx) => {
      const current = await q.lockMutedUntil(trx, userId);
      if (current && current.getTime() > now.getTime()) return 0;
      if ((await q.countSinceLastMute(trx, userId, COUNTED, since)) < muteAfter) return 0;
      const until = new Date(now.getTime() + MUTE_HOURS * 3_600_000);
      await q.setMutedUntil(trx, userId, until);
      await recordDecision(trx, {
        userId,
        action: 'mute',
        target: { type: 'user', id: userId },
        reason: `${muteAfter} decisions were taken about your posts or membership in the last ${REPEAT_WINDOW_DAYS} days.`,
        automated: true,
        decidedBy: null,
        endsAt: until,
      });
      return 1;
    });
  }
  return muted;
}

export function coolDownTask(db: Db, options: { muteAfter: number; tickMs: number }): JobTask {
  return {
    name: 'moderation-cool-down',
    everyMs: options.tickMs,
    leaseMs: 5 * 60_000,
    async run(now) {
      await coolDownRepeatOffenders(db, options.muteAfter, now);
    },
  };
}

/** A member muted from posting is refused posts and replies (403 saying until when). */
export async function assertNotMuted(db: Db, viewer: { id: number }): Promise<void> {
  const until = await q.mutedUntil(db, viewer.id);
  if (until && until.getTime() > Date.now())
    throw new AppError(
      'FORBIDDEN',
      msg('You cannot post or reply until {{until}}, after repeated moderation decisions', {
        until: (language) => longMoment(until, language),
      }),
    );
}

/**
 * A moderator dismissed the reports on content the reports alone had hidden: the automatic
 * decision is undone with it (her statement shows it reversed).
 */
export async function withdrawAutomaticDecisions(
  trx: Db,
  target: { type: string; id: number },
): Promise<void> {
  await q.markAutomaticDecisionsReversed(trx, target);
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The last moment she may appeal: six months after the decision, unless appealed or undone. */
export function appealableUntil(
  row: Pick<q.DecisionRow, 'created_at' | 'appeal_id' | 'reversed_at'>,
) {
  if (row.appeal_id !== null || row.reversed_at !== null) return null;
  return new Date(row.created_at.getTime() + APPEAL_WINDOW_DAYS * DAY);
}

export function toDecision(row: q.DecisionRow): ModerationDecision {
  return {
    id: row.id,
    action: row.action,
    target: { type: row.target_type, id: row.target_id },
    group:
      row.group_id !== null && row.group_name !== null
        ? { id: row.group_id, name: row.group_name }
        : null,
    excerpt: row.excerpt,
    rule:
      row.rule_number !== null ? { number: row.rule_number, title: row.rule_title ?? '' } : null,
    reason: row.reason,
    automated: row.automated,
    created_at: row.created_at.toISOString(),
    ends_at: iso(row.ends_at),
    reversed_at: iso(row.reversed_at),
    appealable_until: iso(appealableUntil(row)),
    appeal:
      row.appeal_id !== null
        ? {
            id: row.appeal_id,
            status: row.appeal_status ?? 'pending',
            text: row.appeal_text ?? '',
            created_at: (row.appeal_created_at as Date).toISOString(),
            decided_at: iso(row.appeal_decided_at),
            outcome_reason: row.appeal_outcome_reason,
          }
        : null,
  };
}

/** The decisions about her content or account, newest first. */
export async function listMyDecisions(
  db: Db,
  viewer: AuthUser,
  input: { limit: number; offset: number },
): Promise<{ decisions: ModerationDecision[]; total: number }> {
  const { rows, total } = await q.listDecisionsOf(db, viewer.id, input.limit, input.offset);
  return { decisions: rows.map(toDecision), total };
}

/**
 * Emails each new statement of reasons to the member it affects (a closed account gets none).
 * Claimed before sending: a failed send is left in the outbox for an admin to retry, never sent
 * twice by two processes.
 */
export function statementsTask(
  db: Db,
  mailer: Mailer,
  options: { origin: string; tickMs: number },
): JobTask {
  return {
    name: 'moderation-statements',
    everyMs: options.tickMs,
    leaseMs: 5 * 60_000,
    async run() {
      for (;;) {
        const batch = await q.claimUnemailedDecisions(db, 20);
        for (const row of batch) {
          if (row.status !== 'active') continue;
          await mailer.send(statementEmail(row, toDecision(row), options.origin, localeFrom(row)));
        }
        if (batch.length < 20) return;
      }
    },
  };
}
