import { sql, type Kysely } from 'kysely';
import { INSIGHT_WEEKS } from '@hercircle/shared';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

const WEEK_AGO = sql<Date>`now() - interval '7 days'`;

/**
 * The group dashboard's figures, as plain numbers (the service masks those that count people).
 * "This week" is the last 7 days. Deleted posts and replies are not counted; hidden ones are
 * (someone wrote them).
 */
export async function countInsights(db: Db, groupId: number) {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('group_members')
        .select(eb.fn.countAll<string>().as('n'))
        .where('group_id', '=', groupId)
        .as('members'),
      sql<string>`(select count(distinct a.user_id) from (
        select p.user_id from group_posts p
        where p.group_id = ${groupId} and p.deleted_at is null and p.created_at > ${WEEK_AGO}
        union all
        select r.user_id from group_post_replies r join group_posts p on p.id = r.post_id
        where p.group_id = ${groupId} and r.deleted_at is null and r.created_at > ${WEEK_AGO}
      ) a)`.as('active_members_week'),
      eb
        .selectFrom('group_posts')
        .select(eb.fn.countAll<string>().as('n'))
        .where('group_id', '=', groupId)
        .where('deleted_at', 'is', null)
        .where('created_at', '>', WEEK_AGO)
        .as('posts_week'),
      eb
        .selectFrom('group_post_replies as r')
        .innerJoin('group_posts as p', 'p.id', 'r.post_id')
        .select(eb.fn.countAll<string>().as('n'))
        .where('p.group_id', '=', groupId)
        .where('r.deleted_at', 'is', null)
        .where('r.created_at', '>', WEEK_AGO)
        .as('replies_week'),
      eb
        .selectFrom('group_join_requests')
        .select(eb.fn.countAll<string>().as('n'))
        .where('group_id', '=', groupId)
        .as('pending_requests'),
      // One per reported post or reply, as the group's moderation queue lists them.
      sql<string>`(select count(distinct (r.target_type, r.target_id)) from reports r
        where r.group_id = ${groupId} and r.status = 'open'
          and r.target_type in ('post', 'reply'))`.as('open_reports'),
    ])
    .executeTakeFirstOrThrow();
  return {
    members: Number(row.members),
    active_members_week: Number(row.active_members_week),
    posts_week: Number(row.posts_week),
    replies_week: Number(row.replies_week),
    pending_requests: Number(row.pending_requests),
    open_reports: Number(row.open_reports),
  };
}

/**
 * Members at the end of each of the last INSIGHT_WEEKS weeks (Monday to Monday, UTC), oldest
 * first: today's members who had joined by then. A leave deletes the membership, so one who left
 * counts in no week.
 */
export async function countMembersByWeek(db: Db, groupId: number) {
  const rows = await sql<{ week: string; members: string }>`
    select to_char(w.start, 'YYYY-MM-DD') as week,
      (select count(*) from group_members m
        where m.group_id = ${groupId}
          and m.joined_at < (w.start + interval '7 days') at time zone 'UTC') as members
    from generate_series(
      date_trunc('week', now() at time zone 'UTC') - make_interval(weeks => ${INSIGHT_WEEKS - 1}),
      date_trunc('week', now() at time zone 'UTC'),
      interval '7 days'
    ) as w(start)
    order by w.start`.execute(db);
  return rows.rows.map((r) => ({ week: r.week, members: Number(r.members) }));
}
