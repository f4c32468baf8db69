import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/db.ts';
import { auth, createHarness, signUp, type Harness, type TestUser } from '../../../test/harness.ts';

let h: Harness;
let writer: TestUser;
let admin: TestUser;

beforeAll(async () => {
  h = await createHarness(await createTestDatabase());
  writer = await signUp(h, { first_name: 'Wren', last_name: 'Writer' });
  admin = await signUp(h, { role: 'admin' });
});
afterAll(() => h.close());

describe('stories', () => {
  it('a member submits a story: 201, a draft that waits for review and is not public yet', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/v1/stories',
      headers: auth(writer.token),
      payload: {
        title: 'What the river taught me',
        content: 'I learned to swim at forty-one, in a river in Wales, on a Tuesday.',
      },
    });
    expect(res.statusCode).toBe(201);
    const { story } = res.json().data;
    expect(story).toMatchObject({
      status: 'draft',
      author_name: 'Wren Writer',
      published_at: null,
    });
    expect(
      (await h.app.inject({ method: 'GET', url: `/api/v1/stories/${story.id}` })).statusCode,
    ).toBe(404);
    expect((await (await h.caller(admin.token)).admin.stats()).pending_reviews).toBe(1);
  });

  it('needs a session and a real story', async () => {
    expect(
      (
        await h.app.inject({
          method: 'POST',
          url: '/api/v1/stories',
          payload: { title: 'x', content: 'y' },
        })
      ).statusCode,
    ).toBe(401);
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/v1/stories',
      headers: auth(writer.token),
      payload: { title: ' ', content: 'short' },
    });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .issues.map((i: { path: string[] }) => i.path[0])
        .sort(),
    ).toEqual(['content', 'title']);
  });

  it('lists only published stories, newest first, to anyone; one story by id', async () => {
    const caller = await h.caller(admin.token);
    const first = await caller.admin.stories.create({
      title: 'Older story',
      content: 'A story that was published first, long enough.',
      status: 'published',
    });
    const second = await caller.admin.stories.create({
      title: 'Newer story',
      content: 'A story that was published second, long enough.',
      status: 'published',
    });
    const list = (await h.app.inject({ method: 'GET', url: '/api/v1/stories?limit=10' })).json()
      .data;
    expect(list.stories.map((s: { id: number }) => s.id)).toEqual([
      second.story.id,
      first.story.id,
    ]);
    expect(list.total).toBe(2);
    const one = await h.app.inject({ method: 'GET', url: `/api/v1/stories/${first.story.id}` });
    expect(one.json().data.story).toMatchObject({ title: 'Older story', status: 'published' });
  });

  it('with requireApproval off, member stories are published at once', async () => {
    const caller = await h.caller(admin.token);
    const settings = (await caller.admin.settings.get()).settings;
    await caller.admin.settings.update({ ...settings, requireApproval: false });
    const { story } = await (
      await h.caller(writer.token)
    ).content.submitStory({
      title: 'Straight out',
      content: 'No waiting room for this one, please.',
    });
    expect(story.status).toBe('published');
    expect(
      (await h.app.inject({ method: 'GET', url: `/api/v1/stories/${story.id}` })).statusCode,
    ).toBe(200);
    await caller.admin.settings.reset();
  });
});

describe('content notes on stories', () => {
  it('a member may give her story a content note; the story and the list carry it', async () => {
    const submit = (payload: Record<string, unknown>) =>
      h.app.inject({
        method: 'POST',
        url: '/api/v1/stories',
        headers: auth(writer.token),
        payload,
      });
    const story = {
      title: 'A hard year',
      content: 'This is about a loss I carried for a long time.',
    };
    const res = await submit({ ...story, content_note: 'pregnancy_loss' });
    expect(res.statusCode).toBe(201);
    const { id, content_note } = res.json().data.story;
    expect(content_note).toBe('pregnancy_loss');
    const without = await submit(story);
    expect(without.json().data.story.content_note).toBeNull();
    const bad = await submit({ ...story, content_note: 'gore' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      issues: [{ path: ['content_note'] }],
    });

    await h.db
      .updateTable('stories')
      .set({ status: 'published', published_at: new Date() })
      .where('id', '=', id)
      .execute();
    const one = await h.app.inject({ method: 'GET', url: `/api/v1/stories/${id}` });
    expect(one.json().data.story.content_note).toBe('pregnancy_loss');
    const list = await h.app.inject({ method: 'GET', url: '/api/v1/stories?limit=100' });
    const listed = (list.json().data.stories as { id: number; content_note: string | null }[]).find(
      (s) => s.id === id,
    );
    expect(listed?.content_note).toBe('pregnancy_loss');
  });
});
