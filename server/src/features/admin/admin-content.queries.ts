import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Sort = { sort: string; direction: 'asc' | 'desc' };
const escapeLike = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listCommunities(
  db: Kysely<Database>,
  args: Sort & { search: string; status?: 'active' | 'inactive'; limit: number; offset: number },
) {
  let query = db.selectFrom('groups');
  if (args.search)
    query = query.where(
      sql<boolean>`lower(name || ' ' || description) like ${escapeLike(args.search.toLowerCase())}`,
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
      .select(['id', 'name', 'description', 'category', 'member_count', 'status', 'created_at'])
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
  return db
    .selectFrom('groups')
    .select(['id', 'name', 'description', 'category', 'member_count', 'status', 'created_at'])
    .where('id', '=', id)
    .executeTakeFirst();
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
    const pattern = escapeLike(args.search);
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
      .orderBy(order, sql.raw(`${args.direction} nulls last`))
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
    .returning([
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
    .executeTakeFirst();
}

export async function stats(db: Kysely<Database>, since: Date) {
  const count = (q: Promise<{ n: number }>) => q.then((r) => Number(r.n));
  const [
    totalUsers,
    newUsers,
    activeCommunities,
    newCommunities,
    publishedStories,
    newStories,
    pendingReviews,
  ] = await Promise.all([
    count(
      db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ),
    count(
      db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('created_at', '>=', since)
        .executeTakeFirstOrThrow(),
    ),
    count(
      db
        .selectFrom('groups')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', '=', 'active')
        .executeTakeFirstOrThrow(),
    ),
    count(
      db
        .selectFrom('groups')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('created_at', '>=', since)
        .executeTakeFirstOrThrow(),
    ),
    count(
      db
        .selectFrom('stories')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', '=', 'published')
        .executeTakeFirstOrThrow(),
    ),
    count(
      db
        .selectFrom('stories')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('published_at', '>=', since)
        .executeTakeFirstOrThrow(),
    ),
    count(
      db
        .selectFrom('stories')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', '=', 'draft')
        .where('is_member_submission', '=', true)
        .executeTakeFirstOrThrow(),
    ),
  ]);
  return {
    totalUsers,
    newUsers,
    activeCommunities,
    newCommunities,
    publishedStories,
    newStories,
    pendingReviews,
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
