import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { lockGroup, releaseSeat, takeSeat } from './community.queries.ts';
import { isBanned } from './community-bans.queries.ts';
import { leaveAllGroups } from './community-members.service.ts';
import * as q from './community-held.queries.ts';

type Db = Kysely<Database>;

/**
 * Her deletion is pending: her memberships wait in the hold and she leaves every group the way a
 * member leaves (seat freed, admin handed on when she was the last), so no list or count shows her.
 * Inside the caller's transaction.
 */
export async function holdMemberships(trx: Db, input: { userId: number }): Promise<void> {
  await q.copyMembershipsToHold(trx, input.userId);
  await leaveAllGroups(trx, input);
}

/**
 * She kept her account: each held membership comes back as it was (role, joining date, quiet),
 * under the group's lock. One that cannot come back (the group was deleted or closed, she was
 * banned from it, or it filled up meanwhile) is released. Inside the caller's transaction.
 */
export async function restoreMemberships(trx: Db, input: { userId: number }): Promise<void> {
  const { userId } = input;
  for (const held of await q.listHeldMemberships(trx, userId)) {
    const group = await lockGroup(trx, held.group_id);
    if (!group || group.status !== 'active' || (await isBanned(trx, group.id, userId))) continue;
    if (!(await takeSeat(trx, group.id))) continue;
    const inserted = await q.insertMemberAsBefore(trx, {
      group_id: group.id,
      user_id: userId,
      role: held.role,
      joined_at: held.joined_at,
      quiet: held.quiet,
    });
    // Already a member again (an admin's reactivation raced the link): give the seat back.
    if (!inserted) await releaseSeat(trx, group.id);
  }
  await q.deleteHeldMemberships(trx, userId);
}

/** The purge: what was held is let go for good. */
export async function releaseHeldMemberships(trx: Db, input: { userId: number }): Promise<void> {
  await q.deleteHeldMemberships(trx, input.userId);
}
