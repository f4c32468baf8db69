/**
 * The API benchmark's verdicts against issue 14's targets, and its dated section in
 * bench/results.md (newest first, earlier sections kept below).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DeliveryFigures } from './delivery.ts';
import type { ScaleFigures } from './scale.ts';
import { TRPC_PAIRS, type RunFigures } from './scenarios.ts';

export interface ApiBenchResult {
  quick: boolean;
  seconds: number;
  warmup: number;
  counts: Record<string, number>;
  runs: RunFigures[];
  peakRss: number;
  scale: { search: boolean; small: ScaleFigures; large: ScaleFigures }[];
  delivery: DeliveryFigures;
  embedded: { rss: number; peak: number };
  loadAtStart: number;
  loadAtEnd: number;
  plansFile: string | null;
}

interface Verdict {
  target: string;
  figure: string;
  pass: boolean;
}

const num = (n: number) => Math.round(n).toLocaleString('en-US');
const ratio = (n: number) => (Number.isFinite(n) ? n.toFixed(2) : 'n/a');

/** The bare run a product run is measured against, at the same connection count. */
export function bareFor(runs: RunFigures[], run: RunFigures): RunFigures | undefined {
  const bareName = TRPC_PAIRS[run.scenario] ?? runs.find((r) => r.pairs === run.scenario)?.scenario;
  return runs.find((r) => r.scenario === bareName && r.connections === run.connections);
}

export function verdicts(result: ApiBenchResult): Verdict[] {
  const out: Verdict[] = [];
  for (const run of result.runs.filter((r) => r.connections === 50 && r.target === 'product')) {
    const bare = bareFor(result.runs, run);
    if (!bare) continue;
    const rps = run.reqPerSec / bare.reqPerSec;
    const p99 = run.p99 / bare.p99;
    out.push({
      target: `${run.scenario}: ≥ 0.7 of the bare server's req/s and p99 ≤ 1.5x its p99 (50 connections)`,
      figure: `${ratio(rps)} of req/s (${num(run.reqPerSec)} vs ${num(bare.reqPerSec)}), p99 ${ratio(p99)}x (${run.p99} vs ${bare.p99} ms)`,
      pass: rps >= 0.7 && p99 <= 1.5,
    });
  }
  for (const { search, small, large } of result.scale) {
    const r = large.p50 / small.p50;
    out.push({
      target: `Group list${search ? ', search,' : ''} at ${num(large.groups)} groups within 1.5x of its latency at ${num(small.groups)} (p50, one request at a time)`,
      figure: `${ratio(r)}x (p50 ${large.p50} vs ${small.p50} ms; p99 ${large.p99} vs ${small.p99} ms)`,
      pass: r <= 1.5,
    });
  }
  const d = result.delivery;
  out.push({
    target: `Chat delivery to ${d.subscribers} live subscribers: p99 under 250 ms`,
    figure: `p50 ${d.p50} ms, p99 ${d.p99} ms, max ${d.max} ms; ${num(d.delivered)} of ${num(d.expected)} delivered`,
    pass: d.p99 < 250 && d.delivered === d.expected,
  });
  out.push({
    target: 'Product server peak RSS under load on PostgreSQL: at most 250 MB',
    figure: `${result.peakRss} MB`,
    pass: result.peakRss <= 250,
  });
  return out;
}

/** Responses that were not 2xx, errors or time-outs: a run that had any measured a failure. */
export function failedRuns(runs: RunFigures[]): RunFigures[] {
  return runs.filter((r) => r.non2xx > 0 || r.errors > 0 || r.timeouts > 0);
}

/** A run's full collections: how many, per 1,000 requests, and their main-thread pauses summed. */
function gcCell(run: RunFigures): string {
  if (!run.gc) return '';
  const per = run.requests ? (run.gc.full * 1000) / run.requests : 0;
  return `${run.gc.full} (${per.toFixed(1)}; ${Math.round(run.gc.fullPauseMs)} ms)`;
}

export function formatSection(result: ApiBenchResult): string {
  const cpu = os.cpus();
  const date = new Date().toISOString().replace('T', ' ').slice(0, 16);
  const c = result.counts;
  const lines = [
    `## ${date} UTC: API server vs a bare node:http + pg server${result.quick ? ' (--quick trial)' : ''}`,
    '',
    `Machine: ${cpu.length} cores (${cpu[0]?.model.trim() ?? 'unknown'}), Node ${process.version}, PostgreSQL 15 on the same machine (fsync off), load average (1 min) ${result.loadAtStart.toFixed(1)} at the start and ${result.loadAtEnd.toFixed(1)} at the end: other work shared the 2 cores, so read the ratios more than the absolute figures. Dataset: ${num(c.users!)} users, ${num(c.groups!)} groups, ${num(c.memberships!)} memberships, ${num(c.posts!)} posts, ${num(c.messages!)} chat messages (member_count drift: ${c.drifted}). Each run: autocannon, ${result.warmup} s warm-up dropped, then ${result.seconds} s; each request as a random one of the seeded members; product and bare runs alternate. The bare server (server/bench/api/bare-server.ts) looks the session up by the token's SHA-256 on every request and runs the product's SQL as named prepared statements; the product keeps each session's lookup for up to 30 s (forgotten when the database announces a change; SESSION_CACHE_MS). Both answered the same bodies before the runs. Both run with V8's \`--trace-gc\`; the last column counts each run's full (mark-compact) collections.`,
    '',
    '| Scenario | Connections | req/s | p50 | p99 | non-2xx / errors | req/s vs bare | p99 vs bare | full GCs (per 1,000 requests; pauses) |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...result.runs.map((r) => {
      const bare = r.target === 'product' ? bareFor(result.runs, r) : undefined;
      return `| ${r.scenario} | ${r.connections} | ${num(r.reqPerSec)} | ${r.p50} ms | ${r.p99} ms | ${r.non2xx} / ${r.errors + r.timeouts} | ${bare ? ratio(r.reqPerSec / bare.reqPerSec) : ''} | ${bare ? `${ratio(r.p99 / bare.p99)}x` : ''} | ${gcCell(r)} |`;
    }),
    '',
    `Embedded database (PGlite, no DATABASE_URL, demo content loaded on first start): the product server's RSS ${result.embedded.rss} MB once idle (peak ${result.embedded.peak} MB while it migrated and seeded); reported, no target.${result.plansFile ? ` Plans of the hot queries: \`${result.plansFile}\`.` : ''}`,
    '',
    '| Target (issue 14) | Figure | Verdict |',
    '| --- | --- | --- |',
    ...verdicts(result).map((v) => `| ${v.target} | ${v.figure} | ${v.pass ? 'PASS' : 'FAIL'} |`),
    '',
  ];
  return lines.join('\n');
}

export function appendSection(resultsFile: string, section: string) {
  const intro = '# Benchmark results\n\nNewest first. `npm run bench` adds a section.\n\n';
  const older = fs.existsSync(resultsFile)
    ? fs.readFileSync(resultsFile, 'utf8').replace(intro, '')
    : '';
  fs.mkdirSync(path.dirname(resultsFile), { recursive: true });
  fs.writeFileSync(resultsFile, `${intro}${section}${older ? `\n${older}` : ''}`);
}
