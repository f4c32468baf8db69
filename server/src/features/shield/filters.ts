import type { Kysely } from 'kysely';
import type { Conversation } from '@hercircle/shared';
import type { Database } from '../../db/schema.ts';
import { filteredSenderIds } from './shield.queries.ts';

/**
 * Her message requests with `filtered` set where her notification filters apply to the sender
 * (an account younger than 7 days, or one sharing no group with her): her client lists those
 * under Filtered. Nothing is refused or lost: she may still open, accept or decline each.
 */
export async function markFilteredRequests(
  db: Kysely<Database>,
  userId: number,
  requests: Conversation[],
): Promise<Conversation[]> {
  const senders = requests.flatMap((r) => (r.member ? [r.member.id] : []));
  const filtered = new Set(await filteredSenderIds(db, userId, senders));
  return requests.map((r) =>
    r.member && filtered.has(r.member.id) ? { ...r, filtered: true } : r,
  );
}
