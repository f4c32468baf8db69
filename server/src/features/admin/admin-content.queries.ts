import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { containsPattern } from '../../lib/like.ts';
import { STORY_COLUMNS } from '../content/content.queries.ts';

const COMMUNITY_COLUMNS = [
  'id',
  'name',
  'description',
  'category',
  'member_count',
  'status',
  'created_at',
] as const;

type Sort = { sort: string; direction: 'asc' | 'desc' };

export async function listCommunities(
  db: Kysely<Database>,
  args: Sort & { search: string; status?: 'active' | 'inactive'; limit: number; offset: number },
) {
  let query = db.selectFrom('groups');
  if (args.search)
    query = query.where(
      sql<boolean>`lower(name || ' ' || description) like ${containsPattern(args.search.toLowerCase())}`,
    );
  if (args.status) query = query.where('status', '=', args.status);
  const order =
    {
      name: sql`lower(name)`,
      memberCount: sql`member_count`,
      createdAt: sql`created_at`,
      status: sql`status`,
    }[args.sort] ?? sql`created_at`;
  const [rows, count] = await Promise.all([
    query
      .select(COMMUNITY_COLUMNS)
      .orderBy(order, args.direction)
      .orderBy('id', args.direction)
      .limit(args.limit)
      .offset(args.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.total };
}

export function findCommunity(db: Kysely<Database>, id: number) {
  return db.selectFrom('groups').select(COMMUNITY_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export async function listStories(
  db: Kysely<Database>,
  args: Sort & {
    search: string;
    status?: 'draft' | 'published' | 'archived';
    limit: number;
    offset: number;
  },
) {
  let query = db.selectFrom('stories');
  if (args.search) {
    const pattern = containsPattern(args.search);
    query = query.where((eb) =>
      eb.or([eb('title', 'ilike', pattern), eb('author_name', 'ilike', pattern)]),
    );
  }
  if (args.status) query = query.where('status', '=', args.status);
  const order =
    {
      title: sql`lower(title)`,
      createdAt: sql`created_at`,
      publishedAt: sql`published_at`,
      status: sql`status`,
    }[args.sort] ?? sql`created_at`;
  const [rows, count] = await Promise.all([
    query
      .select(STORY_COLUMNS)
      .orderBy(order, (ob) => (args.direction === 'asc' ? ob.asc() : ob.desc()).nullsLast())
      .orderBy('id', args.direction)
      .limit(args.limit)
      .offset(args.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.total };
}

export function updateStory(
  db: Kysely<Database>,
  id: number,
  patch: {
    title?: string;
    content?: string;
    author_name?: string;
    status?: 'draft' | 'published' | 'archived';
    published_at?: Date | null;
  },
) {
  return db
    .updateTable('stories')
    .set({ ...patch, updated_at: new Date() })
    .where('id', '=', id)
    .returning(STORY_COLUMNS)
    .executeTakeFirst();
}

/** The dashboard's counts: one scan per table, each count with its share since `since`. */
export async function stats(db: Kysely<Database>, since: Date) {
  const [users, groups, stories] = await Promise.all([
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
  ]);
  return {
    totalUsers: Number(users.total),
    newUsers: Number(users.recent),
    activeCommunities: Number(groups.active),
    newCommunities: Number(groups.recent),
    publishedStories: Number(stories.published),
    newStories: Number(stories.recent),
    pendingReviews: Number(stories.pending),
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

export function recentUsers(db: Kysely<Database>, limit: number) {
  return db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'email', 'role', 'status', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export function recentStories(db: Kysely<Database>, limit: number) {
  return db
    .selectFrom('stories')
    .select([
      'id',
      'title',
      'content',
      'author_id',
      'author_name',
      'status',
      'is_member_submission',
      'created_at',
      'updated_at',
      'published_at',
    ])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export function contactMessages(db: Kysely<Database>, limit: number, offset: number) {
  return db
    .selectFrom('contact_messages')
    .select(['id', 'name', 'email', 'subject', 'message', 'created_at'])
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export function deletionRequests(db: Kysely<Database>, limit: number, offset: number) {
  return db
    .selectFrom('account_deletion_requests')
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
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export function deleteStory(db: Kysely<Database>, id: number) {
  return db.deleteFrom('stories').where('id', '=', id).execute();
}

export function setGroupStatus(db: Kysely<Database>, id: number, status: 'active' | 'inactive') {
  return db
    .updateTable('groups')
    .set({ status, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}
