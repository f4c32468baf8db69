import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/db.ts';
import { auth, createHarness, signUp, type Harness, type TestUser } from '../../../test/harness.ts';

let h: Harness;
let ada: TestUser; // the searcher
let bea: TestUser; // member of the private group, author
let cleo: TestUser; // blocked by ada
let dana: TestUser; // muted by ada

interface Result {
  type: string;
  id: number;
  title: string;
  snippet: { text: string; match: boolean }[];
  content_note: string | null;
  url: string;
}

async function search(token: string, query: string) {
  const res = await h.app.inject({
    method: 'GET',
    url: `/api/v1/search?${query}`,
    headers: auth(token),
  });
  return res;
}
async function results(
  token: string,
  query: string,
): Promise<{ results: Result[]; total: number }> {
  const res = await search(token, query);
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

async function group(
  name: string,
  opts: { is_private?: boolean; status?: 'active' | 'inactive' } = {},
) {
  const row = await h.db
    .insertInto('groups')
    .values({
      name,
      description: `About ${name}`,
      category: 'General',
      creator_id: bea.id,
      ...opts,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await h.db
    .insertInto('group_members')
    .values({ group_id: row.id, user_id: bea.id, role: 'admin' })
    .execute();
  return row.id;
}
async function post(
  groupId: number,
  userId: number,
  content: string,
  extra: { anonymous?: boolean } = {},
) {
  const row = await h.db
    .insertInto('group_posts')
    .values({ group_id: groupId, user_id: userId, content, ...extra })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

let open: number;
let closed: number;

beforeAll(async () => {
  h = await createHarness(await createTestDatabase());
  ada = await signUp(h, { first_name: 'Ada', last_name: 'Obi' });
  bea = await signUp(h, { first_name: 'Bea', last_name: 'Quillfeather' });
  cleo = await signUp(h, { first_name: 'Cleo', last_name: 'Marrowind' });
  dana = await signUp(h, { first_name: 'Dana', last_name: 'Marrowind' });
  await h.db
    .insertInto('user_blocks')
    .values({ blocker_id: ada.id, blocked_id: cleo.id })
    .execute();
  await h.db.insertInto('user_mutes').values({ muter_id: ada.id, muted_id: dana.id }).execute();
  open = await group('Open circle');
  closed = await group('Closed circle', { is_private: true });
  for (const u of [cleo, dana])
    await h.db.insertInto('group_members').values({ group_id: open, user_id: u.id }).execute();
});
afterAll(() => h.close());

describe('GET /search: only what the caller may read', () => {
  it("never returns a private group's post to a non-member; her fellow members find it", async () => {
    const id = await post(closed, bea.id, 'Our perimenopause notes stay in here');
    expect((await results(ada.token, 'q=perimenopause')).results).toEqual([]);
    const mine = await results(bea.token, 'q=perimenopause');
    expect(mine.results.map((r) => [r.type, r.id, r.title, r.url])).toEqual([
      ['posts', id, 'Closed circle', `/community/group/${closed}#post-${id}`],
    ]);
    expect(mine.total).toBe(1);
  });

  it('never returns a hidden or deleted post, not even to its author', async () => {
    const hidden = await post(open, bea.id, 'A hidden lavenderfield post');
    const deleted = await post(open, bea.id, 'A deleted lavenderfield post');
    await h.db
      .updateTable('group_posts')
      .set({ hidden_at: new Date() })
      .where('id', '=', hidden)
      .execute();
    await h.db
      .updateTable('group_posts')
      .set({ deleted_at: new Date() })
      .where('id', '=', deleted)
      .execute();
    for (const who of [ada, bea])
      expect(await results(who.token, 'q=lavenderfield')).toEqual({ results: [], total: 0 });
  });

  it('leaves out posts by a blocked pair and by members she muted, and blocked members themselves', async () => {
    await post(open, cleo.id, 'Driftwoodsong from a blocked member');
    await post(open, dana.id, 'Driftwoodsong from a muted member');
    const kept = await post(open, bea.id, 'Driftwoodsong from a friend');
    expect((await results(ada.token, 'q=driftwoodsong')).results.map((r) => r.id)).toEqual([kept]);
    // Cleo blocked is not found by name, either way; Dana muted still is (to unmute her).
    const found = await results(ada.token, 'q=marrowind&type=members');
    expect(found.results.map((r) => r.id)).toEqual([dana.id]);
    expect((await results(cleo.token, 'q=obi&type=members')).results).toEqual([]);
  });

  it('an anonymous post neither matches nor shows its author', async () => {
    const id = await post(open, bea.id, 'Anonymous thistledown worries', { anonymous: true });
    const res = await results(ada.token, 'q=thistledown');
    expect(res.results).toHaveLength(1);
    expect(Object.keys(res.results[0]!).sort()).toEqual([
      'content_note',
      'id',
      'snippet',
      'title',
      'type',
      'url',
    ]);
    expect(JSON.stringify(res)).not.toContain('Quillfeather');
    expect(res.results[0]!.id).toBe(id);
    expect((await results(ada.token, 'q=quillfeather&type=posts')).results).toEqual([]);
  });

  it('finds only published stories, active groups and active members', async () => {
    const published = await h.db
      .insertInto('stories')
      .values({
        title: 'Saltmarsh mornings',
        content: 'Walking.',
        author_name: 'Ed',
        status: 'published',
        published_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await h.db
      .insertInto('stories')
      .values({ title: 'Saltmarsh draft', content: 'Not yet.', author_name: 'Ed', status: 'draft' })
      .execute();
    await group('Saltmarsh closed down', { status: 'inactive' });
    const gone = await signUp(h, { first_name: 'Saltmarsh', last_name: 'Gone' });
    await h.db.updateTable('users').set({ status: 'inactive' }).where('id', '=', gone.id).execute();
    const res = await results(ada.token, 'q=saltmarsh');
    expect(res.results.map((r) => [r.type, r.id, r.url])).toEqual([
      ['stories', published.id, `/stories/${published.id}`],
    ]);
  });
});

describe('GET /search: content notes', () => {
  it('leaves out what she set to hide and carries the note of what stays collapsed', async () => {
    const selfHarm = await h.db
      .insertInto('group_posts')
      .values({
        group_id: open,
        user_id: bea.id,
        content: 'Heavy nightfern week',
        content_note: 'self_harm',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const grief = await h.db
      .insertInto('group_posts')
      .values({
        group_id: open,
        user_id: bea.id,
        content: 'Nightfern and loss',
        content_note: 'pregnancy_loss',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await (
      await h.caller(ada.token)
    ).users.updatePreferences({
      content_note_filters: { self_harm: 'hide' },
    });
    const res = await results(ada.token, 'q=nightfern');
    expect(res.total).toBe(1);
    expect(res.results.map((r) => [r.id, r.content_note])).toEqual([[grief.id, 'pregnancy_loss']]);
    // Her own filter never hides her own post from her, nor others' filters from anyone else.
    expect((await results(bea.token, 'q=nightfern')).results.map((r) => r.id).sort()).toEqual(
      [selfHarm.id, grief.id].sort(),
    );
  });
});

describe('GET /search: ranking, paging, snippets', () => {
  it('ranks a title match above a body match and filters by tab', async () => {
    const body = await group('Garden club');
    await h.db
      .updateTable('groups')
      .set({ description: 'We talk about quincejam too' })
      .where('id', '=', body)
      .execute();
    const title = await group('Quincejam makers');
    const all = await results(ada.token, 'q=quincejam');
    expect(all.results.map((r) => r.id)).toEqual([title, body]);
    expect((await results(ada.token, 'q=quincejam&type=posts')).total).toBe(0);
  });

  it('pages through every match once, with the total', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 5; i += 1) ids.push(await post(open, bea.id, `Pagingword number ${i}`));
    const first = await results(ada.token, 'q=pagingword&limit=2');
    const second = await results(ada.token, 'q=pagingword&limit=2&offset=2');
    const third = await results(ada.token, 'q=pagingword&limit=2&offset=4');
    expect([first.total, second.total, third.total]).toEqual([5, 5, 5]);
    const seen = [...first.results, ...second.results, ...third.results].map((r) => r.id);
    expect(seen.sort()).toEqual([...ids].sort());
    // Past the end: no results, and still the total (so the pager can go back).
    expect(await results(ada.token, 'q=pagingword&limit=2&offset=6')).toEqual({
      results: [],
      total: 5,
    });
  });

  it('matches word prefixes and marks them in a plain-text snippet', async () => {
    await post(open, bea.id, '<b>Not markup</b>: the hotflashes came back');
    const [hit] = (await results(ada.token, 'q=hotflash')).results;
    expect(hit!.snippet).toEqual([
      { text: '<b>Not markup</b>: the ', match: false },
      { text: 'hotflashes', match: true },
      { text: ' came back', match: false },
    ]);
  });

  it('shows a mention as the name a reader sees, never its stored token', async () => {
    await post(open, bea.id, `Thank you @[Ada Obi](${ada.id}) for the sunflowerseeds`);
    const [hit] = (await results(ada.token, 'q=sunflowerseeds')).results;
    expect(hit!.snippet.map((p) => p.text).join('')).toBe(
      'Thank you @Ada Obi for the sunflowerseeds',
    );
  });

  it('answers bad input with 400, no session with 401', async () => {
    for (const query of ['q=', 'q=a&type=everything', `q=${'x'.repeat(201)}`, 'q=a&limit=0']) {
      const res = await search(ada.token, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
    expect((await results(ada.token, 'q=%21%21')).total).toBe(0);
    const anon = await h.app.inject({ method: 'GET', url: '/api/v1/search?q=circle' });
    expect(anon.statusCode).toBe(401);
  });
});
