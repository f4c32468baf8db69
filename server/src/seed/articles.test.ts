import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORY_SECTION_TOPICS, type StorySection } from '@hercircle/shared';
import { createTestDatabase } from '../../test/db.ts';
import { createHarness, type Harness } from '../../test/harness.ts';
import { seedDemo } from './index.ts';

let h: Harness;

beforeAll(async () => {
  h = await createHarness(await createTestDatabase());
  await seedDemo(h.db, { passwords: { member: 'demo-member-pass', admin: 'demo-admin-pass' } });
});
afterAll(() => h.close());

type Listed = { title: string; section: string | null; category: string | null; content: string };

async function listed(query: string): Promise<Listed[]> {
  const res = await h.app.inject({ method: 'GET', url: `/api/v1/stories?limit=100${query}` });
  expect(res.statusCode).toBe(200);
  return res.json().data.stories;
}

describe('demo articles', () => {
  it('every topic of both hubs lists published articles with a body of a few paragraphs', async () => {
    for (const section of ['health-lifestyle', 'career-finance'] as StorySection[]) {
      for (const category of Object.keys(STORY_SECTION_TOPICS[section])) {
        const articles = await listed(`&section=${section}&category=${category}`);
        expect(articles.length, `${section}/${category}`).toBeGreaterThanOrEqual(3);
        for (const a of articles) {
          expect(a).toMatchObject({ section, category });
          expect(a.content.split('\n\n').length, a.title).toBeGreaterThanOrEqual(3);
        }
      }
    }
  });

  it('keeps articles and news out of the community list; news is its own section', async () => {
    const community = await listed('');
    expect(community.length).toBeGreaterThan(0);
    expect(community.every((s) => s.section === null)).toBe(true);
    expect(community.map((s) => s.title)).not.toContain('A new fund backs women-led AI start-ups');
    const news = await listed('&section=news');
    expect(news.map((s) => s.title)).toContain('A new fund backs women-led AI start-ups');
  });

  it('a second run adds nothing, and moves news seeded before sections existed into its section', async () => {
    const count = async () =>
      (
        await h.db
          .selectFrom('stories')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    const before = await count();
    // As a database seeded before this change holds them.
    await h.db
      .updateTable('stories')
      .set({ section: null })
      .where('section', '=', 'news')
      .execute();
    const report = await seedDemo(h.db, {
      passwords: { member: 'x-member-pass', admin: 'x-pass' },
    });
    expect(report.stories).toBe(0);
    expect(await count()).toBe(before);
    expect((await listed('&section=news')).length).toBe(8);
    expect((await listed('')).every((s) => s.section === null)).toBe(true);
    expect((await listed('')).map((s) => s.title)).not.toContain(
      'A new fund backs women-led AI start-ups',
    );
  });
});
