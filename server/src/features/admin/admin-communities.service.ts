import type { Kysely } from 'kysely';
import type {
  AdminCommunity,
  AdminCommunityInput,
  AdminCommunityUpdateInput,
} from '@hercircle/shared';
import type { Database } from '../../db/schema.ts';
import type { AuthUser } from '../../auth/sessions.ts';
import { AppError } from '../../lib/app-error.ts';
import { createGroup, deleteGroup, updateGroup } from '../community/community.service.ts';
import { insertAuditEntry } from '../../lib/audit.queries.ts';
import * as q from './admin-communities.queries.ts';

type Db = Kysely<Database>;
type CommunityRow = NonNullable<Awaited<ReturnType<typeof q.findCommunity>>>;

// Communities: the groups, seen by admins. Member counts come from memberships, never from input.

function toCommunity(row: CommunityRow): AdminCommunity {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category: row.category,
    memberCount: row.member_count,
    status: row.status,
    createdAt: row.created_at.toISOString(),
  };
}

export async function listCommunities(
  db: Db,
  _actor: AuthUser,
  input: Parameters<typeof q.listCommunities>[1],
) {
  const { rows, total } = await q.listCommunities(db, input);
  return { communities: rows.map(toCommunity), total };
}

export async function getCommunity(
  db: Db,
  _actor: AuthUser,
  input: { id: number },
): Promise<AdminCommunity> {
  const row = await q.findCommunity(db, input.id);
  if (!row) throw new AppError('NOT_FOUND', 'Community not found');
  return toCommunity(row);
}

/** The group itself is made by the community service: its creator as admin, its chat room. */
export async function createCommunity(
  db: Db,
  actor: AuthUser,
  input: AdminCommunityInput,
): Promise<AdminCommunity> {
  return db.transaction().execute(async (trx) => {
    const group = await createGroup(trx, actor, {
      name: input.name,
      description: input.description,
      category: input.category,
      is_private: false,
      max_members: 100,
    });
    if (input.status === 'inactive') await q.setGroupStatus(trx, group.id, 'inactive');
    await insertAuditEntry(trx, actor, 'create', 'community', group.id, { name: input.name });
    return getCommunity(trx, actor, { id: group.id });
  });
}

export async function updateCommunity(
  db: Db,
  actor: AuthUser,
  input: AdminCommunityUpdateInput,
): Promise<AdminCommunity> {
  return db.transaction().execute(async (trx) => {
    const before = await getCommunity(trx, actor, input);
    const { id, status, ...patch } = input;
    if (Object.keys(patch).length) await updateGroup(trx, actor, { id, ...patch });
    if (status) await q.setGroupStatus(trx, id, status);
    const after = await getCommunity(trx, actor, { id });
    await insertAuditEntry(trx, actor, 'update', 'community', id, { before, after });
    return after;
  });
}

export async function deleteCommunity(
  db: Db,
  actor: AuthUser,
  input: { id: number },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await getCommunity(trx, actor, input);
    await deleteGroup(trx, actor, { id: input.id });
    await insertAuditEntry(trx, actor, 'delete', 'community', input.id, { name: before.name });
  });
}
