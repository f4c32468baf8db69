import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { decisionsQuery } from './decisions.queries.ts';

type Db = Kysely<Database>;

export function findMember(db: Db, id: number) {
  return db
    .selectFrom('users')
    .select(['id', 'role', 'status', 'suspended_until', 'posting_muted_until'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Suspends her for `days` from now (a longer suspension running stays). */
export async function suspendFor(db: Db, id: number, days: number): Promise<Date> {
  const until = new Date(Date.now() + days * 86_400_000);
  const row = await db
    .updateTable('users')
    .set((eb) => ({
      suspended_until: eb.fn('greatest', [
        eb.fn.coalesce('suspended_until', eb.val(until)),
        eb.val(until),
      ]),
      updated_at: new Date(),
    }))
    .where('id', '=', id)
    .returning('suspended_until')
    .executeTakeFirstOrThrow();
  return row.suspended_until as Date;
}

export function decisionsAbout(db: Db, userId: number) {
  return decisionsQuery(db)
    .leftJoin('users as m', 'm.id', 'd.decided_by')
    .select(['m.first_name as decider_first_name', 'm.last_name as decider_last_name'])
    .where('d.user_id', '=', userId)
    .orderBy('d.created_at', 'desc')
    .orderBy('d.id', 'desc')
    .limit(100)
    .execute();
}

export async function reportCounts(db: Db, userId: number) {
  const row = await db
    .selectFrom('reports')
    .select((eb) => [
      eb.fn.count<string>('id').filterWhere('reporter_id', '=', userId).as('filed'),
      eb.fn.count<string>('id').filterWhere('target_user_id', '=', userId).as('about'),
      eb.fn
        .count<string>('id')
        .filterWhere((w) => w.and([w('target_user_id', '=', userId), w('status', '=', 'open')]))
        .as('open_about'),
    ])
    .executeTakeFirstOrThrow();
  return { filed: Number(row.filed), about: Number(row.about), openAbout: Number(row.open_about) };
}
