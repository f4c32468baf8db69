import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

/** Copies every membership of hers, role and joining date included, into the hold. */
export function copyMembershipsToHold(db: Db, userId: number) {
  return db
    .insertInto('held_group_memberships')
    .columns(['user_id', 'group_id', 'role', 'joined_at'])
    .expression((eb) =>
      eb
        .selectFrom('group_members')
        .select(['user_id', 'group_id', 'role', 'joined_at'])
        .where('user_id', '=', userId),
    )
    .onConflict((oc) => oc.columns(['user_id', 'group_id']).doNothing())
    .execute();
}

/** In group order: the order every flow takes group locks in. */
export function listHeldMemberships(db: Db, userId: number) {
  return db
    .selectFrom('held_group_memberships')
    .select(['group_id', 'role', 'joined_at'])
    .where('user_id', '=', userId)
    .orderBy('group_id')
    .execute();
}

export function deleteHeldMemberships(db: Db, userId: number) {
  return db.deleteFrom('held_group_memberships').where('user_id', '=', userId).execute();
}

/** Her membership as it was: the role and the joining date she had (the members list's order). */
export function insertMemberAsBefore(
  db: Db,
  member: { group_id: number; user_id: number; role: 'admin' | 'member'; joined_at: Date },
) {
  return db
    .insertInto('group_members')
    .values(member)
    .onConflict((oc) => oc.columns(['group_id', 'user_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
}
