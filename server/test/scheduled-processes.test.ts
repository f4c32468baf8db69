// Scheduled posts (issue 35, part 5) with two server processes on one database: each process
// runs the job runner, and every due post publishes once, its mention notifying once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from './db.ts';
import { createHarness, signUp, type Harness, type TestUser } from './harness.ts';
import { startServerProcess, type ServerProcess } from './process.ts';

const POSTS = 6;

let h: Harness;
let processes: ServerProcess[] = [];
let admin: TestUser;
let member: TestUser;
let groupId: number;

async function call(url: string, method: string, token: string, body?: object) {
  const res = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: body && JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { data: Record<string, unknown> } };
}

beforeAll(async () => {
  const db = await createTestDatabase();
  h = await createHarness(db);
  admin = await signUp(h, { first_name: 'Ada', last_name: 'Admin' });
  member = await signUp(h, { first_name: 'Mina', last_name: 'Member' });
  const { group } = await (
    await h.caller(admin.token)
  ).community.create({
    name: 'Two clocks',
    description: 'Posts on time',
    category: 'General',
    is_private: false,
    max_members: 50,
  });
  groupId = group.id;
  await (await h.caller(member.token)).community.join({ id: groupId });
  // Both processes tick every 100 ms, so both are looking when the posts fall due.
  processes = await Promise.all(
    [0, 1].map(() =>
      startServerProcess(db.url, {
        env: { JOB_TICK_MS: '100', RATE_LIMIT_POST_PER_USER: '100' },
      }),
    ),
  );
}, 90_000);

afterAll(async () => {
  await Promise.all(processes.map((p) => p.stop()));
  await h?.close();
});

describe('scheduled posts across two server processes', () => {
  it('each due post publishes once: one mention notification each, and the member sees them all', async () => {
    const [a, b] = processes.map((p) => p.url) as [string, string];
    const at = new Date(Date.now() + 2500).toISOString();
    const ids: number[] = [];
    for (let i = 0; i < POSTS; i++) {
      const made = await call(
        `${i % 2 ? a : b}/api/v1/community/groups/${groupId}/posts`,
        'POST',
        admin.token,
        {
          content: `Agenda ${i} for @[Mina Member](${member.id})`,
          publish_at: at,
        },
      );
      expect(made.status).toBe(201);
      ids.push((made.body.data.post as { id: number }).id);
    }
    const list = () => call(`${b}/api/v1/community/groups/${groupId}/posts`, 'GET', member.token);
    expect((await list()).body.data.total).toBe(0);

    let total = 0;
    for (let i = 0; i < 100 && total < POSTS; i++) {
      await new Promise((r) => setTimeout(r, 100));
      total = (await list()).body.data.total as number;
    }
    expect(total).toBe(POSTS);
    // A few more ticks of both processes: nothing publishes twice.
    await new Promise((r) => setTimeout(r, 1000));
    const mentions = await h.db
      .selectFrom('notifications')
      .select('target_id')
      .where('user_id', '=', member.id)
      .where('kind', '=', 'mention')
      .execute();
    expect(mentions.map((m) => m.target_id).sort((x, y) => x - y)).toEqual(
      ids.sort((x, y) => x - y),
    );
    const posts = (await list()).body.data.posts as { created_at: string; publish_at: null }[];
    expect(posts.every((p) => p.created_at === at && p.publish_at === null)).toBe(true);
  });
});
