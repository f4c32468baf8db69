import type { Kysely } from 'kysely';
import type { HouseRule } from '@hercircle/shared';
import type { Database } from '../../db/schema.ts';
import type { AuthUser } from '../../auth/sessions.ts';
import { AppError } from '../../lib/app-error.ts';
import { insertAuditEntry } from '../../lib/audit.queries.ts';
import * as q from './rules.queries.ts';
import { msg } from '@hercircle/shared/message-format';

type Db = Kysely<Database>;

/** The house rules, numbered: shown at /guidelines, cited by every moderation decision. */
export async function listGuidelines(db: Db): Promise<{ rules: HouseRule[] }> {
  return { rules: await q.listRules(db) };
}

/**
 * A site admin's new list, numbered in order. Decisions keep the number and title their rule had
 * then, so renumbering changes no statement already given.
 */
export async function updateGuidelines(
  db: Db,
  actor: AuthUser,
  input: { rules: { title: string; text: string }[] },
): Promise<{ rules: HouseRule[] }> {
  await db.transaction().execute(async (trx) => {
    const before = await q.listRules(trx);
    await q.replaceRules(trx, input.rules);
    await insertAuditEntry(trx, actor, 'update', 'guidelines', null, {
      before: before.map((r) => r.title),
      after: input.rules.map((r) => r.title),
    });
  });
  return listGuidelines(db);
}

/** The rule a moderation action cites, as it reads now; a number with no rule is refused (400). */
export async function ruleFor(
  db: Db,
  number: number | undefined,
): Promise<{ number: number; title: string } | null> {
  if (number === undefined) return null;
  const rule = await q.findRule(db, number);
  if (!rule)
    throw new AppError('BAD_REQUEST', msg('There is no rule {{number}}', { number }), {
      issues: [{ path: ['rule'], message: msg('There is no rule {{number}}', { number }) }],
    });
  return rule;
}
