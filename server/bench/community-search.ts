/**
 * Benchmark: community search as groups grow (issue "Community groups": "an index that keeps search
 * fast as groups grow"). Grows a throwaway PostgreSQL to 2,000, 20,000 and 200,000 groups and at each
 * size times the same listGroups query the API runs (first page and total) for a rare and a common
 * term; at the largest size it checks the targets and that the planner uses the trigram index.
 * Exits non-zero when a target is missed.
 *
 *   npm run bench   (also prints the client size report)
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../src/db/index.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { listGroups } from '../src/features/community/community.queries.ts';
import { startTestPostgres } from '../test/pg-server.ts';

const SIZES = [2_000, 20_000, 200_000];
const LARGEST = SIZES[SIZES.length - 1]!;
const RUNS = 40;
/** Targets at the largest size, for the first page plus the total, on a 2-core machine. */
const TARGET_P95_MS = { rare: 20, common: 75 };

const WORDS = [
  'garden',
  'books',
  'running',
  'founders',
  'mothers',
  'coding',
  'yoga',
  'finance',
  'travel',
  'cooking',
  'wellness',
  'careers',
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

async function main() {
  const postgres = await startTestPostgres();
  let failed = false;
  try {
    const admin = new pg.Client({ connectionString: postgres.url('postgres') });
    await admin.connect();
    await admin.query('CREATE DATABASE bench');
    await admin.end();
    const handle = await openDatabase({ databaseUrl: postgres.url('bench') });
    const { db } = handle;
    await migrateToLatest(db);

    const creator = await db
      .insertInto('users')
      .values({
        email: 'bench@example.com',
        password_hash: 'x',
        first_name: 'Bench',
        last_name: 'Mark',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const words = sql.val(WORDS);
    const rareCode = (
      await sql<{ code: string }>`select substr(md5('1234'), 1, 8) as code`.execute(db)
    ).rows[0]!.code;
    const cases = { rare: rareCode, common: 'garden' } as const;

    console.log(`Community search: first page and total, ${RUNS} runs per figure`);
    let loaded = 0;
    for (const size of SIZES) {
      await sql`
        insert into groups (name, description, category, creator_id, member_count, created_at)
        select
          'Circle ' || i || ' ' || (${words}::text[])[i % 12 + 1],
          'A group about ' || (${words}::text[])[(i * 7) % 12 + 1] || ', code ' || substr(md5(i::text), 1, 8),
          'General',
          ${creator.id},
          0,
          now() - (i || ' minutes')::interval
        from generate_series(${loaded + 1}::int, ${size}::int) as i`.execute(db);
      loaded = size;
      // What autovacuum does on a live server: statistics, and the GIN pending list merged.
      await sql`vacuum analyze groups`.execute(db);

      for (const [kind, term] of Object.entries(cases) as [keyof typeof cases, string][]) {
        const times: number[] = [];
        let total = 0;
        for (let i = 0; i < RUNS + 5; i++) {
          const started = performance.now();
          const result = await listGroups(db, creator.id, { search: term, limit: 20, offset: 0 });
          if (i >= 5) times.push(performance.now() - started); // the first five warm the cache
          total = result.total;
        }
        times.sort((a, b) => a - b);
        const p95 = percentile(times, 95);
        const target = size === LARGEST ? TARGET_P95_MS[kind] : undefined;
        const ok = target === undefined || p95 <= target;
        failed ||= !ok;
        console.log(
          `  ${size.toLocaleString('en-US').padStart(7)} groups, ${kind.padEnd(6)} "${term}": ${String(total).padStart(5)} matches, p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms${target === undefined ? '' : ` (target ≤ ${target} ms) ${ok ? '✔' : '✘'}`}`,
        );
      }
    }

    const plan = await sql<{ 'QUERY PLAN': string }>`
      explain select id from groups
      where lower(name || ' ' || description) like ${`%${rareCode}%`}`.execute(db);
    const usesIndex = plan.rows.some((r) => r['QUERY PLAN'].includes('groups_search_trgm_idx'));
    failed ||= !usesIndex;
    console.log(
      `  at ${LARGEST.toLocaleString('en-US')} groups the planner uses groups_search_trgm_idx: ${usesIndex ? 'yes ✔' : 'no ✘'}`,
    );
    await handle.close();
  } finally {
    postgres.stop();
  }
  if (failed) {
    console.error('Community search benchmark: a target was missed.');
    process.exit(1);
  }
}

await main();
