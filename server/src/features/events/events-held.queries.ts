import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

/** Copies every RSVP of hers, with its place in the arrival order, into the hold. */
export function copyRsvpsToHold(db: Db, userId: number) {
  return db
    .insertInto('held_event_rsvps')
    .columns(['user_id', 'event_id', 'status', 'seq', 'created_at'])
    .expression((eb) =>
      eb
        .selectFrom('event_rsvps')
        .select(['user_id', 'event_id', 'status', 'seq', 'created_at'])
        .where('user_id', '=', userId),
    )
    .onConflict((oc) => oc.columns(['user_id', 'event_id']).doNothing())
    .execute();
}

/** In event order: the order every flow takes event locks in. */
export function listHeldRsvps(db: Db, userId: number) {
  return db
    .selectFrom('held_event_rsvps')
    .select(['event_id', 'status', 'seq', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('event_id')
    .execute();
}

export function deleteHeldRsvps(db: Db, userId: number) {
  return db.deleteFrom('held_event_rsvps').where('user_id', '=', userId).execute();
}

/** Her RSVP back; without `seq` it takes a new place at the end of the arrival order. */
export function insertRsvpAsBefore(
  db: Db,
  rsvp: {
    event_id: number;
    user_id: number;
    status: 'going' | 'interested' | 'waitlisted';
    seq?: string;
    created_at: Date;
  },
) {
  return db
    .insertInto('event_rsvps')
    .values(rsvp)
    .onConflict((oc) => oc.columns(['event_id', 'user_id']).doNothing())
    .execute();
}
