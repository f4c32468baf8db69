import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/db.ts';
import { auth, createHarness, signUp, type Harness, type TestUser } from '../../../test/harness.ts';

let h: Harness;
let ada: TestUser;
let group: number;
const pinned: number[] = [];
const initial: number[] = [];

async function post(content: string) {
  return (await (await h.caller(ada.token)).community.post({ id: group, content })).post.id;
}

/** One page through REST, as a client reads it. */
async function page(query: string) {
  const res = await h.app.inject({
    method: 'GET',
    url: `/api/v1/community/groups/${group}/posts?${query}`,
    headers: auth(ada.token),
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as {
    posts: { id: number; pinned: boolean }[];
    total: number;
    next_cursor: number | null;
  };
}

beforeAll(async () => {
  h = await createHarness(await createTestDatabase(), { RATE_LIMIT_POST_PER_USER: '1000' });
  ada = await signUp(h);
  const created = await (
    await h.caller(ada.token)
  ).community.create({
    name: 'Paging circle',
    description: 'Many posts',
    category: 'General',
    is_private: false,
    max_members: 10,
  });
  group = created.group.id;
  for (let i = 0; i < 23; i += 1) initial.push(await post(`post ${i}`));
  // Two older posts pinned: they lead the first page only.
  for (const id of [initial[3], initial[7]] as number[]) {
    await (await h.caller(ada.token)).community.pinPost({ id });
    pinned.push(id);
  }
}, 60_000);
afterAll(() => h.close());

describe('keyset paging of a group’s posts', () => {
  it('returns every post exactly once while others are posted between and during the pages', async () => {
    const seen: number[] = [];
    const added: number[] = [];
    let next = await page('limit=5');
    expect(next.posts.slice(0, 2).map((p) => p.id)).toEqual([...pinned].reverse());
    seen.push(...next.posts.map((p) => p.id));
    while (next.next_cursor !== null) {
      const cursor = next.next_cursor;
      const [result] = await Promise.all([
        page(`limit=5&before=${cursor}`),
        post('meanwhile').then((id) => added.push(id)),
        post('meanwhile').then((id) => added.push(id)),
      ]);
      expect(result.posts.some((p) => p.pinned)).toBe(false);
      seen.push(...result.posts.map((p) => p.id));
      next = result;
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.filter((id) => initial.includes(id)).sort((a, b) => a - b)).toEqual(initial);
    // Posts added while paging are newer than every cursor: none shows up in a later page.
    expect(seen.filter((id) => added.includes(id))).toEqual([]);
  });

  it('answers null as next_cursor on the last page, and limit and offset keep working', async () => {
    const all = await page('limit=100');
    expect(all.next_cursor).toBeNull();
    expect(all.posts).toHaveLength(all.total);
    const second = await page('limit=5&offset=5');
    expect(second.posts.map((p) => p.id)).toEqual(all.posts.slice(5, 10).map((p) => p.id));
    expect(second.next_cursor).toBe(second.posts.at(-1)?.id);
  });

  it('a first page of pinned posts only still leads on to the others', async () => {
    const first = await page('limit=2');
    expect(first.posts.every((p) => p.pinned)).toBe(true);
    expect(first.next_cursor).not.toBeNull();
    const rest = await page(`limit=1&before=${first.next_cursor}`);
    expect(rest.posts[0]?.pinned).toBe(false);
  });

  it('refuses a cursor that is not a post id with 400', async () => {
    const res = await h.app.inject({
      method: 'GET',
      url: `/api/v1/community/groups/${group}/posts?before=abc`,
      headers: auth(ada.token),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.any(String) });
  });
});
