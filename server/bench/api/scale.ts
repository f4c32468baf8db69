/**
 * The group list's latency as the groups table grows: one request at a time (so the figure is the
 * server's work, not a queue), timed on the client to a tenth of a millisecond, for a fixed time
 * after a warm-up.
 */
import { performance } from 'node:perf_hooks';
import type { Member } from './dataset.ts';
import { SEARCH_TERM } from './dataset.ts';
import { percentile } from './delivery.ts';
import { waitUntilIdle } from './servers.ts';

export interface ScaleFigures {
  groups: number;
  requests: number;
  p50: number;
  p99: number;
}

export async function timeGroupList(
  url: string,
  members: Member[],
  options: { groups: number; search: boolean; warmupMs: number; measureMs: number },
): Promise<ScaleFigures> {
  const path = `/api/v1/community/groups?limit=20${options.search ? `&search=${SEARCH_TERM}` : ''}`;
  await waitUntilIdle(url, '/api/v1/health');
  const times: number[] = [];
  const warmUntil = Date.now() + options.warmupMs;
  const until = warmUntil + options.measureMs;
  for (let n = 0; Date.now() < until; n++) {
    const member = members[(n * 7919) % members.length]!;
    const started = performance.now();
    const res = await fetch(url + path, { headers: { authorization: `Bearer ${member.token}` } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`group list answered ${res.status}`);
    if (Date.now() >= warmUntil) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    groups: options.groups,
    requests: times.length,
    p50: round(percentile(times, 50)),
    p99: round(percentile(times, 99)),
  };
}
