import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { blockedPairIds, listedMembership } from '../../lib/visibility.queries.ts';

export const USER_COLUMNS = [
  'users.first_name',
  'users.last_name',
  'users.profile_picture_id',
] as const;

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
      'group_members.quiet',
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

/**
 * Admins first, then by joining. A blocked pair does not see each other in it (either way), a
 * deactivated account is in nobody's list, and a quiet member only in her own and the group
 * admins' (listedMembership); the total stays the group's true count (its member_count says the
 * same: a deactivated member keeps her seat until she comes back), which names nobody.
 */
export async function listMembers(
  db: Kysely<Database>,
  groupId: number,
  page: { viewerId: number; siteAdmin: boolean; limit: number; offset: number },
) {
  const { limit, offset } = page;
  const [rows, count] = await Promise.all([
    membersWithUsers(db)
      .where('group_members.group_id', '=', groupId)
      .where('group_members.user_id', 'not in', blockedPairIds(db, page.viewerId))
      .where('users.deactivated_at', 'is', null)
      .where(listedMembership({ id: page.viewerId, siteAdmin: page.siteAdmin }))
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

export function insertRequest(db: Kysely<Database>, groupId: number, userId: number) {
  return db
    .insertInto('group_join_requests')
    .values({ group_id: groupId, user_id: userId })
    .onConflict((oc) => oc.columns(['group_id', 'user_id']).doNothing())
    .returning(['id', 'created_at'])
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

export function deleteRequestsOfUser(db: Kysely<Database>, userId: number) {
  return db.deleteFrom('group_join_requests').where('user_id', '=', userId).execute();
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
      // A deactivated account's request waits, out of sight, until she comes back.
      .where('users.deactivated_at', 'is', null)
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

export function listGroupIdsOfMember(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('group_members')
    .select('group_id')
    .where('user_id', '=', userId)
    .orderBy('group_id')
    .execute();
}

/** Sets whether her membership is quiet; undefined when she is not a member. */
export function setQuiet(db: Kysely<Database>, groupId: number, userId: number, quiet: boolean) {
  return db
    .updateTable('group_members')
    .set({ quiet })
    .where('group_id', '=', groupId)
    .where('user_id', '=', userId)
    .returning('quiet')
    .executeTakeFirst();
}
