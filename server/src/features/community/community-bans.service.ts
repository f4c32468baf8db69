import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AuthUser } from '../../auth/sessions.ts';
import { AppError } from '../../lib/app-error.ts';
import { GROUP_NOT_FOUND } from './community.access.ts';
import { lockGroup } from './community.queries.ts';
import { deleteRequest } from './community-members.queries.ts';
import { removeMember } from './community-members.service.ts';
import * as q from './community-bans.queries.ts';

type Db = Kysely<Database>;

/** Runs `work` in the caller's transaction when it is one, else in a new one. */
function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

/**
 * Bans a member from a group: the ban, her membership taken away the way leaving does it (seat
 * freed, the longest-standing member promoted when she was the last admin), her pending request
 * deleted and the audit entry, in one transaction under the group's lock. Joins and requests take
 * the same lock and check for a ban under it, so no race leaves her a member and banned at once.
 * Idempotent: a repeat changes and logs nothing. No authorization here: callers check who may ban.
 */
export async function banMember(
  db: Db,
  actor: AuthUser,
  input: { groupId: number; userId: number; reason?: string | null },
): Promise<void> {
  const { groupId, userId } = input;
  await inTransaction(db, async (trx) => {
    if (!(await lockGroup(trx, groupId))) throw new AppError('NOT_FOUND', GROUP_NOT_FOUND);
    if (!(await q.findUserRole(trx, userId))) throw new AppError('NOT_FOUND', 'Member not found');
    const reason = input.reason?.trim() || null;
    const banned = await q.insertBan(trx, {
      group_id: groupId,
      user_id: userId,
      banned_by: actor.id,
      reason,
    });
    const removed = (await removeMember(trx, { groupId, userId })) === 'removed';
    const request = await deleteRequest(trx, groupId, userId);
    if (banned || removed || request)
      await q.insertModerationAudit(trx, actor, 'ban', groupId, {
        user_id: userId,
        reason,
        removed_membership: removed,
      });
  });
}
