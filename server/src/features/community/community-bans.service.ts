import type { Kysely } from 'kysely';
import type { GroupBan } from '@hercircle/shared';
import type { Database } from '../../db/schema.ts';
import type { AuthUser } from '../../auth/sessions.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordDecision } from '../fair-process/decisions.service.ts';
import { insertAuditEntry } from '../../lib/audit.queries.ts';
import { assertManager, GROUP_NOT_FOUND, visibleGroup } from './community.access.ts';
import { userOf } from './community.mapping.ts';
import { lockGroup } from './community.queries.ts';
import { deleteRequest, findMembership } from './community-members.queries.ts';
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
): Promise<boolean> {
  const { groupId, userId } = input;
  return inTransaction(db, async (trx) => {
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
    const changed = Boolean(banned || removed || request);
    if (changed)
      await insertAuditEntry(trx, actor, 'ban', 'community', groupId, {
        user_id: userId,
        reason,
        removed_membership: removed,
      });
    return changed;
  });
}

/**
 * Who a group admin may act on: not herself (she leaves instead), and not another group admin or a
 * site admin, whom only a site admin may remove or ban. Read under the group's lock, so a role
 * changed meanwhile is the one checked.
 */
async function assertMayModerate(
  trx: Db,
  viewer: AuthUser,
  input: { groupId: number; userId: number },
  verb: 'remove' | 'ban',
): Promise<{ role: 'admin' | 'member' } | undefined> {
  if (input.userId === viewer.id)
    throw new AppError(
      'BAD_REQUEST',
      verb === 'remove' ? 'To leave the group, use Leave' : "You can't ban yourself",
    );
  const target = await q.findUserRole(trx, input.userId);
  if (!target) throw new AppError('NOT_FOUND', 'Member not found');
  const membership = await findMembership(trx, input.groupId, input.userId);
  if (viewer.role !== 'admin' && (target.role === 'admin' || membership?.role === 'admin'))
    throw new AppError(
      'FORBIDDEN',
      `Only a site admin can ${verb} ${target.role === 'admin' ? 'a site admin' : 'a group admin'}`,
    );
  return membership;
}

async function managedGroup(db: Db, viewer: AuthUser, groupId: number): Promise<void> {
  assertManager(viewer, await visibleGroup(db, viewer, groupId));
}

/** A group admin or site admin takes a member out of the group; she may join again. */
export async function removeFromGroup(
  db: Db,
  viewer: AuthUser,
  input: { id: number; userId: number; rule?: number; reason?: string },
): Promise<void> {
  const groupId = input.id;
  await managedGroup(db, viewer, groupId);
  await db.transaction().execute(async (trx) => {
    if (!(await lockGroup(trx, groupId))) throw new AppError('NOT_FOUND', GROUP_NOT_FOUND);
    const membership = await assertMayModerate(trx, viewer, { groupId, ...input }, 'remove');
    if (!membership || (await removeMember(trx, { groupId, userId: input.userId })) !== 'removed')
      throw new AppError('NOT_FOUND', 'That person is not a member of this group');
    await recordDecision(trx, {
      userId: input.userId,
      action: 'remove_member',
      target: { type: 'group', id: groupId },
      groupId,
      rule: input.rule,
      reason: input.reason,
      decidedBy: viewer.id,
    });
    await insertAuditEntry(trx, viewer, 'remove_member', 'community', groupId, {
      user_id: input.userId,
      rule: input.rule ?? null,
    });
  });
}

export async function banFromGroup(
  db: Db,
  viewer: AuthUser,
  input: { id: number; userId: number; reason?: string | null; rule?: number },
): Promise<void> {
  const groupId = input.id;
  await managedGroup(db, viewer, groupId);
  await db.transaction().execute(async (trx) => {
    if (!(await lockGroup(trx, groupId))) throw new AppError('NOT_FOUND', GROUP_NOT_FOUND);
    await assertMayModerate(trx, viewer, { groupId, ...input }, 'ban');
    const changed = await banMember(trx, viewer, {
      groupId,
      userId: input.userId,
      reason: input.reason,
    });
    // Banning again (idempotent) owes her no second statement.
    if (changed)
      await recordDecision(trx, {
        userId: input.userId,
        action: 'ban',
        target: { type: 'group', id: groupId },
        groupId,
        rule: input.rule,
        reason: input.reason,
        decidedBy: viewer.id,
      });
  });
}

/** Lifts a ban; idempotent like the ban (no ban: nothing to do). She may then join or ask again. */
export async function unbanFromGroup(
  db: Db,
  viewer: AuthUser,
  input: { id: number; userId: number },
): Promise<void> {
  const groupId = input.id;
  await managedGroup(db, viewer, groupId);
  await db.transaction().execute(async (trx) => {
    if (await q.deleteBan(trx, groupId, input.userId))
      await insertAuditEntry(trx, viewer, 'unban', 'community', groupId, {
        user_id: input.userId,
      });
  });
}

export async function listBans(
  db: Db,
  viewer: AuthUser,
  input: { id: number; limit: number; offset: number },
): Promise<{ bans: GroupBan[]; total: number }> {
  await managedGroup(db, viewer, input.id);
  const { rows, total } = await q.listBans(db, input.id, input.limit, input.offset);
  return {
    bans: rows.map((r) => ({
      group_id: r.group_id,
      user_id: r.user_id,
      user: userOf(r),
      reason: r.reason,
      banned_by:
        r.banned_by === null || r.banned_by_first_name === null || r.banned_by_last_name === null
          ? null
          : {
              id: r.banned_by,
              first_name: r.banned_by_first_name,
              last_name: r.banned_by_last_name,
            },
      created_at: r.created_at.toISOString(),
    })),
    total,
  };
}
