/**
 * Load benchmark (issue 10): 200 connections of mixed reads and writes for 60 s against the built
 * production server on a throwaway PostgreSQL. Fails when any response is not 2xx, any request
 * errs or times out, or any write the server acknowledged is missing from the database afterwards.
 * Appends its figures to bench/results.md (newest first).
 *
 *   npm run bench                                       (builds first)
 *   node --import tsx server/bench/load.ts --duration 10 --connections 50   (a trial: not recorded)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import pg from 'pg';
import { createSession, type AuthUser } from '../src/auth/sessions.ts';
import { openDatabase } from '../src/db/index.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { sendMessage } from '../src/features/chat/chat.service.ts';
import { createGroup } from '../src/features/community/community.service.ts';
import { joinGroup } from '../src/features/community/community-members.service.ts';
import { createPost } from '../src/features/community/community-posts.service.ts';
import { startTestPostgres } from '../test/pg-server.ts';
import { startServerProcess } from '../test/process.ts';

const STANDARD = { duration: 60, connections: 200 };
const MEMBERS = 400;
const GROUPS = 40;
const GROUPS_PER_MEMBER = 4;
const root = path.resolve(import.meta.dirname, '../..');
const resultsFile = path.join(root, 'bench/results.md');

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: String(STANDARD.duration) },
    connections: { type: 'string', default: String(STANDARD.connections) },
  },
});
const duration = Number(args.duration);
const connections = Number(args.connections);
const standardRun = duration === STANDARD.duration && connections === STANDARD.connections;

interface Member {
  user: AuthUser;
  token: string;
  /** Groups she belongs to: [group id, the group's conversation id]. */
  groups: [number, number][];
}

const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)]!;

function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

/** Members with sessions made directly (no argon2 on the way), public groups, posts and chat history. */
async function seed(url: string) {
  const handle = await openDatabase({ databaseUrl: url });
  const { db } = handle;
  await migrateToLatest(db);
  const members: Member[] = [];
  for (let i = 1; i <= MEMBERS; i++) {
    const row = await db
      .insertInto('users')
      .values({
        email: `member-${i}@bench.example`,
        password_hash: null,
        first_name: `Member`,
        last_name: `Number ${i}`,
      })
      .returning(['id', 'email', 'first_name', 'last_name'])
      .executeTakeFirstOrThrow();
    const user: AuthUser = {
      ...row,
      role: 'user',
      status: 'active',
      profile_picture: null,
      suspended_until: null,
      email_verified: true,
      discreet_email: false,
      two_factor: false,
    };
    members.push({ user, token: (await createSession(db, user.id)).token, groups: [] });
  }
  const groupIds: number[] = [];
  for (let g = 0; g < GROUPS; g++) {
    const creator = members[g]!;
    const group = await createGroup(db, creator.user, {
      name: `Load circle ${g + 1}`,
      description: `A group for the load benchmark, number ${g + 1}`,
      category: 'General',
      is_private: false,
      max_members: 1000,
    });
    groupIds.push(group.id);
    creator.groups.push([group.id, 0]);
  }
  for (const member of members) {
    for (const groupId of shuffle([...groupIds])) {
      if (member.groups.length >= GROUPS_PER_MEMBER) break;
      if (member.groups.some(([id]) => id === groupId)) continue;
      await joinGroup(db, member.user, { id: groupId });
      member.groups.push([groupId, 0]);
    }
  }
  const rooms = await db
    .selectFrom('conversations')
    .select(['id', 'group_id'])
    .where('group_id', 'is not', null)
    .execute();
  const roomOf = new Map(rooms.map((r) => [r.group_id, r.id]));
  for (const member of members) member.groups = member.groups.map(([g]) => [g, roomOf.get(g)!]);
  for (let i = 0; i < GROUPS * 10; i++) {
    const member = pick(members);
    await createPost(db, member.user, { id: pick(member.groups)[0], content: `Seed post ${i}` });
  }
  for (let i = 0; i < 300; i++) {
    const member = pick(members);
    const room = i % 2 ? 1 : pick(member.groups)[1];
    const input = {
      conversation_id: room,
      content: `Seed message ${i}`,
      message_type: 'text' as const,
    };
    await sendMessage({ db, env: { RATE_LIMIT_CHAT_PER_USER: 1_000_000 } }, member.user, input);
  }
  // Every (member, group) pair not yet joined, in random order: each join in the run takes one,
  // so no join can collide with another.
  const joins = shuffle(
    members.flatMap((m) =>
      groupIds.filter((g) => !m.groups.some(([id]) => id === g)).map((g) => ({ m, g })),
    ),
  );
  return { handle, members, groupIds, joins };
}

type Kind = 'groups' | 'posts' | 'history' | 'profile' | Write;
type Write = 'send' | 'post' | 'join';
/** Where each write's acknowledged id lands: the response field and the table. */
const WRITES = {
  send: { field: 'message', table: 'messages' },
  post: { field: 'post', table: 'group_posts' },
  join: { field: 'member', table: 'group_members' },
} as const;
/** The mix: 75% reads, 25% writes. */
const MIX: [Kind, number][] = [
  ['groups', 20],
  ['posts', 20],
  ['history', 20],
  ['profile', 15],
  ['send', 13],
  ['post', 8],
  ['join', 4],
];

function chooseKind(): Kind {
  let roll = Math.random() * 100;
  for (const [kind, weight] of MIX) if ((roll -= weight) < 0) return kind;
  return 'groups';
}

async function main() {
  const postgres = await startTestPostgres();
  let server: Awaited<ReturnType<typeof startServerProcess>> | undefined;
  let failed = false;
  try {
    const admin = new pg.Client({ connectionString: postgres.url('postgres') });
    await admin.connect();
    await admin.query('CREATE DATABASE load');
    await admin.end();
    console.log(`Seeding ${MEMBERS} members, ${GROUPS} groups, posts and chat history…`);
    const { handle, members, groupIds, joins } = await seed(postgres.url('load'));
    const { db } = handle;

    if (!fs.existsSync(path.join(root, 'server/dist/main.js')))
      throw new Error('server/dist/main.js is missing: run `npm run build` first');
    server = await startServerProcess(postgres.url('load'), {
      built: true,
      env: {
        NODE_ENV: 'production',
        RATE_LIMIT_CHAT_PER_USER: '1000000',
        RATE_LIMIT_POST_PER_USER: '1000000',
      },
    });
    const serverPid = server.child.pid!;

    // What each 2xx write answered, to look for afterwards.
    const acknowledged: Record<Write, number[]> = { send: [], post: [], join: [] };
    const status = new Map<string, number>();
    let sequence = 0;
    // Other work on the machine skews every figure: record how busy it was.
    const loadAtStart = os.loadavg()[0]!.toFixed(1);
    console.log(`Running ${connections} connections for ${duration} s…`);
    const result = await autocannon({
      url: server.url,
      connections,
      duration,
      timeout: 10,
      requests: [
        {
          setupRequest(request, context: { kind?: Kind }) {
            let kind = chooseKind();
            const join = kind === 'join' ? joins.pop() : undefined;
            if (kind === 'join' && !join) kind = 'send';
            const m = join?.m ?? pick(members);
            const [groupId, roomId] = pick(m.groups);
            context.kind = kind;
            const headers = { authorization: `Bearer ${m.token}` };
            const write = (p: string, body: object) => ({
              ...request,
              method: 'POST' as const,
              path: `/api/v1${p}`,
              headers: { ...headers, 'content-type': 'application/json' },
              body: JSON.stringify(body),
            });
            const read = (p: string) => ({
              ...request,
              method: 'GET' as const,
              path: `/api/v1${p}`,
              headers,
            });
            sequence += 1;
            switch (kind) {
              case 'groups':
                return read(`/community/groups?limit=20&offset=${(sequence % 2) * 20}`);
              case 'posts':
                return read(`/community/groups/${pick(groupIds)}/posts?limit=20`);
              case 'history':
                return read(`/chat/messages/${sequence % 3 ? roomId : 1}?limit=50`);
              case 'profile':
                return read(`/users/${pick(members).user.id}/profile`);
              case 'send':
                return write('/chat/send', {
                  conversation_id: sequence % 2 ? roomId : 1,
                  content: `Load message ${sequence}`,
                });
              case 'post':
                return write(`/community/groups/${groupId}/posts`, {
                  content: `Load post ${sequence}`,
                });
              case 'join':
                return write(`/community/groups/${join!.g}/join`, {});
            }
          },
          onResponse(code, body, context: { kind?: Kind }) {
            const kind = context.kind!;
            status.set(`${kind} ${code}`, (status.get(`${kind} ${code}`) ?? 0) + 1);
            if (code < 200 || code >= 300 || !(kind in WRITES)) return;
            const data = (JSON.parse(body) as { data: Record<string, { id: number }> }).data;
            acknowledged[kind as Write].push(data[WRITES[kind as Write].field]!.id);
          },
        },
      ],
    });
    const peakRss = Number(
      /VmHWM:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${serverPid}/status`, 'utf8'))?.[1] ?? NaN,
    );

    const found = { send: 0, post: 0, join: 0 };
    for (const kind of Object.keys(found) as Write[]) {
      const { rows } = await sql<{ n: string }>`select count(*) as n
        from ${sql.table(WRITES[kind].table)}
        where id = any(${sql.val(acknowledged[kind])}::int[])`.execute(db);
      found[kind] = Number(rows[0]!.n);
    }
    const drift = await sql<{ id: number }>`select g.id from groups g
      where g.member_count <> (select count(*) from group_members m where m.group_id = g.id)`.execute(
      db,
    );
    await handle.close();

    const writes = acknowledged.send.length + acknowledged.post.length + acknowledged.join.length;
    const kept = found.send + found.post + found.join;
    const lost = writes - kept;
    failed =
      result.non2xx > 0 ||
      result.errors > 0 ||
      result.timeouts > 0 ||
      lost > 0 ||
      drift.rows.length > 0;
    const cpu = os.cpus();
    const figures = [
      ['Requests', `${result.requests.total.toLocaleString('en-US')} in ${duration} s`],
      ['Throughput', `${Math.round(result.requests.average).toLocaleString('en-US')} req/s`],
      [
        'Latency',
        `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
      ],
      ['Non-2xx / errors / timeouts', `${result.non2xx} / ${result.errors} / ${result.timeouts}`],
      [
        'Acknowledged writes found afterwards',
        `${kept.toLocaleString('en-US')} of ${writes.toLocaleString('en-US')} (chat sends ${found.send}/${acknowledged.send.length}, posts ${found.post}/${acknowledged.post.length}, joins ${found.join}/${acknowledged.join.length})`,
      ],
      ['Groups whose member_count drifted', String(drift.rows.length)],
      ['Machine load average (1 min) at start', loadAtStart],
      ['Server peak RSS', `${Math.round(peakRss / 1024)} MB`],
      ['Verdict', failed ? 'FAIL' : 'PASS'],
    ] as const;
    console.log(`\nLoad: ${connections} connections, ${duration} s, mixed reads and writes`);
    for (const [name, value] of figures) console.log(`  ${name}: ${value}`);
    console.log(
      `  Responses by kind and status: ${[...status].map(([k, n]) => `${k}: ${n}`).join(', ')}`,
    );

    if (standardRun) {
      const date = new Date().toISOString().replace('T', ' ').slice(0, 16);
      const section = [
        `## ${date} UTC: load, ${connections} connections, ${duration} s`,
        '',
        `Machine: ${cpu.length} cores (${cpu[0]?.model.trim() ?? 'unknown'}), Node ${process.version}, PostgreSQL on the same machine. Seed: ${MEMBERS} members, ${GROUPS} groups. Mix: ${MIX.map(([k, w]) => `${k} ${w}%`).join(', ')} (groups, posts, history and profile are reads).`,
        '',
        '| Figure | Value |',
        '| --- | --- |',
        ...figures.map(([name, value]) => `| ${name} | ${value} |`),
        '',
      ].join('\n');
      const intro = '# Benchmark results\n\nNewest first. `npm run bench` adds a section.\n\n';
      const older = fs.existsSync(resultsFile)
        ? fs.readFileSync(resultsFile, 'utf8').replace(intro, '')
        : '';
      fs.mkdirSync(path.dirname(resultsFile), { recursive: true });
      fs.writeFileSync(resultsFile, `${intro}${section}${older ? `\n${older}` : ''}`);
      console.log(`  Recorded in ${path.relative(root, resultsFile)}`);
    }
  } finally {
    await server?.stop();
    postgres.stop();
  }
  if (failed) {
    console.error('Load benchmark: FAIL');
    process.exit(1);
  }
}

await main();
