/**
 * API benchmark (issue 14): the built product server against a bare node:http + pg server doing the
 * same work, on a throwaway PostgreSQL loaded with 10,000 users, 2,000 groups, 200,000 memberships,
 * 100,000 posts and 500,000 chat messages. Prints req/s, p50 and p99 of each scenario at 50 and 200
 * connections with the ratio to the bare server, the product's peak RSS, the group list's latency
 * at 200,000 groups against 2,000, chat delivery to 200 live subscribers and the embedded database's
 * idle RSS; appends a section to bench/results.md and the hot queries' plans to bench/plans/.
 * Exits non-zero when a target is missed or any request failed.
 *
 *   npm run bench                                    (builds first; about 10 minutes)
 *   node --import tsx server/bench/api.ts --quick    (a trial on a small dataset: nothing recorded)
 *   flags: --seconds 10 --warmup 3 --connections 50,200 --record (record a non-standard run)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../src/db/index.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { startTestPostgres } from '../test/pg-server.ts';
import type { ServerProcess } from '../test/process.ts';
import { countRows, FULL, growGroups, loadDataset, QUICK, type Member } from './api/dataset.ts';
import { timeDelivery } from './api/delivery.ts';
import { capturePlans } from './api/plans.ts';
import { appendSection, failedRuns, formatSection, verdicts } from './api/report.ts';
import { timeGroupList } from './api/scale.ts';
import { drive, figures, SCENARIOS, type RunFigures } from './api/scenarios.ts';
import { gcFigures, withoutGcTrace } from './api/gc.ts';
import { embeddedIdleRss, rssMb, startBare, startProduct, waitUntilIdle } from './api/servers.ts';
import { checkSameAnswers } from './api/parity.ts';

const root = path.resolve(import.meta.dirname, '../..');
const { values: args } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    seconds: { type: 'string' },
    warmup: { type: 'string' },
    connections: { type: 'string' },
    record: { type: 'boolean', default: false },
  },
});
const quick = args.quick;
const seconds = Number(args.seconds ?? (quick ? 2 : 10));
const warmup = Number(args.warmup ?? (quick ? 1 : 3));
const connectionCounts = (args.connections ?? (quick ? '50' : '50,200')).split(',').map(Number);
const size = quick ? QUICK : FULL;
const grownGroups = quick ? 20_000 : 200_000;
const subscribers = quick ? 50 : 200;
const record = args.record || (!quick && !args.seconds && !args.warmup && !args.connections);

async function scaleFigures(url: string, members: Member[], groups: number, search: boolean) {
  const f = await timeGroupList(url, members, {
    groups,
    search,
    warmupMs: warmup * 1000,
    measureMs: Math.min(seconds, 5) * 1000,
  });
  console.log(
    `  group list${search ? ', search' : ''} at ${groups} groups, one at a time: p50 ${f.p50} ms, p99 ${f.p99} ms (${f.requests} requests)`,
  );
  return f;
}

async function main() {
  const loadAtStart = os.loadavg()[0]!;
  const postgres = await startTestPostgres();
  const servers: ServerProcess[] = [];
  try {
    const adminUrl = postgres.url('postgres');
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query('CREATE DATABASE api');
    await admin.end();
    const databaseUrl = postgres.url('api');
    const handle = await openDatabase({ databaseUrl });
    await migrateToLatest(handle.db);
    let started = Date.now();
    console.log(`API benchmark${quick ? ' (--quick)' : ''}: loading the dataset…`);
    const data = await loadDataset(handle.db, size);
    console.log(`  loaded in ${((Date.now() - started) / 1000).toFixed(1)} s:`, data.counts);
    const { members } = data;

    const product = await startProduct(databaseUrl);
    servers.push(product);
    const bare = await startBare(databaseUrl);
    servers.push(bare);
    await checkSameAnswers(adminUrl, product.url, bare.url, members[0]!);
    console.log('  product and bare server answer the same bodies');

    const plans: string[] = [];
    plans.push(
      await capturePlans(adminUrl, 'api', databaseUrl, members[0]!, `${data.counts.groups} groups`),
    );

    const runs: RunFigures[] = [];
    for (const connections of connectionCounts)
      for (const scenario of SCENARIOS) {
        await waitUntilIdle(product.url, '/api/v1/health');
        const server = scenario.target === 'product' ? product : bare;
        await drive(server.url, members, scenario, { connections, seconds: warmup });
        const traced = server.output().length;
        const run = figures(
          scenario,
          connections,
          await drive(server.url, members, scenario, { connections, seconds }),
        );
        run.gc = gcFigures(server.output().slice(traced));
        runs.push(run);
        console.log(
          `  ${run.scenario}, ${connections} connections: ${Math.round(run.reqPerSec)} req/s, p50 ${run.p50} ms, p99 ${run.p99} ms, non-2xx ${run.non2xx}, errors ${run.errors + run.timeouts}, full GCs ${run.gc.full}`,
        );
      }
    const peakRss = rssMb(product.child.pid!, 'peak');
    console.log(`  product peak RSS: ${peakRss} MB`);

    await waitUntilIdle(product.url, '/api/v1/health');
    console.log(`Chat delivery to ${subscribers} live subscribers…`);
    const delivery = await timeDelivery(product.url, members, {
      subscribers,
      messages: quick ? 5 : 20,
      gapMs: 250,
    });
    console.log(
      `  p50 ${delivery.p50} ms, p99 ${delivery.p99} ms, ${delivery.delivered}/${delivery.expected} delivered`,
    );
    // Lost messages are a failure to explain: show what the server said meanwhile.
    if (delivery.delivered < delivery.expected)
      console.log(
        `  the product server's last output:\n${withoutGcTrace(product.output()).slice(-3000)}`,
      );

    console.log(`Group list at ${data.counts.groups} groups, then at ${grownGroups}…`);
    const smallFigures = [
      await scaleFigures(product.url, members, data.counts.groups!, false),
      await scaleFigures(product.url, members, data.counts.groups!, true),
    ];
    started = Date.now();
    await growGroups(handle.db, size, grownGroups);
    const counts = await countRows(handle.db);
    console.log(
      `  grown to ${counts.groups} groups in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    const largeFigures = [
      await scaleFigures(product.url, members, counts.groups!, false),
      await scaleFigures(product.url, members, counts.groups!, true),
    ];
    plans.push(
      await capturePlans(adminUrl, 'api', databaseUrl, members[0]!, `${counts.groups} groups`),
    );
    await handle.close();
    for (const server of servers.splice(0)) await server.stop();

    console.log('Embedded database (PGlite) idle RSS…');
    const embedded = await embeddedIdleRss(quick ? 2000 : 5000);
    console.log(`  idle RSS ${embedded.rss} MB (peak ${embedded.peak} MB)`);

    const stamp = new Date().toISOString().slice(0, 16).replace('T', '-').replace(':', '-');
    // A trial's plans go to the temp folder, to read without touching bench/.
    const plansFile = record
      ? `bench/plans/api-${stamp}.txt`
      : path.join(os.tmpdir(), `hercircle-api-plans-${stamp}.txt`);
    fs.writeFileSync(path.resolve(root, plansFile), `${plans.join('\n\n')}\n`);
    console.log(`Plans of the hot queries: ${plansFile}`);
    const result = {
      quick,
      seconds,
      warmup,
      counts: { ...data.counts, grownTo: counts.groups! },
      runs,
      peakRss,
      scale: [
        { search: false, small: smallFigures[0]!, large: largeFigures[0]! },
        { search: true, small: smallFigures[1]!, large: largeFigures[1]! },
      ],
      delivery,
      embedded,
      loadAtStart,
      loadAtEnd: os.loadavg()[0]!,
      plansFile,
    };
    const section = formatSection(result);
    console.log(`\n${section}`);
    if (record) {
      appendSection(path.join(root, 'bench/results.md'), section);
      console.log(`Recorded in bench/results.md and ${plansFile}`);
    }
    const failed = failedRuns(runs);
    const missed = verdicts(result).filter((v) => !v.pass);
    if (failed.length > 0 || missed.length > 0) {
      console.error(
        `API benchmark: FAIL (${missed.length} targets missed${failed.length ? `; failed requests in ${failed.map((r) => `${r.scenario} at ${r.connections}`).join(', ')}` : ''})`,
      );
      process.exitCode = 1;
    }
  } finally {
    for (const server of servers) await server.stop();
    postgres.stop();
  }
}

await main();
