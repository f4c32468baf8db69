import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { containsPattern } from '../../lib/like.ts';
import { precompiled } from '../../db/precompiled.ts';

const GROUP_COLUMNS = [
  'groups.id',
  'groups.name',
  'groups.description',
  'groups.category',
  'groups.is_private',
  'groups.max_members',
  'groups.member_count',
  'groups.status',
  'groups.created_at',
  'groups.creator_id',
  'groups.allow_anonymous',
] as const;

/** Groups with their creator's name and the viewer's membership, role and pending request. */
function groupsFor(db: Kysely<Database>, viewerId: number) {
  return db
    .selectFrom('groups')
    .leftJoin('users as creator', 'creator.id', 'groups.creator_id')
    .leftJoin('group_members as mine', (join) =>
      join.onRef('mine.group_id', '=', 'groups.id').on('mine.user_id', '=', viewerId),
    )
    .leftJoin('group_join_requests as my_request', (join) =>
      join.onRef('my_request.group_id', '=', 'groups.id').on('my_request.user_id', '=', viewerId),
    )
    .select(GROUP_COLUMNS)
    .select([
      sql<string | null>`nullif(trim(creator.first_name || ' ' || creator.last_name), '')`.as(
        'creator_name',
      ),
      'mine.role as my_role',
      sql<boolean>`coalesce(mine.quiet, false)`.as('my_quiet'),
      sql<boolean>`my_request.id is not null`.as('request_pending'),
      // Banned from it: her view says so and offers no join (group_bans' key makes this a lookup).
      sql<boolean>`exists (select 1 from group_bans b where b.group_id = groups.id and b.user_id = ${viewerId})`.as(
        'banned',
      ),
    ]);
}

export type GroupRow = NonNullable<Awaited<ReturnType<typeof findGroup>>>;

export function findGroup(db: Kysely<Database>, id: number, viewerId: number) {
  return groupsFor(db, viewerId).where('groups.id', '=', id).executeTakeFirst();
}

export interface GroupFilters {
  search?: string;
  category?: string;
  is_private?: boolean;
  limit: number;
  offset: number;
}

interface GroupListParams {
  viewerId: number;
  pattern: string;
  category: string;
  isPrivate: boolean;
}

/** Which filters a list has: each combination is its own SQL text. */
interface GroupListShape {
  search: boolean;
  category: boolean;
  isPrivate: boolean;
}

function activeGroupsMatching(db: Kysely<Database>, p: GroupListParams, shape: GroupListShape) {
  let query = groupsFor(db, p.viewerId).where('groups.status', '=', 'active');
  // Matches the trigram index expression exactly, so the planner can use it.
  if (shape.search)
    query = query.where(
      sql<boolean>`lower(groups.name || ' ' || groups.description) like ${p.pattern}`,
    );
  if (shape.category) query = query.where('groups.category', '=', p.category);
  if (shape.isPrivate) query = query.where('groups.is_private', '=', p.isPrivate);
  return query;
}

// The group list is the busiest read: its queries are built once per shape (db/precompiled.ts).
const groupListPage = precompiled(
  (db, p: GroupListParams, shape: GroupListShape & { limit: number; offset: number }) =>
    activeGroupsMatching(db, p, shape)
      .orderBy('groups.created_at', 'desc')
      .orderBy('groups.id', 'desc')
      // Literals, not parameters: a prepared statement's generic plan prices `LIMIT $n` as a tenth
      // of the table and PostgreSQL would plan every call again (5 ms at 200,000 groups). Both are
      // validated integers; each page size and offset is its own statement (bounded, db/prepared.ts).
      .limit(sql.lit(shape.limit))
      .offset(sql.lit(shape.offset)),
);

const groupListMatches = precompiled((db, p: GroupListParams, shape: GroupListShape) =>
  activeGroupsMatching(db, p, shape)
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('total')),
);

// Without a search the total is a sum of the trigger-kept counts, not a scan of every active group.
const activeGroupCount = precompiled(
  (db, p: Omit<GroupListParams, 'viewerId' | 'pattern'>, shape: Omit<GroupListShape, 'search'>) => {
    let query = db
      .selectFrom('group_counts')
      .select((eb) =>
        eb.fn.coalesce(eb.fn.sum<number>('active_groups'), sql<number>`0`).as('total'),
      );
    if (shape.category) query = query.where('category', '=', p.category);
    if (shape.isPrivate) query = query.where('is_private', '=', p.isPrivate);
    return query;
  },
);

/** The groups' version (migration 20261127T0200): a search's total counted at it is still true. */
const groupSearchVersion = precompiled((db) =>
  db.selectFrom('group_search_version').select('version'),
);

/**
 * Search totals this process counted: what was searched, and the groups' version each was counted
 * at. Paging through a search, or searching what others just searched, reads the version instead
 * of counting again; any change that could alter a match bumps it. The version is read before
 * counting, so a change committed in between only labels a newer count with the older version,
 * which the next read finds stale: a total is never kept past a change.
 */
const searchTotals = new WeakMap<
  Kysely<Database>,
  Map<string, { version: string; total: number }>
>();
const SEARCH_TOTALS_KEPT = 1_000;

async function searchTotal(
  db: Kysely<Database>,
  params: GroupListParams,
  shape: GroupListShape,
): Promise<number> {
  const key = JSON.stringify([
    params.pattern,
    shape.category ? params.category : null,
    shape.isPrivate ? params.isPrivate : null,
  ]);
  // Per database (a test process opens several; a transaction is one of its own).
  let totals = searchTotals.get(db);
  if (!totals) searchTotals.set(db, (totals = new Map()));
  const version = (await groupSearchVersion.takeFirst(db, {}))?.version;
  const kept = totals.get(key);
  if (kept && kept.version === version) return kept.total;
  const count = await groupListMatches.takeFirst(db, params, shape);
  const total = Number(count?.total ?? 0);
  if (version !== undefined) {
    totals.delete(key);
    // The oldest entry makes room: a Map iterates in insertion order.
    if (totals.size >= SEARCH_TOTALS_KEPT) totals.delete(totals.keys().next().value as string);
    totals.set(key, { version, total });
  }
  return total;
}

export async function listGroups(db: Kysely<Database>, viewerId: number, filters: GroupFilters) {
  const params: GroupListParams = {
    viewerId,
    pattern: filters.search ? containsPattern(filters.search.toLowerCase()) : '',
    category: filters.category ?? '',
    isPrivate: filters.is_private ?? false,
  };
  const shape: GroupListShape = {
    search: Boolean(filters.search),
    category: Boolean(filters.category),
    isPrivate: filters.is_private !== undefined,
  };
  const [rows, total] = await Promise.all([
    groupListPage.execute(db, params, { ...shape, limit: filters.limit, offset: filters.offset }),
    // A search counts its matches (through the trigram index), once per version of the groups.
    shape.search
      ? searchTotal(db, params, shape)
      : activeGroupCount
          .takeFirst(db, params, { category: shape.category, isPrivate: shape.isPrivate })
          .then((count) => Number(count?.total ?? 0)),
  ]);
  return { rows, total };
}

export async function listGroupsOfMember(
  db: Kysely<Database>,
  userId: number,
  limit: number,
  offset: number,
) {
  const query = groupsFor(db, userId)
    .where('groups.status', '=', 'active')
    .where('mine.user_id', 'is not', null);
  const [rows, count] = await Promise.all([
    // Literals for the reason given in listGroups.
    query.orderBy('groups.name').limit(sql.lit(limit)).offset(sql.lit(offset)).execute(),
    query
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.total };
}

/**
 * Home's pulse. Its members figure is the one Home shows: the women with an active account (issue
 * 36), each counted once, not the sum of the groups' member counts (which counts her per group).
 */
export async function pulse(db: Kysely<Database>) {
  const [groups, totals, members] = await Promise.all([
    db
      .selectFrom('groups')
      .leftJoin('users as creator', 'creator.id', 'groups.creator_id')
      .select([
        'groups.id',
        'groups.name',
        'groups.category',
        'groups.member_count',
        'groups.created_at',
      ])
      .select(
        sql<string | null>`nullif(trim(creator.first_name || ' ' || creator.last_name), '')`.as(
          'creator_name',
        ),
      )
      .where('groups.status', '=', 'active')
      .where('groups.is_private', '=', false)
      .orderBy('groups.created_at', 'desc')
      .orderBy('groups.id', 'desc')
      .limit(3)
      .execute(),
    db
      .selectFrom('groups')
      .select((eb) => [eb.fn.countAll<number>().as('total_groups')])
      .where('status', '=', 'active')
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('total_members'))
      .where('status', '=', 'active')
      .where('deactivated_at', 'is', null)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    groups,
    total_groups: Number(totals.total_groups),
    total_members: Number(members.total_members),
  };
}

export function insertGroup(
  db: Kysely<Database>,
  group: {
    name: string;
    description: string;
    category: string;
    is_private: boolean;
    max_members: number;
    creator_id: number;
    member_count: number;
  },
) {
  return db.insertInto('groups').values(group).returning('id').executeTakeFirstOrThrow();
}

export function updateGroup(
  db: Kysely<Database>,
  id: number,
  patch: {
    name?: string;
    description?: string;
    category?: string;
    is_private?: boolean;
    max_members?: number;
    status?: 'active' | 'inactive';
    allow_anonymous?: boolean;
  },
) {
  return db
    .updateTable('groups')
    .set({ ...patch, updated_at: new Date() })
    .where('id', '=', id)
    .where((eb) =>
      patch.max_members === undefined
        ? sql<boolean>`true`
        : eb('member_count', '<=', patch.max_members),
    )
    .executeTakeFirst();
}

export function deleteGroup(db: Kysely<Database>, id: number) {
  return db.deleteFrom('groups').where('id', '=', id).executeTakeFirst();
}

/** Takes one seat if the group is active and not full: the single statement that keeps capacity honest. */
export function takeSeat(db: Kysely<Database>, groupId: number) {
  return db
    .updateTable('groups')
    .set({ member_count: sql<number>`member_count + 1` })
    .where('id', '=', groupId)
    .where('status', '=', 'active')
    .where(sql<boolean>`member_count < max_members`)
    .returning('member_count')
    .executeTakeFirst();
}

export function releaseSeat(db: Kysely<Database>, groupId: number) {
  return db
    .updateTable('groups')
    .set({ member_count: sql<number>`member_count - 1` })
    .where('id', '=', groupId)
    .execute();
}

/** Locks the group row for the rest of the transaction (serialises admin changes of one group). */
export function lockGroup(db: Kysely<Database>, groupId: number) {
  return db
    .selectFrom('groups')
    .select(['id', 'member_count', 'max_members', 'status'])
    .where('id', '=', groupId)
    .forUpdate()
    .executeTakeFirst();
}
