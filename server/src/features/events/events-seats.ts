import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { notify } from '../notifications/notifications.service.ts';
import * as q from './events.queries.ts';

/**
 * Gives free seats to the waitlist, first come first served, and tells each promoted member.
 * Runs under the event's row lock (taken by the caller), so seats are counted once.
 */
export async function fillSeats(
  trx: Kysely<Database>,
  event: { id: number; capacity: number | null },
): Promise<void> {
  const free =
    event.capacity === null
      ? Number.MAX_SAFE_INTEGER
      : event.capacity - (await q.countGoing(trx, event.id));
  const promoted = await q.promoteWaitlisted(trx, event.id, free);
  await notify(trx, promoted, {
    kind: 'event_promoted',
    actorId: null,
    target: { type: 'event', id: event.id },
    url: `/events/${event.id}`,
  });
}
