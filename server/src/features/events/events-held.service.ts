import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { withdrawAllRsvps } from './events-rsvp.service.ts';
import { fillSeats } from './events-seats.ts';
import { countGoing, lockEvent } from './events.queries.ts';
import * as q from './events-held.queries.ts';

type Db = Kysely<Database>;

/**
 * Her deletion is pending: her RSVPs wait in the hold and she gives up each one as when she
 * cancels (a seat goes to the first waitlisted), so no list or count shows her. In the caller's
 * transaction.
 */
export async function holdRsvps(trx: Db, input: { userId: number }): Promise<void> {
  await q.copyRsvpsToHold(trx, input.userId);
  await withdrawAllRsvps(trx, input);
}

/**
 * She kept her account: each held RSVP comes back under the event's lock. For an event still to
 * come, Going takes a seat if one is free and otherwise goes to the end of the waitlist (her seat
 * went to the waitlist while she was away); a waitlisted place keeps its turn. A past or cancelled
 * event's answer comes back as it was. In the caller's transaction.
 */
export async function restoreRsvps(
  trx: Db,
  input: { userId: number },
  now = new Date(),
): Promise<void> {
  const { userId } = input;
  for (const held of await q.listHeldRsvps(trx, userId)) {
    const event = await lockEvent(trx, held.event_id);
    if (!event) continue;
    const open = event.cancelled_at === null && event.ends_at > now;
    const full =
      open &&
      held.status === 'going' &&
      event.capacity !== null &&
      (await countGoing(trx, event.id)) >= event.capacity;
    await q.insertRsvpAsBefore(trx, {
      event_id: event.id,
      user_id: userId,
      created_at: held.created_at,
      ...(full ? { status: 'waitlisted' } : { status: held.status, seq: held.seq }),
    });
    // A seat freed meanwhile (a larger capacity) goes to the waitlist in turn, her included.
    if (open && held.status === 'waitlisted') await fillSeats(trx, event);
  }
  await q.deleteHeldRsvps(trx, userId);
}

/** The purge: what was held is let go for good. */
export async function releaseHeldRsvps(trx: Db, input: { userId: number }): Promise<void> {
  await q.deleteHeldRsvps(trx, input.userId);
}
