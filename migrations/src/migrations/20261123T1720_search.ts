import { sql, type Kysely } from 'kysely';

/**
 * Full-text search (GET /search): one stored tsvector per searchable table, kept current by
 * PostgreSQL itself (generated columns), each with a GIN index so a match stays an index scan at
 * 100,000 posts. The 'simple' configuration (no stemming, no stop words) because members write in
 * more than one language and an English stemmer would mangle names; names and titles weigh more
 * (A) than bodies (B) so ts_rank puts a group or story named after the words first.
 */
const VECTORS = [
  { table: 'group_posts', expr: sql`to_tsvector('simple', content)` },
  {
    table: 'groups',
    expr: sql`setweight(to_tsvector('simple', name), 'A') || setweight(to_tsvector('simple', description), 'B')`,
  },
  {
    table: 'stories',
    expr: sql`setweight(to_tsvector('simple', title), 'A') || setweight(to_tsvector('simple', content), 'B')`,
  },
  { table: 'users', expr: sql`to_tsvector('simple', first_name || ' ' || last_name)` },
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const { table, expr } of VECTORS) {
    await sql`alter table ${sql.table(table)} add column search_vector tsvector generated always as (${expr}) stored`.execute(
      db,
    );
    await sql`create index ${sql.id(`${table}_search_idx`)} on ${sql.table(table)} using gin (search_vector)`.execute(
      db,
    );
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const { table } of VECTORS) {
    await sql`drop index ${sql.id(`${table}_search_idx`)}`.execute(db);
    await sql`alter table ${sql.table(table)} drop column search_vector`.execute(db);
  }
}
