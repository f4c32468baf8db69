import { sql, type Kysely } from 'kysely';
import type { Database, ModerationDecisionsTable } from '../../db/schema.ts';
import type { Insertable } from 'kysely';

type Db = Kysely<Database>;

export type NewDecisionRow = Insertable<ModerationDecisionsTable>;

export async function insertDecision(db: Db, row: NewDecisionRow): Promise<number> {
  const { id } = await db
    .insertInto('moderation_decisions')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/**
 * The notification that leads to the statement. Marked emailed at once: the statement's own
 * email (the statements task) says it, and the notification emails must not say it again.
 */
export async function insertDecisionNotification(
  db: Db,
  row: { user_id: number; kind: 'moderation_decision' | 'appeal_decided'; target_id: number },
): Promise<void> {
  await db
    .insertInto('notifications')
    .values({
      user_id: row.user_id,
      kind: row.kind,
      actor_id: null,
      target_type: 'decision',
      target_id: row.target_id,
      url: `/decisions#decision-${row.target_id}`,
      emailed_at: new Date(),
    })
    .execute();
}

/** A decision with its group and appeal, as statements and lists show it. */
export function decisionsQuery(db: Db) {
  return db
    .selectFrom('moderation_decisions as d')
    .leftJoin('groups as g', 'g.id', 'd.group_id')
    .leftJoin('appeals as a', 'a.decision_id', 'd.id')
    .select([
      'd.id',
      'd.user_id',
      'd.action',
      'd.target_type',
      'd.target_id',
      'd.group_id',
      'g.name as group_name',
      'd.excerpt',
      'd.rule_number',
      'd.rule_title',
      'd.reason',
      'd.automated',
      'd.decided_by',
      'd.ends_at',
      'd.created_at',
      'd.reversed_at',
      'a.id as appeal_id',
      'a.status as appeal_status',
      'a.text as appeal_text',
      'a.created_at as appeal_created_at',
      'a.decided_at as appeal_decided_at',
      'a.outcome_reason as appeal_outcome_reason',
    ]);
}
export type DecisionRow = Awaited<ReturnType<ReturnType<typeof decisionsQuery>['execute']>>[number];

export async function listDecisionsOf(db: Db, userId: number, limit: number, offset: number) {
  const [rows, count] = await Promise.all([
    decisionsQuery(db)
      .where('d.user_id', '=', userId)
      .orderBy('d.created_at', 'desc')
      .orderBy('d.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    db
      .selectFrom('moderation_decisions')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/**
 * Claims statements not yet emailed (marked at once, so two server processes never send one
 * twice), with what the email needs of the member affected.
 */
export async function claimUnemailedDecisions(db: Db, limit: number) {
  const ids = await sql<{ id: number }>`
    update moderation_decisions set emailed_at = now()
    where id in (
      select id from moderation_decisions where emailed_at is null
      order by id limit ${limit} for update skip locked
    )
    returning id`.execute(db);
  if (ids.rows.length === 0) return [];
  return decisionsQuery(db)
    .innerJoin('users as u', 'u.id', 'd.user_id')
    .select(['u.email', 'u.first_name', 'u.status', 'u.language', 'u.time_zone'])
    .where(
      'd.id',
      'in',
      ids.rows.map((r) => r.id),
    )
    .orderBy('d.id')
    .execute();
}

export async function markAutomaticDecisionsReversed(
  db: Db,
  target: { type: string; id: number },
): Promise<void> {
  await db
    .updateTable('moderation_decisions')
    .set({ reversed_at: new Date() })
    .where('target_type', '=', target.type)
    .where('target_id', '=', target.id)
    .where('action', '=', 'auto_hide')
    .where('reversed_at', 'is', null)
    .execute();
}

/** Whom a decision is about, as an email needs her. */
export function findDecisionOf(db: Db, decisionId: number) {
  return db
    .selectFrom('moderation_decisions as d')
    .innerJoin('users as u', 'u.id', 'd.user_id')
    .select(['u.email', 'u.first_name', 'u.status', 'u.language', 'u.time_zone'])
    .where('d.id', '=', decisionId)
    .executeTakeFirst();
}

/** Her mute's end, with her row locked against a second decision deciding at once. */
export async function lockMutedUntil(db: Db, userId: number): Promise<Date | null> {
  const row = await db
    .selectFrom('users')
    .select('posting_muted_until')
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  return row?.posting_muted_until ?? null;
}

export async function mutedUntil(db: Db, userId: number): Promise<Date | null> {
  const row = await db
    .selectFrom('users')
    .select('posting_muted_until')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.posting_muted_until ?? null;
}

export async function setMutedUntil(db: Db, userId: number, until: Date): Promise<void> {
  await db
    .updateTable('users')
    .set({ posting_muted_until: until })
    .where('id', '=', userId)
    .execute();
}

/**
 * Members with at least `min` standing decisions (not automatic, not reversed) of these kinds
 * since `since` and since their last mute: the cool-down's candidates.
 */
export async function repeatOffenders(
  db: Db,
  actions: ModerationDecisionsTable['action'][],
  since: Date,
  min: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('moderation_decisions as d')
    .select('d.user_id')
    .where('d.action', 'in', actions)
    .where('d.automated', '=', false)
    .where('d.reversed_at', 'is', null)
    .where('d.created_at', '>=', since)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('moderation_decisions as m')
            .select('m.id')
            .whereRef('m.user_id', '=', 'd.user_id')
            .where('m.action', '=', 'mute')
            .whereRef('m.created_at', '>=', 'd.created_at'),
        ),
      ),
    )
    .groupBy('d.user_id')
    .having((eb) => eb.fn.countAll(), '>=', min)
    .execute();
  return rows.map((r) => r.user_id);
}

/** Her standing decisions of these kinds since `since` and since her last mute. */
export async function countSinceLastMute(
  db: Db,
  userId: number,
  actions: ModerationDecisionsTable['action'][],
  since: Date,
): Promise<number> {
  const lastMute = await db
    .selectFrom('moderation_decisions')
    .select((eb) => eb.fn.max('created_at').as('at'))
    .where('user_id', '=', userId)
    .where('action', '=', 'mute')
    .executeTakeFirst();
  const from = lastMute?.at && new Date(lastMute.at) > since ? new Date(lastMute.at) : since;
  const row = await db
    .selectFrom('moderation_decisions')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .where('action', 'in', actions)
    .where('automated', '=', false)
    .where('reversed_at', 'is', null)
    .where('created_at', '>', from)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
