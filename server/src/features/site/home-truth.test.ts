import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORY_SECTION_TOPICS, STORY_SECTIONS, type StorySection } from '@hercircle/shared';
import { createTestDatabase } from '../../../test/db.ts';
import { createHarness, signUp, type Harness, type TestUser } from '../../../test/harness.ts';
import { insertStory } from '../stories/stories.queries.ts';

/**
 * The numbers and lists Home and /stories show are the lists they describe (issue 36): the
 * upcoming events are the events table's next public ones, and a category tile's count is the
 * total of the list it links to.
 */
let h: Harness;
let admin: TestUser;

const HOUR = 3_600_000;

beforeAll(async () => {
  h = await createHarness(await createTestDatabase());
  admin = await signUp(h, { role: 'admin' });
});
afterAll(() => h.close());

describe("Home's upcoming events", () => {
  it("are the events table's next public events, soonest first, and nothing else", async () => {
    const organiser = await h.caller(admin.token);
    const create = async (title: string, inHours: number) => {
      const starts = Date.now() + inHours * HOUR;
      const { event } = await organiser.events.create({
        title,
        description: 'An event of the home page test',
        category: 'Community',
        starts_at: new Date(starts).toISOString(),
        ends_at: new Date(starts + HOUR).toISOString(),
        timezone: 'Europe/London',
        area: 'Online',
        online_url: 'https://meet.example.org/home',
      });
      return event.id;
    };
    const later = await create('Later', 72);
    const soonest = await create('Soonest', 2);
    const cancelled = await create('Cancelled', 1);
    await organiser.events.cancel({ id: cancelled });
    const second = await create('Second', 24);
    await create('Much later', 240);
    // A member's private group's event is not public.
    const member = await signUp(h);
    const { group } = await (
      await h.caller(member.token)
    ).community.create({ name: 'Private circle', description: 'Ours', is_private: true });
    const starts = Date.now() + HOUR;
    await (
      await h.caller(member.token)
    ).events.create({
      title: 'Private',
      description: 'Only for the circle',
      category: 'Community',
      starts_at: new Date(starts).toISOString(),
      ends_at: new Date(starts + HOUR).toISOString(),
      timezone: 'Europe/London',
      area: 'Online',
      online_url: 'https://meet.example.org/private',
      group_id: group.id,
    });

    // What Home asks for, as a visitor.
    const visitor = await h.caller(null);
    const shown = await visitor.events.list({ limit: 3 });
    const table = await h.db
      .selectFrom('events')
      .leftJoin('groups', 'groups.id', 'events.group_id')
      .select('events.id')
      .where('events.cancelled_at', 'is', null)
      .where('events.ends_at', '>=', new Date())
      .where((eb) =>
        eb.or([eb('events.group_id', 'is', null), eb('groups.is_private', '=', false)]),
      )
      .orderBy('events.starts_at')
      .orderBy('events.id')
      .limit(3)
      .execute();
    expect(shown.events.map((e) => e.id)).toEqual(table.map((r) => r.id));
    expect(shown.events.map((e) => e.id)).toEqual([soonest, second, later]);
  });
});

describe('story category counts', () => {
  it('each section and topic counts exactly the published stories its list holds', async () => {
    const add = (section: StorySection | null, category: string | null, published: boolean) =>
      insertStory(h.db, {
        title: `Counted ${section}/${category} ${Math.random()}`,
        content: 'A story for the counts.',
        author_id: null,
        author_name: 'HerCircle',
        status: published ? 'published' : 'draft',
        is_member_submission: false,
        published_at: published ? new Date() : null,
        section,
        category,
      });
    await add('career-finance', 'career', true);
    await add('career-finance', 'career', true);
    await add('career-finance', 'career', false);
    await add('career-finance', 'finance', true);
    await add('health-lifestyle', 'mental-health', true);
    await add('unfiltered', null, true);
    await add('unfiltered', null, false);
    await add('news', null, true);
    await add(null, null, true);

    const visitor = await h.caller(null);
    /** Every story of the list, page by page (a page holds 2), as a reader pages through it. */
    const all = async (input: { section?: StorySection; category?: string }) => {
      const ids: number[] = [];
      for (let offset = 0; ; offset += 2) {
        const page = await visitor.content.stories({ ...input, limit: 2, offset });
        ids.push(...page.stories.map((s) => s.id));
        if (page.stories.length < 2) return { ids, total: page.total };
      }
    };
    const lists: { section?: StorySection; category?: string }[] = [
      {},
      ...STORY_SECTIONS.flatMap((section) => [
        { section },
        ...Object.keys(STORY_SECTION_TOPICS[section]).map((category) => ({ section, category })),
      ]),
    ];
    for (const input of lists) {
      const { ids, total } = await all(input);
      const stored = await h.db
        .selectFrom('stories')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', '=', 'published')
        .where('section', input.section ? '=' : 'is', input.section ?? null)
        .$if(input.category !== undefined, (q) => q.where('category', '=', input.category!))
        .executeTakeFirstOrThrow();
      expect(total, JSON.stringify(input)).toBe(ids.length);
      expect(total, JSON.stringify(input)).toBe(Number(stored.n));
    }
    const career = await visitor.content.stories({
      section: 'career-finance',
      category: 'career',
      limit: 1,
    });
    expect(career.total).toBe(2);
    expect((await visitor.content.stories({ section: 'unfiltered', limit: 1 })).total).toBe(1);
  });
});
