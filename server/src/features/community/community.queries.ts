import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { containsPattern } from '../../lib/like.ts';

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
] as const;

const USER_COLUMNS = ['users.first_name', 'users.last_name', 'users.profile_picture_id'] as const;

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
      sql<boolean>`my_request.id is not null`.as('request_pending'),
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

export async function listGroups(db: Kysely<Database>, viewerId: number, filters: GroupFilters) {
  let query = groupsFor(db, viewerId).where('groups.status', '=', 'active');
  if (filters.search) {
    const pattern = containsPattern(filters.search.toLowerCase());
    // Matches the trigram index expression exactly, so the planner can use it.
    query = query.where(
      sql<boolean>`lower(groups.name || ' ' || groups.description) like ${pattern}`,
    );
  }
  if (filters.category) query = query.where('groups.category', '=', filters.category);
  if (filters.is_private !== undefined)
    query = query.where('groups.is_private', '=', filters.is_private);
  const [rows, count] = await Promise.all([
    query
      .orderBy('groups.created_at', 'desc')
      .orderBy('groups.id', 'desc')
      .limit(filters.limit)
      .offset(filters.offset)
      .execute(),
    query
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.total };
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
    query.orderBy('groups.name').limit(limit).offset(offset).execute(),
    query
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.total };
}

export async function pulse(db: Kysely<Database>) {
  const [groups, totals] = await Promise.all([
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
      .select((eb) => [
        eb.fn.countAll<number>().as('total_groups'),
        eb.fn.coalesce(eb.fn.sum<number>('member_count'), sql<number>`0`).as('total_members'),
      ])
      .where('status', '=', 'active')
      .executeTakeFirstOrThrow(),
  ]);
  return {
    groups,
    total_groups: Number(totals.total_groups),
    total_members: Number(totals.total_members),
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

export function insertMember(
  db: Kysely<Database>,
  member: { group_id: number; user_id: number; role: 'admin' | 'member' },
) {
  return db
    .insertInto('group_members')
    .values(member)
    .onConflict((oc) => oc.columns(['group_id', 'user_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
}

export function findMembership(db: Kysely<Database>, groupId: number, userId: number) {
  return db
    .selectFrom('group_members')
    .select(['id', 'role', 'joined_at'])
    .where('group_id', '=', groupId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

function membersWithUsers(db: Kysely<Database>) {
  return db
    .selectFrom('group_members')
    .innerJoin('users', 'users.id', 'group_members.user_id')
    .select([
      'group_members.id',
      'group_members.user_id',
      'group_members.group_id',
      'group_members.role',
      'group_members.joined_at',
      ...USER_COLUMNS,
    ]);
}

export type MemberRow = Awaited<ReturnType<typeof findMember>> & object;

export function findMember(db: Kysely<Database>, groupId: number, userId: number) {
  return membersWithUsers(db)
    .where('group_members.group_id', '=', groupId)
    .where('group_members.user_id', '=', userId)
    .executeTakeFirst();
}

export async function listMembers(
  db: Kysely<Database>,
  groupId: number,
  limit: number,
  offset: number,
) {
  const [rows, count] = await Promise.all([
    membersWithUsers(db)
      .where('group_members.group_id', '=', groupId)
      .orderBy(sql`group_members.role = 'admin'`, 'desc')
      .orderBy('group_members.joined_at')
      .orderBy('group_members.id')
      .limit(limit)
      .offset(offset)
      .execute(),
    db
      .selectFrom('group_members')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('group_id', '=', groupId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.total };
}

export function deleteMember(db: Kysely<Database>, groupId: number, userId: number) {
  return db
    .deleteFrom('group_members')
    .where('group_id', '=', groupId)
    .where('user_id', '=', userId)
    .returning('role')
    .executeTakeFirst();
}

export function countAdmins(db: Kysely<Database>, groupId: number) {
  return db
    .selectFrom('group_members')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('group_id', '=', groupId)
    .where('role', '=', 'admin')
    .executeTakeFirstOrThrow();
}

/** Makes the longest-standing member an admin (when the last admin leaves). */
export function promoteLongestStanding(db: Kysely<Database>, groupId: number) {
  return db
    .updateTable('group_members')
    .set({ role: 'admin' })
    .where('id', '=', (eb) =>
      eb
        .selectFrom('group_members')
        .select('id')
        .where('group_id', '=', groupId)
        .orderBy('joined_at')
        .orderBy('id')
        .limit(1),
    )
    .returning('user_id')
    .executeTakeFirst();
}

export function setRole(
  db: Kysely<Database>,
  groupId: number,
  userId: number,
  role: 'admin' | 'member',
) {
  return db
    .updateTable('group_members')
    .set({ role })
    .where('group_id', '=', groupId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
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

export function insertRequest(db: Kysely<Database>, groupId: number, userId: number) {
  return db
    .insertInto('group_join_requests')
    .values({ group_id: groupId, user_id: userId })
    .onConflict((oc) => oc.columns(['group_id', 'user_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
}

export function deleteRequest(db: Kysely<Database>, groupId: number, userId: number) {
  return db
    .deleteFrom('group_join_requests')
    .where('group_id', '=', groupId)
    .where('user_id', '=', userId)
    .returning('id')
    .executeTakeFirst();
}

export async function listRequests(
  db: Kysely<Database>,
  groupId: number,
  limit: number,
  offset: number,
) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('group_join_requests')
      .innerJoin('users', 'users.id', 'group_join_requests.user_id')
      .select([
        'group_join_requests.id',
        'group_join_requests.group_id',
        'group_join_requests.user_id',
        'group_join_requests.created_at',
        ...USER_COLUMNS,
      ])
      .where('group_join_requests.group_id', '=', groupId)
      .orderBy('group_join_requests.created_at')
      .limit(limit)
      .offset(offset)
      .execute(),
    db
      .selectFrom('group_join_requests')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('group_id', '=', groupId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.total };
}

export async function listPosts(
  db: Kysely<Database>,
  groupId: number,
  limit: number,
  offset: number,
) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('group_posts')
      .innerJoin('users', 'users.id', 'group_posts.user_id')
      .select([
        'group_posts.id',
        'group_posts.group_id',
        'group_posts.user_id',
        'group_posts.content',
        'group_posts.created_at',
        ...USER_COLUMNS,
      ])
      .where('group_posts.group_id', '=', groupId)
      .orderBy('group_posts.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    db
      .selectFrom('group_posts')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('group_id', '=', groupId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.total };
}

export function insertPost(
  db: Kysely<Database>,
  post: { group_id: number; user_id: number; content: string },
) {
  return db
    .insertInto('group_posts')
    .values(post)
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
}

export function listGroupIdsOfMember(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('group_members')
    .select('group_id')
    .where('user_id', '=', userId)
    .orderBy('group_id')
    .execute();
}
