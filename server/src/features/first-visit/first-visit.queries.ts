import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { isLive, visiblePosts } from '../../lib/visibility.queries.ts';

type Db = Kysely<Database>;

/** What her checklist is read from: her profile, and whether she is in a group and has written. */
export async function findChecklistFacts(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select((eb) => [
      'users.bio',
      'users.interests',
      'users.created_at',
      eb
        .exists(
          eb
            .selectFrom('group_members')
            .innerJoin('groups', 'groups.id', 'group_members.group_id')
            .select('group_members.id')
            .whereRef('group_members.user_id', '=', 'users.id')
            .where('groups.status', '=', 'active'),
        )
        .as('in_group'),
      eb
        .or([
          eb.exists(
            eb
              .selectFrom('group_posts')
              .select('group_posts.id')
              .whereRef('group_posts.user_id', '=', 'users.id')
              .where(isLive('group_posts')),
          ),
          eb.exists(
            eb
              .selectFrom('group_post_replies')
              .select('group_post_replies.id')
              .whereRef('group_post_replies.user_id', '=', 'users.id')
              .where(isLive('group_post_replies')),
          ),
        ])
        .as('wrote'),
      eb
        .exists(
          eb
            .selectFrom('checklist_dismissals')
            .select('checklist_dismissals.user_id')
            .whereRef('checklist_dismissals.user_id', '=', 'users.id'),
        )
        .as('dismissed'),
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
}

export function insertDismissal(db: Db, userId: number) {
  return db
    .insertInto('checklist_dismissals')
    .values({ user_id: userId })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}

/**
 * Public active groups she is not in and has not asked to join, those whose category or name
 * holds one of `words` first, then the busiest.
 */
export function listSuggestedGroups(db: Db, userId: number, words: string[], limit: number) {
  // Without words every group ranks the same (a constant is not allowed in ORDER BY).
  const matches =
    words.length === 0
      ? sql<boolean>`groups.id is null`
      : sql<boolean>`(${sql.join(
          words.map((w) => sql`groups.category ilike ${`%${w}%`} or groups.name ilike ${`%${w}%`}`),
          sql` or `,
        )})`;
  return db
    .selectFrom('groups')
    .select(['groups.id', 'groups.name', 'groups.category', 'groups.member_count'])
    .where('groups.status', '=', 'active')
    .where('groups.is_private', '=', false)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('group_members')
            .select('group_members.id')
            .whereRef('group_members.group_id', '=', 'groups.id')
            .where('group_members.user_id', '=', userId),
        ),
      ),
    )
    .orderBy(matches, 'desc')
    .orderBy('groups.member_count', 'desc')
    .orderBy('groups.id')
    .limit(limit)
    .execute();
}

/** Her active groups with the posts others wrote there since `since` that she may read. */
export function listHomeGroups(db: Db, userId: number, since: Date, limit: number) {
  const reader = { id: userId, moderator: false };
  return db
    .selectFrom('group_members')
    .innerJoin('groups', 'groups.id', 'group_members.group_id')
    .leftJoin('group_posts', (join) =>
      join
        .onRef('group_posts.group_id', '=', 'groups.id')
        .on('group_posts.created_at', '>=', since)
        .on('group_posts.user_id', '!=', userId)
        .on(visiblePosts(db, reader)),
    )
    .select((eb) => [
      'groups.id',
      'groups.name',
      eb.fn.count<string>('group_posts.id').as('new_posts'),
      eb.fn.max('group_posts.created_at').as('last_post_at'),
    ])
    .where('group_members.user_id', '=', userId)
    .where('groups.status', '=', 'active')
    .groupBy(['groups.id', 'groups.name'])
    .orderBy(sql`max(group_posts.created_at) desc nulls last`)
    .orderBy('groups.name')
    .limit(limit)
    .execute();
}

/**
 * Events not yet over and not cancelled that she answered, or that one of her groups holds, the
 * soonest first, with her answer.
 */
export function listHomeEvents(db: Db, userId: number, now: Date, limit: number) {
  return db
    .selectFrom('events')
    .leftJoin('event_rsvps', (join) =>
      join.onRef('event_rsvps.event_id', '=', 'events.id').on('event_rsvps.user_id', '=', userId),
    )
    .select([
      'events.id',
      'events.title',
      'events.starts_at',
      'events.timezone',
      'events.area',
      'event_rsvps.status as my_status',
    ])
    .where('events.ends_at', '>', now)
    .where('events.cancelled_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb('event_rsvps.user_id', 'is not', null),
        eb(
          'events.group_id',
          'in',
          eb
            .selectFrom('group_members')
            .innerJoin('groups', 'groups.id', 'group_members.group_id')
            .select('group_members.group_id')
            .where('group_members.user_id', '=', userId)
            .where('groups.status', '=', 'active'),
        ),
      ]),
    )
    .orderBy('events.starts_at')
    .orderBy('events.id')
    .limit(limit)
    .execute();
}
