import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { openMembership } from '../../lib/visibility.queries.ts';
import { PROFILE_COLUMNS, twoFactorColumn } from './users.queries.ts';

type Db = Kysely<Database>;

/** A member page's row: the profile fields plus who she lets read them and message her. */
export function findMemberProfile(db: Db, id: number) {
  return db
    .selectFrom('users')
    .select([...PROFILE_COLUMNS, 'profile_visibility', 'dm_policy'])
    .select(twoFactorColumn)
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * The active groups the viewer belongs to that the member belongs to as well, not quietly (the
 * viewer's own groups when she is the member, quiet ones included), by name.
 */
export function listGroupsInCommon(db: Db, viewerId: number, memberId: number) {
  let query = db
    .selectFrom('group_members as mine')
    .innerJoin('groups', 'groups.id', 'mine.group_id')
    .select(['groups.id', 'groups.name', 'groups.is_private', 'mine.quiet'])
    .where('mine.user_id', '=', viewerId)
    .where('groups.status', '=', 'active');
  if (memberId !== viewerId)
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('group_members as theirs')
          .select('theirs.id')
          .whereRef('theirs.group_id', '=', 'mine.group_id')
          .where('theirs.user_id', '=', memberId)
          .where(openMembership('theirs')),
      ),
    );
  return query.orderBy('groups.name').orderBy('groups.id').execute();
}
