import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, adminFixture, type Harness, type TestUser } from '../../../test/harness.ts';

let h: Harness;
let admin: TestUser;

beforeAll(async () => ({ h, admin } = await adminFixture()));
afterAll(() => h.close());

type Listed = { id: number; section: string | null; category: string | null };

async function create(payload: Record<string, unknown>) {
  return h.app.inject({
    method: 'POST',
    url: '/api/v1/admin/stories',
    headers: auth(admin.token),
    payload: { content: 'A few paragraphs of a real article.', status: 'published', ...payload },
  });
}

async function createdId(payload: Record<string, unknown>): Promise<number> {
  const res = await create(payload);
  expect(res.statusCode).toBe(201);
  return res.json().data.story.id;
}

async function listed(query: string): Promise<{ stories: Listed[]; total: number }> {
  const res = await h.app.inject({ method: 'GET', url: `/api/v1/stories?limit=100${query}` });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

describe('articles as stories with a section and category', () => {
  let iron: number;
  let sleep: number;
  let community: number;
  let news: number;

  beforeAll(async () => {
    iron = await createdId({
      title: 'Tired all the time? Check your iron',
      section: 'health-lifestyle',
      category: 'nutrition',
    });
    sleep = await createdId({
      title: 'A one-week sleep reset',
      section: 'health-lifestyle',
      category: 'wellness',
    });
    community = await createdId({ title: 'Learning to swim at forty-one' });
    news = await createdId({ title: 'Pay gap narrows', section: 'news' });
  });

  it('answers section and category on the story, in the admin and the public shapes', async () => {
    const one = await h.app.inject({ method: 'GET', url: `/api/v1/stories/${iron}` });
    expect(one.json().data.story).toMatchObject({
      section: 'health-lifestyle',
      category: 'nutrition',
    });
    const admin_ = await h.app.inject({
      method: 'GET',
      url: `/api/v1/admin/stories/${community}`,
      headers: auth(admin.token),
    });
    expect(admin_.json().data.story).toMatchObject({ section: null, category: null });
  });

  it('the community list holds no article; a section (and category) filter lists only its own', async () => {
    const plain = await listed('');
    expect(plain.stories.map((s) => s.id)).toEqual([community]);
    expect(plain.total).toBe(1);

    const hub = await listed('&section=health-lifestyle');
    expect(hub.stories.map((s) => s.id)).toEqual([sleep, iron]);
    const topic = await listed('&section=health-lifestyle&category=nutrition');
    expect(topic.stories.map((s) => s.id)).toEqual([iron]);
    expect(topic.total).toBe(1);
    expect((await listed('&section=news')).stories.map((s) => s.id)).toEqual([news]);
    expect((await listed('&section=career-finance')).stories).toEqual([]);
  });

  it('a filter outside the lists answers 400 with the documented body', async () => {
    for (const query of [
      '?section=recipes',
      '?section=news&category=nutrition',
      '?section=career-finance&category=nutrition',
      '?category=nutrition',
    ]) {
      const res = await h.app.inject({ method: 'GET', url: `/api/v1/stories${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: expect.any(String),
      });
    }
  });

  it('refuses a category outside its section on create and on update, and stores nothing', async () => {
    const before = await h.db.selectFrom('stories').select('id').execute();
    for (const payload of [
      { section: 'career-finance', category: 'nutrition' },
      { section: 'news', category: 'finance' },
      { category: 'finance' },
      { section: null, category: 'finance' },
      { section: 'gossip' },
    ]) {
      const res = await create({ title: 'Misfiled', ...payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', issues: expect.any(Array) });
    }
    expect(await h.db.selectFrom('stories').select('id').execute()).toHaveLength(before.length);

    const update = (payload: Record<string, unknown>) =>
      h.app.inject({
        method: 'PUT',
        url: `/api/v1/admin/stories/${iron}`,
        headers: auth(admin.token),
        payload,
      });
    // Alone, each half is checked against the stored other.
    for (const payload of [
      { category: 'finance' },
      { section: 'career-finance' },
      { section: null },
      { section: 'news', category: 'beauty' },
    ]) {
      const res = await update(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        issues: [{ path: ['category'] }],
      });
    }
    const row = await h.db
      .selectFrom('stories')
      .select(['section', 'category'])
      .where('id', '=', iron)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ section: 'health-lifestyle', category: 'nutrition' });

    const moved = await update({ category: 'fitness' });
    expect(moved.json().data.story).toMatchObject({
      section: 'health-lifestyle',
      category: 'fitness',
    });
    const back = await update({ category: 'nutrition' });
    expect(back.statusCode).toBe(200);
  });

  it('the database refuses a category outside its section too', async () => {
    await expect(
      h.db
        .updateTable('stories')
        .set({ section: 'news', category: 'beauty' })
        .where('id', '=', iron)
        .execute(),
    ).rejects.toThrow(/stories_section_category_check/);
  });

  it('related stories share the section, its category first; community ones stay community', async () => {
    const fitness = await createdId({
      title: 'Strength training for absolute beginners',
      section: 'health-lifestyle',
      category: 'fitness',
    });
    const iron2 = await createdId({
      title: 'Five breakfasts with 20 grams of protein',
      section: 'health-lifestyle',
      category: 'nutrition',
    });
    const related = async (id: number) =>
      (
        (await h.app.inject({ method: 'GET', url: `/api/v1/stories/${id}` })).json().data
          .related as Listed[]
      ).map((s) => s.id);
    // The other nutrition article first, then the section's newest; never itself, news or community.
    expect(await related(iron)).toEqual([iron2, fitness, sleep]);
    expect(await related(community)).toEqual([]);
    const second = await createdId({ title: 'What night shifts taught me about rest' });
    expect(await related(community)).toEqual([second]);
    expect(await related(news)).toEqual([]);
  });
});
