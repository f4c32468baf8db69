import type { Kysely } from 'kysely';
import type { Rsvp } from '@hercircle/shared';
import type { Database } from '../../db/schema.ts';
import type { AuthUser } from '../../auth/sessions.ts';
import { AppError } from '../../lib/app-error.ts';
import { EVENT_CANCELLED, EVENT_NOT_FOUND, readerOf, visibleEvent } from './events.service.ts';
import { fillSeats } from './events-seats.ts';
import * as q from './events.queries.ts';
import { assertEmailConfirmedFor } from '../account/email-confirmation.service.ts';

type Db = Kysely<Database>;

/** The event, locked for this transaction, if it still takes RSVPs. */
async function openEvent(trx: Db, id: number) {
  const event = await q.lockEvent(trx, id);
  if (!event) throw new AppError('NOT_FOUND', EVENT_NOT_FOUND);
  if (event.cancelled_at) throw new AppError('BAD_REQUEST', EVENT_CANCELLED);
  if (event.ends_at.getTime() < Date.now())
    throw new AppError('BAD_REQUEST', 'This event has ended');
  return event;
}

/**
 * Going takes a seat while there is one, else a place at the end of the waitlist; asking again
 * keeps the seat or the place. Interested gives up a seat (the first waitlisted takes it). The
 * event's row lock makes concurrent requests count seats one after another.
 */
export async function rsvpEvent(
  db: Db,
  actor: AuthUser,
  input: { id: number; status: 'going' | 'interested' },
): Promise<Rsvp> {
  await assertEmailConfirmedFor(db, actor, 'rsvp');
  await visibleEvent(db, readerOf(actor), input.id);
  return db.transaction().execute(async (trx) => {
    const event = await openEvent(trx, input.id);
    const current = await q.findRsvpStatus(trx, event.id, actor.id);
    let status = current;
    if (input.status === 'going' && current !== 'going' && current !== 'waitlisted') {
      const full = event.capacity !== null && (await q.countGoing(trx, event.id)) >= event.capacity;
      status = full ? 'waitlisted' : 'going';
      await q.setRsvp(trx, event.id, actor.id, status);
    } else if (input.status === 'interested' && current !== 'interested') {
      status = 'interested';
      await q.setRsvp(trx, event.id, actor.id, status);
      if (current === 'going') await fillSeats(trx, event);
    }
    return {
      status: status ?? input.status,
      waitlist_position:
        status === 'waitlisted' ? await q.waitlistPosition(trx, event.id, actor.id) : null,
    };
  });
}

/** Withdraws her RSVP (nothing to withdraw is fine); a freed seat goes to the first waitlisted. */
export async function cancelRsvp(db: Db, actor: AuthUser, id: number): Promise<void> {
  await visibleEvent(db, readerOf(actor), id);
  await db.transaction().execute(async (trx) => {
    const event = await q.lockEvent(trx, id);
    if (!event) throw new AppError('NOT_FOUND', EVENT_NOT_FOUND);
    const current = await q.findRsvpStatus(trx, id, actor.id);
    if (!current) return;
    await q.deleteRsvp(trx, id, actor.id);
    if (current === 'going' && !event.cancelled_at) await fillSeats(trx, event);
  });
}

/**
 * A member leaving (her account awaits deletion) gives up every answer inside the caller's
 * transaction; each seat she held goes to the first waitlisted, as when she cancels.
 */
export async function withdrawAllRsvps(trx: Db, args: { userId: number }): Promise<void> {
  for (const id of await q.rsvpEventIds(trx, args.userId)) {
    const event = await q.lockEvent(trx, id);
    const current = await q.findRsvpStatus(trx, id, args.userId);
    if (!event || !current) continue;
    await q.deleteRsvp(trx, id, args.userId);
    if (current === 'going' && !event.cancelled_at) await fillSeats(trx, event);
  }
}
