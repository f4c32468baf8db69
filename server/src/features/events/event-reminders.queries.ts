import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

/** Events starting within the window whose reminder has not gone out (cancelled ones never). */
export async function eventsDueForReminder(db: Db, from: Date, until: Date): Promise<number[]> {
  const rows = await db
    .selectFrom('events')
    .select('id')
    .where('reminded_at', 'is', null)
    .where('cancelled_at', 'is', null)
    .where('starts_at', '>', from)
    .where('starts_at', '<=', until)
    .orderBy('starts_at')
    .execute();
  return rows.map((r) => r.id);
}

/** Claims the event's reminder: true for exactly one caller, however many race for it. */
export async function markReminded(db: Db, id: number, at: Date): Promise<boolean> {
  const row = await db
    .updateTable('events')
    .set({ reminded_at: at })
    .where('id', '=', id)
    .where('reminded_at', 'is', null)
    .where('cancelled_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Going members with an active account. */
export async function goingMemberIds(db: Db, eventId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('event_rsvps as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select('r.user_id')
    .where('r.event_id', '=', eventId)
    .where('r.status', '=', 'going')
    .where('u.status', '=', 'active')
    .execute();
  return rows.map((r) => r.user_id);
}
