import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

/** Copies every membership of hers, role, joining date and quiet included, into the hold. */
export function copyMembershipsToHold(db: Db, userId: number) {
  return db
    .insertInto('held_group_memberships')
    .columns(['user_id', 'group_id', 'role', 'joined_at', 'quiet'])
    .expression((eb) =>
      eb
        .selectFrom('group_members')
        .select(['user_id', 'group_id', 'role', 'joined_at', 'quiet'])
        .where('user_id', '=', userId),
    )
    .onConflict((oc) => oc.columns(['user_id', 'group_id']).doNothing())
    .execute();
}

/** In group order: the order every flow takes group locks in. */
export function listHeldMemberships(db: Db, userId: number) {
  return db
    .selectFrom('held_group_memberships')
    .select(['group_id', 'role', 'joined_at', 'quiet'])
    .where('user_id', '=', userId)
    .orderBy('group_id')
    .execute();
}

export function deleteHeldMemberships(db: Db, userId: number) {
  return db.deleteFrom('held_group_memberships').where('user_id', '=', userId).execute();
}

/** Her membership as it was: her role, joining date (the members list's order) and quiet. */
export function insertMemberAsBefore(
  db: Db,
  member: {
    group_id: number;
    user_id: number;
    role: 'admin' | 'member';
    joined_at: Date;
    quiet: boolean;
  },
) {
  return db
    .insertInto('group_members')
    .values(member)
    .onConflict((oc) => oc.columns(['group_id', 'user_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
}
