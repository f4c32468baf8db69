/**
 * What the API benchmark drives: each scenario builds one request per call (a random seeded member,
 * so session lookups spread over many rows), run by autocannon after a warm-up whose figures are
 * dropped. Product and bare scenarios of the same work sit next to each other in the run order so the
 * machine's noise hits both alike.
 */
import autocannon from 'autocannon';
import type { Member } from './dataset.ts';
import { PASSWORD, SEARCH_TERM } from './dataset.ts';
import type { GcFigures } from './gc.ts';

export type Target = 'product' | 'bare';

export interface Scenario {
  name: string;
  target: Target;
  /** The product scenario this bare one is the yardstick for. */
  pairs?: string;
  request(member: Member, sequence: number): autocannon.Request;
}

export interface RunFigures {
  scenario: string;
  target: Target;
  pairs?: string;
  connections: number;
  requests: number;
  reqPerSec: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** The server's garbage collections during the measured seconds (gc.ts). */
  gc?: GcFigures;
}

const pick = <T>(items: T[], n: number): T => items[n % items.length]!;
const auth = (m: Member) => ({ authorization: `Bearer ${m.token}` });
const get = (path: string, m: Member): autocannon.Request => ({
  method: 'GET',
  path,
  headers: auth(m),
});
const trpc = (procedure: string, input: object) =>
  `/trpc/${procedure}?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: input }))}`;
const groupsPath = (search?: string) =>
  `/api/v1/community/groups?limit=20${search ? `&search=${search}` : ''}`;
/** Half the history reads are the busy community room, half one of her group rooms. */
const room = (m: Member, n: number) => (n % 2 ? 1 : pick(m.groups, n).roomId);
const historyPath = (m: Member, n: number) => `/api/v1/chat/messages/${room(m, n)}?limit=50`;

export const SCENARIOS: Scenario[] = [
  { name: 'REST group list', target: 'product', request: (m) => get(groupsPath(), m) },
  {
    name: 'bare group list',
    target: 'bare',
    pairs: 'REST group list',
    request: (m) => get(groupsPath(), m),
  },
  {
    name: 'tRPC group list',
    target: 'product',
    request: (m) => get(trpc('community.list', { limit: 20 }), m),
  },
  {
    name: 'REST group list, search',
    target: 'product',
    request: (m) => get(groupsPath(SEARCH_TERM), m),
  },
  {
    name: 'bare group list, search',
    target: 'bare',
    pairs: 'REST group list, search',
    request: (m) => get(groupsPath(SEARCH_TERM), m),
  },
  { name: 'REST chat history', target: 'product', request: (m, n) => get(historyPath(m, n), m) },
  {
    name: 'bare chat history',
    target: 'bare',
    pairs: 'REST chat history',
    request: (m, n) => get(historyPath(m, n), m),
  },
  {
    name: 'tRPC chat history',
    target: 'product',
    request: (m, n) => get(trpc('chat.messages', { conversationId: room(m, n), limit: 50 }), m),
  },
  {
    name: 'REST group posts page',
    target: 'product',
    request: (m, n) =>
      get(`/api/v1/community/groups/${pick(m.groups, n).groupId}/posts?limit=20`, m),
  },
  {
    name: 'REST chat send',
    target: 'product',
    request: (m, n) => ({
      method: 'POST',
      path: '/api/v1/chat/send',
      headers: { ...auth(m), 'content-type': 'application/json' },
      body: JSON.stringify({ conversation_id: room(m, n), content: `Bench message ${n}` }),
    }),
  },
  {
    name: 'REST profile read',
    target: 'product',
    request: (m, n) => get(`/api/v1/users/${(n % 5000) + 1}/profile`, m),
  },
  {
    name: 'REST login',
    target: 'product',
    request: (m) => ({
      method: 'POST',
      path: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: m.email, password: PASSWORD }),
    }),
  },
];

/** The tRPC scenario compared with the same bare run as its REST twin. */
export const TRPC_PAIRS: Record<string, string> = {
  'tRPC group list': 'bare group list',
  'tRPC chat history': 'bare chat history',
};

export async function drive(
  url: string,
  members: Member[],
  scenario: Scenario,
  options: { connections: number; seconds: number },
): Promise<autocannon.Result> {
  let sequence = 0;
  return autocannon({
    url,
    connections: options.connections,
    duration: options.seconds,
    timeout: 10,
    requests: [
      {
        setupRequest: (request) => {
          sequence += 1;
          return { ...request, ...scenario.request(pick(members, sequence * 7919), sequence) };
        },
      },
    ],
  });
}

export function figures(
  scenario: Scenario,
  connections: number,
  result: autocannon.Result,
): RunFigures {
  return {
    scenario: scenario.name,
    target: scenario.target,
    pairs: scenario.pairs,
    connections,
    requests: result.requests.total,
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}
