import type { Kysely } from 'kysely';
import type { GroupMember, JoinRequest, ScreeningAnswers } from '@hercircle/shared';
import type { Database } from '../../db/schema.ts';
import type { AuthUser } from '../../auth/sessions.ts';
import { AppError } from '../../lib/app-error.ts';
import { tryHit } from '../../auth/rate-limit.ts';
import { assertCanRead, assertManager, GROUP_NOT_FOUND, visibleGroup } from './community.access.ts';
import { toMember, userOf } from './community.mapping.ts';
import { findGroup, lockGroup, releaseSeat, takeSeat } from './community.queries.ts';
import * as q from './community-members.queries.ts';
import { isBanned } from './community-bans.queries.ts';
import { answersByRequest, saveAnswers } from './community-screening.service.ts';
import { welcomeNewMember } from './community-welcome.service.ts';
import {
  notifyAdminHandedOver,
  notifyJoinRequest,
  notifyRequestAnswered,
} from '../notifications/notifications.service.ts';

type Db = Kysely<Database>;
type Page = { limit: number; offset: number };

const FULL = 'This group is full';
const joinNotice = (groupId: number, userId: number) => ({
  key: `join-notice:group:${groupId}:user:${userId}`,
  max: 1,
  windowSeconds: 86_400,
});
const BANNED = "You can't join this group";

/** Under the group's lock, which a ban takes too: a ban and a join never both succeed. */
async function assertNotBanned(trx: Db, groupId: number, userId: number): Promise<void> {
  if (await isBanned(trx, groupId, userId)) throw new AppError('FORBIDDEN', BANNED);
}

/** The membership this transaction just inserted (it holds the row, so it is always there). */
async function readBack(trx: Db, groupId: number, userId: number): Promise<q.MemberRow> {
  const member = await q.findMember(trx, groupId, userId);
  if (!member) throw new AppError('INTERNAL', 'The membership could not be read back');
  return member;
}

/**
 * Makes her a member inside the caller's transaction (a join, or an invitation link's). Capacity is
 * held by one conditional UPDATE in the same transaction as the insert: under any number of
 * concurrent joins the group never goes over max_members, and member_count always equals the
 * member rows. A new member gets the group's welcome.
 */
export async function addMember(
  trx: Db,
  input: { groupId: number; userId: number },
): Promise<q.MemberRow> {
  const { groupId, userId } = input;
  await lockGroup(trx, groupId);
  await assertNotBanned(trx, groupId, userId);
  const seat = await takeSeat(trx, groupId);
  if (!seat) throw new AppError('CONFLICT', FULL);
  const inserted = await q.insertMember(trx, {
    group_id: groupId,
    user_id: userId,
    role: 'member',
  });
  // A concurrent join by the same member: roll back the seat.
  if (!inserted) throw new AppError('CONFLICT', 'You are already a member of this group');
  await welcomeNewMember(trx, { groupId, userId });
  // Read back inside the transaction: after the commit a racing leave may already have removed it.
  return readBack(trx, groupId, userId);
}

/** Files her request to join a private group, with her screening answers, in the caller's transaction. */
export async function fileRequest(
  trx: Db,
  input: { groupId: number; userId: number; answers: ScreeningAnswers },
): Promise<{ id: number; created_at: Date }> {
  const { groupId, userId } = input;
  const locked = await lockGroup(trx, groupId);
  await assertNotBanned(trx, groupId, userId);
  // The same answer as a full public group: a request that could never be approved is refused now.
  if (locked && locked.member_count >= locked.max_members) throw new AppError('CONFLICT', FULL);
  const request = await q.insertRequest(trx, groupId, userId);
  if (!request)
    throw new AppError('CONFLICT', 'Your request to join is already waiting for approval');
  await saveAnswers(trx, { groupId, requestId: request.id, answers: input.answers });
  // Withdrawing and asking again must not notify the admins over and over: once a day per
  // member and group. The request itself waits in their list either way.
  if (await tryHit(trx, joinNotice(groupId, userId))) await notifyJoinRequest(trx, groupId, userId);
  return request;
}

/** Joins a public group, or asks to join a private one (with her answers to its questions). */
export async function joinGroup(
  db: Db,
  viewer: AuthUser,
  input: { id: number; answers?: ScreeningAnswers },
): Promise<{ member: GroupMember | null; request_pending: boolean }> {
  const groupId = input.id;
  const group = await findGroup(db, groupId, viewer.id);
  if (!group || group.status !== 'active') throw new AppError('NOT_FOUND', GROUP_NOT_FOUND);
  if (group.my_role !== null)
    throw new AppError('CONFLICT', 'You are already a member of this group');

  if (group.is_private) {
    await db
      .transaction()
      .execute((trx) =>
        fileRequest(trx, { groupId, userId: viewer.id, answers: input.answers ?? [] }),
      );
    return { member: null, request_pending: true };
  }
  const member = await db
    .transaction()
    .execute((trx) => addMember(trx, { groupId, userId: viewer.id }));
  return { member: toMember(member), request_pending: false };
}

/**
 * Takes a member out of a group inside the caller's transaction, the one way every flow does it
 * (leaving, the account purge): under the group's lock, the seat freed, and when the last admin
 * goes the longest-standing member becomes admin and the group's members are told. The role is
 * the one deleted, not one read earlier. A group deleted meanwhile has nothing left to leave.
 */
export async function removeMember(
  trx: Db,
  input: { groupId: number; userId: number },
): Promise<'removed' | 'not-a-member' | 'no-such-group'> {
  if (!(await lockGroup(trx, input.groupId))) return 'no-such-group';
  const removed = await q.deleteMember(trx, input.groupId, input.userId);
  if (!removed) return 'not-a-member';
  await releaseSeat(trx, input.groupId);
  if (removed.role === 'admin' && (await q.countAdmins(trx, input.groupId)).n === 0) {
    const promoted = await q.promoteLongestStanding(trx, input.groupId);
    if (promoted)
      await notifyAdminHandedOver(trx, { groupId: input.groupId, promotedId: promoted.user_id });
  }
  return 'removed';
}

/** Leaves a group (or withdraws a request to join it). */
export async function leaveGroup(db: Db, viewer: AuthUser, input: { id: number }): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const result = await removeMember(trx, { groupId: input.id, userId: viewer.id });
    if (result === 'no-such-group') throw new AppError('NOT_FOUND', GROUP_NOT_FOUND);
    if (result === 'removed') return;
    if (await q.deleteRequest(trx, input.id, viewer.id)) return;
    throw new AppError('CONFLICT', 'You are not a member of this group');
  });
}

/** Every group of a member whose account goes, left one by one in group order (a fixed lock order). */
export async function leaveAllGroups(trx: Db, input: { userId: number }): Promise<void> {
  for (const { group_id } of await q.listGroupIdsOfMember(trx, input.userId))
    await removeMember(trx, { groupId: group_id, userId: input.userId });
}

/** Withdraws every request to join of a member whose account goes (they name her to group admins). */
export async function withdrawAllRequests(trx: Db, input: { userId: number }): Promise<void> {
  await q.deleteRequestsOfUser(trx, input.userId);
}

export async function listMembers(
  db: Db,
  viewer: AuthUser,
  input: { id: number } & Page,
): Promise<{ members: GroupMember[]; total: number }> {
  const group = await visibleGroup(db, viewer, input.id);
  assertCanRead(viewer, group);
  const { rows, total } = await q.listMembers(db, input.id, {
    viewerId: viewer.id,
    siteAdmin: viewer.role === 'admin',
    ...input,
  });
  return { members: rows.map(toMember), total };
}

export async function changeRole(
  db: Db,
  viewer: AuthUser,
  input: { id: number; userId: number; role: 'admin' | 'member' },
): Promise<GroupMember> {
  const { id: groupId, userId, role } = input;
  const group = await visibleGroup(db, viewer, groupId);
  assertManager(viewer, group);
  await db.transaction().execute(async (trx) => {
    await lockGroup(trx, groupId);
    const target = await q.findMembership(trx, groupId, userId);
    if (!target) throw new AppError('NOT_FOUND', 'That person is not a member of this group');
    if (
      target.role === 'admin' &&
      role === 'member' &&
      (await q.countAdmins(trx, groupId)).n <= 1
    ) {
      throw new AppError(
        'CONFLICT',
        'A group needs at least one admin: make someone else admin first',
      );
    }
    await q.setRole(trx, groupId, userId, role);
  });
  const member = await q.findMember(db, groupId, userId);
  if (!member) throw new AppError('NOT_FOUND', 'That person is not a member of this group');
  return toMember(member);
}

export async function listRequests(
  db: Db,
  viewer: AuthUser,
  input: { id: number } & Page,
): Promise<{ requests: JoinRequest[]; total: number }> {
  const group = await visibleGroup(db, viewer, input.id);
  assertManager(viewer, group);
  const { rows, total } = await q.listRequests(db, input.id, input.limit, input.offset);
  const answers = await answersByRequest(
    db,
    rows.map((r) => r.id),
  );
  return {
    requests: rows.map((r) => ({
      answers: answers.get(r.id) ?? [],
      id: r.id,
      group_id: r.group_id,
      user_id: r.user_id,
      created_at: r.created_at.toISOString(),
      user: userOf(r),
    })),
    total,
  };
}

export async function approveRequest(
  db: Db,
  viewer: AuthUser,
  input: { id: number; userId: number },
): Promise<GroupMember> {
  const { id: groupId, userId } = input;
  const group = await visibleGroup(db, viewer, groupId);
  assertManager(viewer, group);
  const member = await db.transaction().execute(async (trx) => {
    // The group's lock first, as a ban takes it: the other order could deadlock with a ban.
    await lockGroup(trx, groupId);
    const request = await q.deleteRequest(trx, groupId, userId);
    if (!request) throw new AppError('NOT_FOUND', 'There is no pending request from that person');
    const seat = await takeSeat(trx, groupId);
    if (!seat) throw new AppError('CONFLICT', FULL);
    if (!(await q.insertMember(trx, { group_id: groupId, user_id: userId, role: 'member' })))
      throw new AppError('CONFLICT', 'That person is already a member');
    await notifyRequestAnswered(trx, { groupId, userId, approved: true });
    await welcomeNewMember(trx, { groupId, userId });
    return readBack(trx, groupId, userId);
  });
  return toMember(member);
}

export async function declineRequest(
  db: Db,
  viewer: AuthUser,
  input: { id: number; userId: number },
): Promise<void> {
  const group = await visibleGroup(db, viewer, input.id);
  assertManager(viewer, group);
  await db.transaction().execute(async (trx) => {
    if (!(await q.deleteRequest(trx, input.id, input.userId)))
      throw new AppError('NOT_FOUND', 'There is no pending request from that person');
    await notifyRequestAnswered(trx, { groupId: input.id, userId: input.userId, approved: false });
  });
}
