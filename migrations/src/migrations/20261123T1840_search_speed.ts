import { sql, type Kysely } from 'kysely';

/**
 * Search at 100,000 posts: a word in thousands of posts ranks only the newest of them, read in
 * date order from this index (live posts only, as search shows only those) and checked against the
 * word as they come, instead of reading every match (search.queries.ts, rankMatches).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index group_posts_live_created_idx on group_posts (created_at desc, id desc) where deleted_at is null and hidden_at is null`.execute(
    db,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index group_posts_live_created_idx`.execute(db);
}
