import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { USER_COLUMNS } from './community-members.queries.ts';

/** Inserts a ban unless there is one; the row when this call made it. */
export function insertBan(
  db: Kysely<Database>,
  ban: { group_id: number; user_id: number; banned_by: number; reason: string | null },
) {
  return db
    .insertInto('group_bans')
    .values(ban)
    .onConflict((oc) => oc.columns(['group_id', 'user_id']).doNothing())
    .returning('user_id')
    .executeTakeFirst();
}

export function deleteBan(db: Kysely<Database>, groupId: number, userId: number) {
  return db
    .deleteFrom('group_bans')
    .where('group_id', '=', groupId)
    .where('user_id', '=', userId)
    .returning('user_id')
    .executeTakeFirst();
}

export async function isBanned(
  db: Kysely<Database>,
  groupId: number,
  userId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('group_bans')
    .select('user_id')
    .where('group_id', '=', groupId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function listBans(
  db: Kysely<Database>,
  groupId: number,
  limit: number,
  offset: number,
) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('group_bans')
      .innerJoin('users', 'users.id', 'group_bans.user_id')
      .leftJoin('users as banner', 'banner.id', 'group_bans.banned_by')
      .select([
        'group_bans.group_id',
        'group_bans.user_id',
        'group_bans.reason',
        'group_bans.created_at',
        'group_bans.banned_by',
        'banner.first_name as banned_by_first_name',
        'banner.last_name as banned_by_last_name',
        ...USER_COLUMNS,
      ])
      .where('group_bans.group_id', '=', groupId)
      .orderBy('group_bans.created_at', 'desc')
      .orderBy('group_bans.user_id')
      .limit(limit)
      .offset(offset)
      .execute(),
    db
      .selectFrom('group_bans')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('group_id', '=', groupId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.total };
}

/** The account's role on the site, to tell whether a group admin may act on it. */
export function findUserRole(db: Kysely<Database>, userId: number) {
  return db.selectFrom('users').select(['id', 'role']).where('id', '=', userId).executeTakeFirst();
}
