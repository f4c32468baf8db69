import type { Kysely } from 'kysely';
import type { Group, GroupMember, GroupPost, JoinRequest, PulseGroup } from '@hercircle/shared';
import type { Database } from '../../db/schema.ts';
import type { AuthUser } from '../../auth/sessions.ts';
import { AppError } from '../../lib/app-error.ts';
import { pictureUrl } from '../../lib/media-url.ts';
import { createGroupRoom, renameGroupRoom } from '../chat/chat.service.ts';
import * as q from './community.queries.ts';

type Db = Kysely<Database>;
type Page = { limit: number; offset: number };

const NOT_FOUND = 'Group not found';
const FULL = 'This group is full';

function toGroup(row: q.GroupRow): Group {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category: row.category as Group['category'],
    is_private: row.is_private,
    max_members: row.max_members,
    member_count: row.member_count,
    status: row.status,
    created_at: row.created_at.toISOString(),
    creator_id: row.creator_id,
    creator_name: row.creator_name,
    is_member: row.my_role !== null,
    my_role: row.my_role,
    request_pending: row.request_pending,
  };
}

function userOf(row: {
  user_id: number;
  first_name: string;
  last_name: string;
  profile_picture_id: number | null;
}) {
  return {
    id: row.user_id,
    first_name: row.first_name,
    last_name: row.last_name,
    profile_picture: pictureUrl(row.profile_picture_id),
  };
}

function toMember(row: q.MemberRow): GroupMember {
  return {
    id: row.id,
    user_id: row.user_id,
    group_id: row.group_id,
    role: row.role,
    joined_at: row.joined_at.toISOString(),
    user: userOf(row),
  };
}

/** A group the viewer may know about: inactive groups exist only for site admins. */
async function visibleGroup(db: Db, viewer: AuthUser, id: number): Promise<q.GroupRow> {
  const row = await q.findGroup(db, id, viewer.id);
  if (!row || (row.status !== 'active' && viewer.role !== 'admin'))
    throw new AppError('NOT_FOUND', NOT_FOUND);
  return row;
}

function canManage(viewer: AuthUser, group: q.GroupRow): boolean {
  return viewer.role === 'admin' || group.my_role === 'admin';
}

function assertManager(viewer: AuthUser, group: q.GroupRow): void {
  if (!canManage(viewer, group))
    throw new AppError('FORBIDDEN', 'Only the group’s admins can do that');
}

/** Members, and for public groups everyone signed in, may read posts and members. */
function assertCanRead(viewer: AuthUser, group: q.GroupRow): void {
  if (group.is_private && group.my_role === null && viewer.role !== 'admin') {
    throw new AppError(
      'FORBIDDEN',
      'This group is private: only its members can see its members and posts',
    );
  }
}

export async function listGroups(
  db: Db,
  viewer: AuthUser,
  filters: q.GroupFilters,
): Promise<{ groups: Group[]; total: number }> {
  const { rows, total } = await q.listGroups(db, viewer.id, filters);
  return { groups: rows.map(toGroup), total };
}

export async function listMyGroups(
  db: Db,
  viewer: AuthUser,
  input: Page,
): Promise<{ groups: Group[]; total: number }> {
  const { rows, total } = await q.listGroupsOfMember(db, viewer.id, input.limit, input.offset);
  return { groups: rows.map(toGroup), total };
}

export async function getGroup(db: Db, viewer: AuthUser, input: { id: number }): Promise<Group> {
  return toGroup(await visibleGroup(db, viewer, input.id));
}

/** The same for every visitor, signed in or not. */
export async function getPulse(
  db: Db,
  _viewer: AuthUser | null,
): Promise<{ groups: PulseGroup[]; total_groups: number; total_members: number }> {
  const { groups, total_groups, total_members } = await q.pulse(db);
  return {
    groups: groups.map((g) => ({
      ...g,
      category: g.category as PulseGroup['category'],
      created_at: g.created_at.toISOString(),
    })),
    total_groups,
    total_members,
  };
}

/** Creates a group, its creator as the first member (admin), and the group's chat room, together. */
export async function createGroup(
  db: Db,
  viewer: AuthUser,
  input: {
    name: string;
    description: string;
    category: string;
    is_private: boolean;
    max_members: number;
  },
): Promise<Group> {
  const id = await db.transaction().execute(async (trx) => {
    const group = await q.insertGroup(trx, { ...input, creator_id: viewer.id, member_count: 1 });
    await q.insertMember(trx, { group_id: group.id, user_id: viewer.id, role: 'admin' });
    await createGroupRoom(trx, { groupId: group.id, name: input.name });
    return group.id;
  });
  return getGroup(db, viewer, { id });
}

export async function updateGroup(
  db: Db,
  viewer: AuthUser,
  input: {
    id: number;
    name?: string;
    description?: string;
    category?: string;
    is_private?: boolean;
    max_members?: number;
  },
): Promise<Group> {
  const group = await visibleGroup(db, viewer, input.id);
  assertManager(viewer, group);
  const { id, ...patch } = input;
  await db.transaction().execute(async (trx) => {
    const result = await q.updateGroup(trx, id, patch);
    if (Number(result.numUpdatedRows) === 0) {
      throw new AppError(
        'CONFLICT',
        'Max members cannot be lower than the current number of members',
        {
          issues: [
            {
              path: ['max_members'],
              message: 'Max members cannot be lower than the current number of members',
            },
          ],
        },
      );
    }
    if (patch.name) await renameGroupRoom(trx, { groupId: id, name: patch.name });
  });
  return getGroup(db, viewer, { id });
}

export async function deleteGroup(db: Db, viewer: AuthUser, input: { id: number }): Promise<void> {
  const group = await visibleGroup(db, viewer, input.id);
  assertManager(viewer, group);
  // Memberships, requests, posts and the group's chat room go with it (foreign keys cascade).
  await q.deleteGroup(db, input.id);
}

/** The membership this transaction just inserted (it holds the row, so it is always there). */
async function readBack(trx: Db, groupId: number, userId: number): Promise<q.MemberRow> {
  const member = await q.findMember(trx, groupId, userId);
  if (!member) throw new AppError('INTERNAL', 'The membership could not be read back');
  return member;
}

/**
 * Joins a public group, or asks to join a private one. Capacity is held by one conditional UPDATE in
 * the same transaction as the insert: under any number of concurrent joins the group never goes
 * over max_members, and member_count always equals the member rows.
 */
export async function joinGroup(
  db: Db,
  viewer: AuthUser,
  input: { id: number },
): Promise<{ member: GroupMember | null; request_pending: boolean }> {
  const groupId = input.id;
  const group = await q.findGroup(db, groupId, viewer.id);
  if (!group || group.status !== 'active') throw new AppError('NOT_FOUND', NOT_FOUND);
  if (group.my_role !== null)
    throw new AppError('CONFLICT', 'You are already a member of this group');

  if (group.is_private) {
    const request = await q.insertRequest(db, groupId, viewer.id);
    if (!request)
      throw new AppError('CONFLICT', 'Your request to join is already waiting for approval');
    return { member: null, request_pending: true };
  }

  const member = await db.transaction().execute(async (trx) => {
    const seat = await q.takeSeat(trx, groupId);
    if (!seat) throw new AppError('CONFLICT', FULL);
    const inserted = await q.insertMember(trx, {
      group_id: groupId,
      user_id: viewer.id,
      role: 'member',
    });
    // A concurrent join by the same member: roll back the seat.
    if (!inserted) throw new AppError('CONFLICT', 'You are already a member of this group');
    // Read back inside the transaction: after the commit a racing leave may already have removed it.
    return readBack(trx, groupId, viewer.id);
  });
  return { member: toMember(member), request_pending: false };
}

/**
 * Takes a member out of a group inside the caller's transaction, the one way every flow does it
 * (leaving, the account purge): under the group's lock, the seat freed, and when the last admin
 * goes the longest-standing member becomes admin. The role is the one deleted, not one read
 * earlier. Returns false when they were not a member; NOT_FOUND when the group is gone.
 */
export async function removeMember(
  trx: Db,
  input: { groupId: number; userId: number },
): Promise<boolean> {
  if (!(await q.lockGroup(trx, input.groupId))) throw new AppError('NOT_FOUND', NOT_FOUND);
  const removed = await q.deleteMember(trx, input.groupId, input.userId);
  if (!removed) return false;
  await q.releaseSeat(trx, input.groupId);
  if (removed.role === 'admin' && (await q.countAdmins(trx, input.groupId)).n === 0)
    await q.promoteLongestStanding(trx, input.groupId);
  return true;
}

/** Leaves a group (or withdraws a request to join it). */
export async function leaveGroup(db: Db, viewer: AuthUser, input: { id: number }): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (await removeMember(trx, { groupId: input.id, userId: viewer.id })) return;
    if (await q.deleteRequest(trx, input.id, viewer.id)) return;
    throw new AppError('CONFLICT', 'You are not a member of this group');
  });
}

/** Every group of a member whose account goes, left one by one in group order (a fixed lock order). */
export async function leaveAllGroups(trx: Db, input: { userId: number }): Promise<void> {
  for (const { group_id } of await q.listGroupIdsOfMember(trx, input.userId))
    await removeMember(trx, { groupId: group_id, userId: input.userId });
}

export async function listMembers(
  db: Db,
  viewer: AuthUser,
  input: { id: number } & Page,
): Promise<{ members: GroupMember[]; total: number }> {
  const group = await visibleGroup(db, viewer, input.id);
  assertCanRead(viewer, group);
  const { rows, total } = await q.listMembers(db, input.id, input.limit, input.offset);
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
    await q.lockGroup(trx, groupId);
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
  return {
    requests: rows.map((r) => ({
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
    const request = await q.deleteRequest(trx, groupId, userId);
    if (!request) throw new AppError('NOT_FOUND', 'There is no pending request from that person');
    const seat = await q.takeSeat(trx, groupId);
    if (!seat) throw new AppError('CONFLICT', FULL);
    if (!(await q.insertMember(trx, { group_id: groupId, user_id: userId, role: 'member' })))
      throw new AppError('CONFLICT', 'That person is already a member');
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
  if (!(await q.deleteRequest(db, input.id, input.userId)))
    throw new AppError('NOT_FOUND', 'There is no pending request from that person');
}

export async function listPosts(
  db: Db,
  viewer: AuthUser,
  input: { id: number } & Page,
): Promise<{ posts: GroupPost[]; total: number }> {
  const group = await visibleGroup(db, viewer, input.id);
  assertCanRead(viewer, group);
  const { rows, total } = await q.listPosts(db, input.id, input.limit, input.offset);
  return {
    posts: rows.map((r) => ({
      id: r.id,
      group_id: r.group_id,
      user_id: r.user_id,
      content: r.content,
      created_at: r.created_at.toISOString(),
      user: userOf(r),
    })),
    total,
  };
}

export async function createPost(
  db: Db,
  viewer: AuthUser,
  input: { id: number; content: string },
): Promise<GroupPost> {
  const { id: groupId, content } = input;
  const group = await visibleGroup(db, viewer, groupId);
  if (group.my_role === null)
    throw new AppError('FORBIDDEN', 'Join the group to post in its discussion');
  const post = await q.insertPost(db, { group_id: groupId, user_id: viewer.id, content });
  return {
    id: post.id,
    group_id: groupId,
    user_id: viewer.id,
    content,
    created_at: post.created_at.toISOString(),
    user: {
      id: viewer.id,
      first_name: viewer.first_name,
      last_name: viewer.last_name,
      profile_picture: viewer.profile_picture,
    },
  };
}
