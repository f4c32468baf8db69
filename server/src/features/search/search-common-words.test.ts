import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/db.ts';
import { auth, createHarness, signUp, type Harness, type TestUser } from '../../../test/harness.ts';

/**
 * A word in thousands of posts: the total stops at 500 ("500+ results"), pages end there, and the
 * posts ranked are the newest ones, with every visibility rule still applied.
 */
let h: Harness;
let ada: TestUser; // the searcher
let bea: TestUser; // author
let cleo: TestUser; // blocked by ada
let open: number;
let closed: number;

interface Page {
  results: { type: string; id: number }[];
  total: number;
  total_capped?: boolean;
}

async function results(query: string): Promise<Page> {
  const res = await h.app.inject({
    method: 'GET',
    url: `/api/v1/search?${query}`,
    headers: auth(ada.token),
  });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

async function group(name: string, isPrivate: boolean) {
  const row = await h.db
    .insertInto('groups')
    .values({
      name,
      description: name,
      category: 'General',
      creator_id: bea.id,
      is_private: isPrivate,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** `count` posts of `content`, one minute apart, the first `minutesAgo` minutes old. */
async function posts(
  count: number,
  content: (i: number) => string,
  opts: { groupId?: number; userId?: number; minutesAgo: number; hidden?: boolean },
) {
  const rows = Array.from({ length: count }, (_, i) => ({
    group_id: opts.groupId ?? open,
    user_id: opts.userId ?? bea.id,
    content: content(i),
    created_at: new Date(Date.now() - (opts.minutesAgo + i) * 60_000),
    hidden_at: opts.hidden ? new Date() : null,
  }));
  const inserted = await h.db.insertInto('group_posts').values(rows).returning('id').execute();
  return inserted.map((r) => r.id);
}

beforeAll(async () => {
  h = await createHarness(await createTestDatabase());
  ada = await signUp(h, { first_name: 'Ada', last_name: 'Obi' });
  bea = await signUp(h, { first_name: 'Bea', last_name: 'Quill' });
  cleo = await signUp(h, { first_name: 'Cleo', last_name: 'Marsh' });
  await h.db
    .insertInto('user_blocks')
    .values({ blocker_id: ada.id, blocked_id: cleo.id })
    .execute();
  open = await group('Open circle', false);
  closed = await group('Closed circle', true);
});
afterAll(() => h.close());

describe('GET /search: a word in thousands of posts', () => {
  it('counts to 500 and says there are more; pages end there; only what she may read', async () => {
    // The newest of all: posts she may not see (blocked author, private group, hidden).
    const unseen = [
      ...(await posts(30, () => 'Plentiful news', { userId: cleo.id, minutesAgo: 0 })),
      ...(await posts(30, () => 'Plentiful news', { groupId: closed, minutesAgo: 0 })),
      ...(await posts(30, () => 'Plentiful news', { hidden: true, minutesAgo: 0 })),
    ];
    // One post that ranks higher (the word twice) among the newest, the rest alike, newest first.
    const [better] = await posts(1, () => 'Plentiful plentiful news', { minutesAgo: 100 });
    const visible = await posts(2500, (i) => `Plentiful news ${i}`, { minutesAgo: 30 });
    // The best of all, but older than the newest 500 posts with the word: not ranked.
    await posts(1, () => 'Plentiful plentiful plentiful', { minutesAgo: 5000 });

    const first = await results('q=plentiful');
    expect(first.total).toBe(500);
    expect(first.total_capped).toBe(true);
    expect(first.results.map((r) => r.id)).toEqual([better, ...visible.slice(0, 19)]);

    const seen = new Set<number>();
    for (let offset = 0; offset < 500; offset += 100) {
      const page = await results(`q=plentiful&type=posts&limit=100&offset=${offset}`);
      expect([page.total, page.total_capped]).toEqual([500, true]);
      for (const r of page.results) seen.add(r.id);
    }
    expect(seen.size).toBe(500);
    expect(unseen.filter((id) => seen.has(id))).toEqual([]);
    // Past 500: no page, the same total.
    expect(await results('q=plentiful&limit=20&offset=500')).toEqual({
      results: [],
      total: 500,
      total_capped: true,
    });
  });

  it('ranks every match of a word in fewer posts, however old, and counts them exactly up to 500', async () => {
    const [oldest] = await posts(1, () => 'Middling middling tale', { minutesAgo: 9000 });
    await posts(600, () => 'Middling tale', { minutesAgo: 10 });
    const page = await results('q=middling&type=posts');
    expect(page.results[0]!.id).toBe(oldest);
    expect([page.total, page.total_capped]).toEqual([500, true]);
    await posts(3, () => 'Scarce tale', { minutesAgo: 10 });
    expect(await results('q=scarce')).toMatchObject({ total: 3 });
    expect((await results('q=scarce')).total_capped).toBeUndefined();
  });

  it('a word common only where she cannot read (the statistics say common) is counted exactly', async () => {
    await posts(2500, (i) => `Cloistered note ${i}`, { groupId: closed, minutesAgo: 0 });
    const mine = await posts(3, () => 'Cloistered but open', { minutesAgo: 20_000 });
    // What autovacuum does on a live server: the statistics now name the word among the common.
    await sql`analyze group_posts`.execute(h.db);
    const page = await results('q=cloistered');
    expect(page.results.map((r) => r.id).sort()).toEqual([...mine].sort());
    expect(page.total).toBe(3);
    expect(page.total_capped).toBeUndefined();
  });
});
