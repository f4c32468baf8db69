import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { blockedPairIds } from '../../lib/visibility.queries.ts';
import type { RsvpStatus } from '@hercircle/shared';

type Db = Kysely<Database>;

/** Who reads: a member (id, site admin or not) or a visitor (null). */
export interface Reader {
  id: number;
  admin: boolean;
}

const countOf = (status: RsvpStatus) =>
  sql<number>`(select count(*)::int from event_rsvps r where r.event_id = e.id and r.status = ${status})`;

function baseSelect(db: Db, reader: Reader | null) {
  const me = reader?.id ?? 0;
  return db
    .selectFrom('events as e')
    .leftJoin('groups as g', 'g.id', 'e.group_id')
    .leftJoin('users as o', 'o.id', 'e.organiser_id')
    .leftJoin('event_rsvps as mine', (j) =>
      j.onRef('mine.event_id', '=', 'e.id').on('mine.user_id', '=', me),
    )
    .select([
      'e.id',
      'e.title',
      'e.description',
      'e.category',
      'e.starts_at',
      'e.ends_at',
      'e.timezone',
      'e.area',
      'e.location',
      'e.online_url',
      'e.capacity',
      'e.group_id',
      'g.name as group_name',
      'e.organiser_id',
      'o.first_name as organiser_first_name',
      'o.last_name as organiser_last_name',
      'e.is_featured',
      'e.price_label',
      'e.speakers',
      'e.cancelled_at',
      'mine.status as my_status',
      countOf('going').as('going_count'),
      countOf('interested').as('interested_count'),
      countOf('waitlisted').as('waitlist_count'),
      sql<number | null>`case when mine.status = 'waitlisted' then
        (select count(*)::int from event_rsvps w
          where w.event_id = e.id and w.status = 'waitlisted' and w.seq <= mine.seq) end`.as(
        'waitlist_position',
      ),
      sql<string | null>`(select gm.role from group_members gm
        where gm.group_id = e.group_id and gm.user_id = ${me})`.as('my_group_role'),
    ])
    .where((eb) => visibleTo(eb.ref('e.group_id'), eb.ref('g.status'), reader));
}

/**
 * Events without a group are public; a group's events are for its members while the group is
 * active; site admins see every event.
 */
function visibleTo(
  groupId: Expression<number | null>,
  groupStatus: Expression<string | null>,
  reader: Reader | null,
): Expression<SqlBool> {
  if (reader?.admin) return sql<SqlBool>`true`;
  if (!reader) return sql<SqlBool>`${groupId} is null`;
  return sql<SqlBool>`(${groupId} is null or (${groupStatus} = 'active' and exists (
    select 1 from group_members vm where vm.group_id = ${groupId} and vm.user_id = ${reader.id})))`;
}

export type EventRow = Awaited<ReturnType<typeof findEvent>> & object;

export function findEvent(db: Db, reader: Reader | null, id: number) {
  return baseSelect(db, reader).where('e.id', '=', id).executeTakeFirst();
}

export interface EventFilters {
  from: Date;
  to?: Date;
  groupId?: number;
  format?: 'online' | 'in_person';
  category?: string;
  mine: boolean;
  includeCancelled: boolean;
  limit: number;
  offset: number;
}

export async function listEvents(db: Db, reader: Reader | null, f: EventFilters) {
  let query = baseSelect(db, reader).where('e.ends_at', '>=', f.from);
  if (f.to) query = query.where('e.starts_at', '<', f.to);
  if (f.groupId !== undefined) query = query.where('e.group_id', '=', f.groupId);
  if (f.format === 'online') query = query.where('e.online_url', 'is not', null);
  if (f.format === 'in_person') query = query.where('e.location', 'is not', null);
  if (f.category !== undefined) query = query.where('e.category', '=', f.category);
  if (!f.includeCancelled) query = query.where('e.cancelled_at', 'is', null);
  if (f.mine && reader)
    query = query.where((eb) =>
      eb.or([eb('mine.user_id', 'is not', null), eb('e.organiser_id', '=', reader.id)]),
    );
  const rows = await query
    .select(sql<number>`count(*) over ()::int`.as('total'))
    .orderBy('e.starts_at', 'asc')
    .orderBy('e.id', 'asc')
    .limit(f.limit)
    .offset(f.offset)
    .execute();
  return { rows, total: rows[0]?.total ?? 0 };
}

/** The event's row, locked: RSVPs, cancellations and edits of one event queue up behind it. */
export function lockEvent(trx: Db, id: number) {
  return trx
    .selectFrom('events')
    .select(['id', 'title', 'capacity', 'cancelled_at', 'ends_at', 'organiser_id', 'group_id'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function countGoing(trx: Db, eventId: number): Promise<number> {
  const row = await trx
    .selectFrom('event_rsvps')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('event_id', '=', eventId)
    .where('status', '=', 'going')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function findRsvpStatus(trx: Db, eventId: number, userId: number) {
  const row = await trx
    .selectFrom('event_rsvps')
    .select('status')
    .where('event_id', '=', eventId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.status ?? null;
}

/** Sets her status; a new status takes a new place in the arrival order. */
export async function setRsvp(trx: Db, eventId: number, userId: number, status: RsvpStatus) {
  await trx
    .insertInto('event_rsvps')
    .values({ event_id: eventId, user_id: userId, status })
    .onConflict((oc) =>
      oc.columns(['event_id', 'user_id']).doUpdateSet({
        status,
        seq: sql<string>`nextval('event_rsvps_seq')`,
        updated_at: sql<Date>`now()`,
      }),
    )
    .execute();
}

export async function deleteRsvp(trx: Db, eventId: number, userId: number) {
  await trx
    .deleteFrom('event_rsvps')
    .where('event_id', '=', eventId)
    .where('user_id', '=', userId)
    .execute();
}

/** The events she answered, in id order (the order their locks are taken in). */
export async function rsvpEventIds(trx: Db, userId: number): Promise<number[]> {
  const rows = await trx
    .selectFrom('event_rsvps')
    .select('event_id')
    .where('user_id', '=', userId)
    .orderBy('event_id')
    .execute();
  return rows.map((r) => r.event_id);
}

/** Moves the first `n` of the waitlist to going, in arrival order; answers whom. */
export async function promoteWaitlisted(trx: Db, eventId: number, n: number): Promise<number[]> {
  if (n <= 0) return [];
  const rows = await trx
    .updateTable('event_rsvps')
    .set({ status: 'going', updated_at: sql<Date>`now()` })
    .where('event_id', '=', eventId)
    .where('user_id', 'in', (eb) =>
      eb
        .selectFrom('event_rsvps')
        .select('user_id')
        .where('event_id', '=', eventId)
        .where('status', '=', 'waitlisted')
        .orderBy('seq', 'asc')
        .limit(n),
    )
    .returning('user_id')
    .execute();
  return rows.map((r) => r.user_id);
}

export async function waitlistPosition(trx: Db, eventId: number, userId: number) {
  const row = await trx
    .selectFrom('event_rsvps as w')
    .innerJoin('event_rsvps as mine', (j) =>
      j.onRef('mine.event_id', '=', 'w.event_id').on('mine.user_id', '=', userId),
    )
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('w.event_id', '=', eventId)
    .where('w.status', '=', 'waitlisted')
    .whereRef('w.seq', '<=', 'mine.seq')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Everyone with an RSVP of any status (to tell them of a change or a cancellation). */
export async function respondentIds(trx: Db, eventId: number): Promise<number[]> {
  const rows = await trx
    .selectFrom('event_rsvps')
    .select('user_id')
    .where('event_id', '=', eventId)
    .execute();
  return rows.map((r) => r.user_id);
}

/**
 * Going first, then the waitlist in order, then the interested. Members in a blocked pair with
 * the viewer (either way) are left out of the rows; the total stays the true count.
 */
export async function listAttendees(
  db: Db,
  eventId: number,
  page: { viewerId: number; limit: number; offset: number },
) {
  const respondents = db
    .selectFrom('event_rsvps as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .where('r.event_id', '=', eventId)
    .where('u.status', '=', 'active');
  const [rows, count] = await Promise.all([
    respondents
      .select(['u.id', 'u.first_name', 'u.last_name', 'r.status', 'r.updated_at'])
      .where('u.id', 'not in', blockedPairIds(db, page.viewerId))
      .orderBy(sql`case r.status when 'going' then 0 when 'waitlisted' then 1 else 2 end`)
      .orderBy('r.seq', 'asc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    respondents.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.total };
}

/** The group the caller would create an event in: active, and her role in it. */
export function groupForOrganiser(db: Db, groupId: number, userId: number) {
  return db
    .selectFrom('groups as g')
    .leftJoin('group_members as gm', (j) =>
      j.onRef('gm.group_id', '=', 'g.id').on('gm.user_id', '=', userId),
    )
    .select(['g.id', 'g.status', 'gm.role'])
    .where('g.id', '=', groupId)
    .executeTakeFirst();
}
