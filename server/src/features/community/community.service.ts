import type { Kysely } from 'kysely';
import type { Group, PulseGroup } from '@hercircle/shared';
import type { Database } from '../../db/schema.ts';
import type { AuthUser } from '../../auth/sessions.ts';
import { hit } from '../../auth/rate-limit.ts';
import type { Env } from '../../env.ts';
import { AppError } from '../../lib/app-error.ts';
import { createGroupRoom, renameGroupRoom } from '../chat/chat.service.ts';
import { assertManager, visibleGroup } from './community.access.ts';
import { toGroup } from './community.mapping.ts';
import * as q from './community.queries.ts';
import { insertMember } from './community-members.queries.ts';

type Db = Kysely<Database>;
type Page = { limit: number; offset: number };

/**
 * In the caller's transaction when given one (admin writes its audit entry in the same one),
 * otherwise in a transaction of its own.
 */
function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
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

/**
 * The members' door (tRPC, REST) passes the limit; the admin portal and demo seeding create groups
 * through the same service without one.
 */
export type GroupLimit = Pick<Env, 'RATE_LIMIT_GROUP_PER_USER'>;

/**
 * Creates a group, its creator as the first member (admin), and the group's chat room, together.
 * A new group is listed on the public pulse under its creator's name: a member creates at most
 * RATE_LIMIT_GROUP_PER_USER a day; site admins are not limited.
 */
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
  limit?: GroupLimit,
): Promise<Group> {
  if (limit && viewer.role !== 'admin')
    await hit(db, {
      key: `group-create:user:${viewer.id}`,
      max: limit.RATE_LIMIT_GROUP_PER_USER,
      windowSeconds: 86_400,
    });
  const id = await inTransaction(db, async (trx) => {
    const group = await q.insertGroup(trx, { ...input, creator_id: viewer.id, member_count: 1 });
    await insertMember(trx, { group_id: group.id, user_id: viewer.id, role: 'admin' });
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
    allow_anonymous?: boolean;
  },
): Promise<Group> {
  const group = await visibleGroup(db, viewer, input.id);
  assertManager(viewer, group);
  const { id, ...patch } = input;
  await inTransaction(db, async (trx) => {
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
