import fc from 'fast-check';
import { sql } from 'kysely';
import sharp from 'sharp';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listProcedures } from '../src/trpc/catalog.ts';
import { appRouter } from '../src/trpc/app-router.ts';
import { APP_ERROR_CODES } from '../src/lib/app-error.ts';
import { createSession, validateToken } from '../src/auth/sessions.ts';
import { createTestDatabase } from './db.ts';
import { createHarness, signUp, type Harness, type TestUser } from './harness.ts';
import {
  images,
  restRequest,
  trpcRequest,
  type FuzzRequest,
  type RestOperation,
  type TrpcProcedure,
} from './fuzz-requests.ts';
import type { JsonSchema } from './fuzz-values.ts';
import { insertStory } from '../src/features/stories/stories.queries.ts';

/** FUZZ_SEED reproduces a run; FUZZ_RUNS changes how many requests each operation gets per role. */
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
const LEAK = /at .*\.ts:|select |insert into|syntax error/i;
const CODES = new Set(Object.keys(APP_ERROR_CODES));
type Role = 'visitor' | 'member' | 'admin';

let h: Harness;
const users: Record<'member' | 'admin', TestUser> = {} as Record<'member' | 'admin', TestUser>;
let bystander: TestUser;
let ids: number[];

interface Snapshot {
  user: unknown;
  group: unknown;
  message: unknown;
  storyComments: unknown;
  storySaves: unknown;
}
let before: Snapshot;
let bystanderGroup: number;

async function snapshot(): Promise<Snapshot> {
  const user = await h.db
    .selectFrom('users')
    .select(['email', 'first_name', 'last_name', 'bio', 'role', 'status', 'password_hash'])
    .where('id', '=', bystander.id)
    .executeTakeFirst();
  const group = await h.db
    .selectFrom('groups')
    .select(['name', 'description', 'member_count', 'is_private'])
    .where('id', '=', bystanderGroup)
    .executeTakeFirst();
  const message = await h.db
    .selectFrom('messages')
    .select(['content', 'sender_id'])
    .where('sender_id', '=', bystander.id)
    .execute();
  const storyComments = await h.db
    .selectFrom('story_comments')
    .select(['content', 'deleted_at', 'hidden_at'])
    .where('user_id', '=', bystander.id)
    .execute();
  const storySaves = await h.db
    .selectFrom('story_saves')
    .select('story_id')
    .where('user_id', '=', bystander.id)
    .execute();
  return { user, group, message, storyComments, storySaves };
}

beforeAll(async () => {
  h = await createHarness(await createTestDatabase());
  images.png = await sharp({
    create: { width: 2, height: 2, channels: 3, background: '#c0ffee' },
  })
    .png()
    .toBuffer();
  // The bystander's rows get ids from 100 (what ' 1', '1.0' or '0x10' coerce to stays below), every
  // other row's from 1000: no generated id reaches hers.
  const restartIds = (at: number) =>
    sql`select setval(c.oid, ${at}) from pg_class c where c.relkind = 'S'`.execute(h.db);
  await restartIds(100);
  bystander = await signUp(h);
  const her = await h.caller(bystander.token);
  bystanderGroup = (await her.community.create({ name: 'Quiet', description: 'Untouched' })).group
    .id;
  const { conversations: hers } = await her.chat.conversations();
  const herRoom = hers.find((c) => c.group_id === bystanderGroup);
  await her.chat.send({ conversation_id: herRoom!.id, content: 'still here' });
  // Her comment on a story and her saved story: no fuzzed delete or unsave may reach them.
  const herStory = await insertStory(h.db, {
    title: 'A story she commented on',
    content: 'Published long before the fuzzing began.',
    author_id: null,
    author_name: 'HerCircle',
    status: 'published',
    is_member_submission: false,
    published_at: new Date(),
  });
  await her.content.createStoryComment({ id: herStory.id, content: 'still here too' });
  await her.content.saveStory({ id: herStory.id });
  await restartIds(1000);

  users.member = await signUp(h);
  users.admin = await signUp(h, { role: 'admin' });
  const member = await h.caller(users.member.token);
  const { group } = await member.community.create({ name: 'Fuzz', description: 'Fuzzed group' });
  const { post } = await member.community.post({ id: group.id, content: 'A first post' });
  const { conversations } = await member.chat.conversations();
  const room = conversations.find((c) => c.group_id === group.id);
  const { message } = await member.chat.send({ conversation_id: room!.id, content: 'hi' });
  const { story } = await member.content.submitStory({
    title: 'A story',
    content: 'Long enough to be a story, surely.',
  });
  ids = [users.member.id, users.admin.id, group.id, post.id, room!.id, message.id, story.id];
  ids.push(999_999);
  before = await snapshot();
}, 120_000);
afterAll(async () => {
  await h?.close();
});

function restOperations(document: {
  paths: Record<string, Record<string, Omit<RestOperation, 'method' | 'path'>>>;
}): RestOperation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ ...op, method, path })),
  );
}

function trpcProcedures(): TrpcProcedure[] {
  return listProcedures(appRouter).flatMap(({ path, type, input: schema }) => {
    // Subscriptions are long-lived streams, not request and answer.
    if (type === 'subscription') return [];
    const input = schema
      ? (z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema)
      : undefined;
    return [{ path, type, input }];
  });
}

const restError = z
  .object({
    message: z.string().min(1),
    code: z.string(),
    issues: z
      .array(
        z
          .object({ path: z.array(z.union([z.string(), z.number()])), message: z.string() })
          .strict(),
      )
      .optional(),
  })
  .strict();
const trpcError = z.object({
  error: z.object({
    message: z.string().min(1),
    code: z.number(),
    data: z.object({ appCode: z.string(), httpStatus: z.number() }).loose(),
  }),
});

/** What is wrong with an answer, or null. */
function problem(request: FuzzRequest, status: number, type: string, text: string): string | null {
  if (status >= 500) return `status ${status}`;
  const readable = /json|text|html/.test(type);
  if (readable && LEAK.test(text)) return 'the body leaks a stack or SQL';
  if (status < 400) return null;
  if (!type.includes('application/json')) return `error without a JSON body (${type})`;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return 'error body is not JSON';
  }
  const trpcAnswers = Array.isArray(body) ? body : [body];
  if (request.url.startsWith('/trpc') && trpcAnswers.some((a) => a && 'error' in a)) {
    for (const answer of trpcAnswers) {
      if (!answer || !('error' in answer)) continue;
      const parsed = trpcError.safeParse(answer);
      if (!parsed.success) return `tRPC error shape: ${parsed.error.message}`;
      const { appCode, httpStatus } = parsed.data.error.data;
      if (!CODES.has(appCode) || httpStatus >= 500) return `tRPC appCode ${appCode} ${httpStatus}`;
      if (!Array.isArray(body) && httpStatus !== status) return `httpStatus ${httpStatus}`;
    }
    return null;
  }
  const parsed = restError.safeParse(body);
  if (!parsed.success) return `REST error shape: ${parsed.error.message}`;
  const code = parsed.data.code as keyof typeof APP_ERROR_CODES;
  if (!CODES.has(code) || APP_ERROR_CODES[code].status !== status)
    return `code ${code} with status ${status}`;
  return null;
}

interface Failure {
  case: string;
  request: string;
  status: number;
  why: string;
  body: string;
}

function describeRequest(r: FuzzRequest): string {
  const payload = r.payload === undefined ? '' : String(r.payload).slice(0, 300);
  return JSON.stringify({
    method: r.method,
    url: r.url.slice(0, 300),
    headers: r.headers,
    payload,
  });
}

/**
 * A role whose session the fuzz ended gets a new one; if the account itself is gone (deleted,
 * deactivated, suspended, demoted), a new account.
 */
async function keepSignedIn(role: Role): Promise<void> {
  if (role === 'visitor' || (await validateToken(h.db, users[role].token))) return;
  const row = await h.db
    .selectFrom('users')
    .select(['status', 'role'])
    .where('id', '=', users[role].id)
    .executeTakeFirst();
  if (row?.status === 'active' && (role === 'member' || row.role === 'admin'))
    users[role].token = (await createSession(h.db, users[role].id)).token;
  else users[role] = await signUp(h, role === 'admin' ? { role: 'admin' } : {});
}

describe('fuzzing every REST operation and tRPC procedure', () => {
  it('never answers 5xx, always with the documented error body, and leaves others’ data alone', async () => {
    const document = (await h.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    const cases: [string, fc.Arbitrary<FuzzRequest>][] = [
      ...restOperations(document).map((op): [string, fc.Arbitrary<FuzzRequest>] => [
        `${op.method} ${op.path}`,
        restRequest(op, ids),
      ]),
      ...trpcProcedures().map((p): [string, fc.Arbitrary<FuzzRequest>] => [
        `trpc ${p.path}`,
        trpcRequest(p, ids),
      ]),
    ];
    const failures: Failure[] = [];
    let sent = 0;
    const roles: Role[] = ['visitor', 'member', 'admin'];
    for (const [index, [name, arbitrary]] of cases.entries()) {
      for (const [r, role] of roles.entries()) {
        const seed = SEED + index * roles.length + r;
        for (const request of fc.sample(arbitrary, { seed, numRuns: RUNS })) {
          if (role !== 'visitor') request.headers.authorization = `Bearer ${users[role].token}`;
          const res = await h.app.inject({
            method: request.method as 'GET',
            url: request.url,
            headers: request.headers,
            payload: request.payload,
          });
          sent += 1;
          const why = problem(
            request,
            res.statusCode,
            String(res.headers['content-type'] ?? ''),
            res.body,
          );
          if (why)
            failures.push({
              case: `${name} as ${role} (seed ${seed})`,
              request: describeRequest(request),
              status: res.statusCode,
              why,
              body: res.body.slice(0, 300),
            });
          if (res.statusCode === 401) await keepSignedIn(role);
        }
      }
    }
    const kinds = new Map<string, number>();
    for (const f of failures) {
      const kind = `${f.case.replace(/ as .*/, '')}: ${f.why.split('\n')[0]}`;
      kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
    }
    const report = [
      `fuzz: seed ${SEED}, ${sent} requests, ${failures.length} failures`,
      ...[...kinds].map(([kind, n]) => `  ${n} × ${kind}`),
      ...failures.slice(0, 10).map((f) => JSON.stringify(f)),
    ].join('\n');
    // The report (with the seed to reproduce the run) is the failure's message; a pass prints nothing.
    expect(sent).toBeGreaterThanOrEqual(5000);
    expect(failures.length, report).toBe(0);

    // Nothing reached the bystander or Object.prototype, and the server still works.
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(await snapshot()).toEqual(before);
    expect(await validateToken(h.db, bystander.token)).not.toBeNull();
    const health = await h.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(health.statusCode).toBe(200);
  }, 180_000);
});
