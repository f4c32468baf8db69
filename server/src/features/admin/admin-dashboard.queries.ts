import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { pageWithTotal } from '../../lib/page.queries.ts';

type Page = { limit: number; offset: number };

/** The dashboard's counts: one scan per table, each count with its share since `since`. */
export async function stats(db: Kysely<Database>, since: Date) {
  const [users, groups, stories, reports] = await Promise.all([
    db
      .selectFrom('users')
      .select([
        sql<number>`count(*)`.as('total'),
        sql<number>`count(*) filter (where created_at >= ${since})`.as('recent'),
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('groups')
      .select([
        sql<number>`count(*) filter (where status = 'active')`.as('active'),
        sql<number>`count(*) filter (where created_at >= ${since})`.as('recent'),
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('stories')
      .select([
        sql<number>`count(*) filter (where status = 'published')`.as('published'),
        sql<number>`count(*) filter (where published_at >= ${since})`.as('recent'),
        sql<number>`count(*) filter (where status = 'draft' and is_member_submission)`.as(
          'pending',
        ),
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('reports')
      .select(sql<number>`count(distinct (target_type, target_id))`.as('targets'))
      .where('status', '=', 'open')
      .executeTakeFirstOrThrow(),
  ]);
  return {
    totalUsers: Number(users.total),
    newUsers: Number(users.recent),
    activeCommunities: Number(groups.active),
    newCommunities: Number(groups.recent),
    publishedStories: Number(stories.published),
    newStories: Number(stories.recent),
    pendingReviews: Number(stories.pending),
    openReports: Number(reports.targets),
  };
}

/** Sign-ups and new stories per day for the last `days` days, zeros included. */
export async function dailyActivity(db: Kysely<Database>, days: number) {
  const result = await sql<{ date: string; signups: number; stories: number }>`
    select to_char(d.day at time zone 'UTC', 'YYYY-MM-DD') as date,
      (select count(*) from users u where u.created_at >= d.day and u.created_at < d.day + interval '1 day')::int as signups,
      (select count(*) from stories s where s.created_at >= d.day and s.created_at < d.day + interval '1 day')::int as stories
    from generate_series(date_trunc('day', now(), 'UTC') - make_interval(days => ${days - 1}), date_trunc('day', now(), 'UTC'), interval '1 day') as d(day)
    order by d.day`.execute(db);
  return result.rows;
}

export function deletionRequests(db: Kysely<Database>, page: Page) {
  // A cancelled request is over: the member kept her account.
  const requests = db.selectFrom('account_deletion_requests').where('cancelled_at', 'is', null);
  return pageWithTotal(requests, page, (query) =>
    query
      .select([
        'id',
        'email',
        'reason',
        'feedback',
        'export_data',
        'created_at',
        'purge_after',
        'purged_at',
      ])
      .orderBy('id', 'desc'),
  );
}
