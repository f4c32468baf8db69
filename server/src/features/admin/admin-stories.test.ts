import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, adminFixture, type Harness, type TestUser } from '../../../test/harness.ts';

let h: Harness;
let admin: TestUser;

beforeAll(async () => ({ h, admin } = await adminFixture()));
afterAll(() => h.close());

describe('stories', () => {
  it('creates a draft, edits it in any status, publishes it (sets publishedAt), deletes it', async () => {
    const created = await h.app.inject({
      method: 'POST',
      url: '/api/v1/admin/stories',
      headers: auth(admin.token),
      payload: { title: 'Draft by admin', content: 'An admin story that starts as a draft.' },
    });
    expect(created.statusCode).toBe(201);
    const story = created.json().data.story;
    expect(story).toMatchObject({
      status: 'draft',
      publishedAt: null,
      author_name: 'Nadia Brooks',
      author: admin.id,
    });
    const edited = await h.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/stories/${story.id}`,
      headers: auth(admin.token),
      payload: { title: 'Draft, renamed', status: 'archived' },
    });
    expect(edited.json().data.story).toMatchObject({ title: 'Draft, renamed', status: 'archived' });
    const published = await h.app.inject({
      method: 'POST',
      url: `/api/v1/admin/stories/${story.id}/publish`,
      headers: auth(admin.token),
    });
    expect(published.json().data.story.status).toBe('published');
    expect(published.json().data.story.publishedAt).not.toBeNull();
    expect(
      (
        await h.app.inject({
          method: 'POST',
          url: `/api/v1/admin/stories/${story.id}/publish`,
          headers: auth(admin.token),
        })
      ).statusCode,
    ).toBe(409);
    const found = (
      await h.app.inject({
        method: 'GET',
        url: '/api/v1/admin/stories?search=renamed&status=published',
        headers: auth(admin.token),
      })
    ).json().data;
    expect(found.stories.map((s: { id: number }) => s.id)).toEqual([story.id]);
    expect(
      (
        await h.app.inject({
          method: 'DELETE',
          url: `/api/v1/admin/stories/${story.id}`,
          headers: auth(admin.token),
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await h.app.inject({
          method: 'GET',
          url: `/api/v1/admin/stories/${story.id}`,
          headers: auth(admin.token),
        })
      ).statusCode,
    ).toBe(404);
  });

  it('with autoPublish on, admin stories are published at once', async () => {
    const caller = await h.caller(admin.token);
    const settings = (await caller.admin.settings.get()).settings;
    await caller.admin.settings.update({ ...settings, autoPublish: true });
    const { story } = await caller.admin.stories.create({
      title: 'Instant',
      content: 'Published as soon as it is saved.',
    });
    expect(story.status).toBe('published');
    await caller.admin.settings.reset();
  });
});

describe('content notes on stories', () => {
  it("an admin sets, changes and clears a story's content note; lists carry it", async () => {
    const send = (method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>) =>
      h.app.inject({
        method,
        url: `/api/v1/admin/stories${url}`,
        headers: auth(admin.token),
        payload,
      });
    const created = await send('POST', '', {
      title: 'Noted',
      content: 'A story about a hard subject, with a note.',
      content_note: 'abuse',
    });
    expect(created.statusCode).toBe(201);
    const { id, content_note } = created.json().data.story;
    expect(content_note).toBe('abuse');
    const changed = await send('PUT', `/${id}`, { content_note: 'mental_health' });
    expect(changed.json().data.story.content_note).toBe('mental_health');
    const list = await h.app.inject({
      method: 'GET',
      url: '/api/v1/admin/stories?limit=100',
      headers: auth(admin.token),
    });
    const listed = (list.json().data.stories as { id: number; content_note: string | null }[]).find(
      (s) => s.id === id,
    );
    expect(listed?.content_note).toBe('mental_health');
    const kept = await send('PUT', `/${id}`, { title: 'Noted, renamed' });
    expect(kept.json().data.story.content_note).toBe('mental_health');
    const cleared = await send('PUT', `/${id}`, { content_note: null });
    expect(cleared.json().data.story.content_note).toBeNull();
    expect((await send('PUT', `/${id}`, { content_note: 'gore' })).statusCode).toBe(400);
  });
});

describe('the 20-character minimum', () => {
  it("binds member submissions only: an admin's short draft is saved and edited", async () => {
    const send = (method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>) =>
      h.app.inject({
        method,
        url: `/api/v1/admin/stories${url}`,
        headers: auth(admin.token),
        payload,
      });
    const created = await send('POST', '', { title: 'Idea', content: 'Outline later.' });
    expect(created.statusCode).toBe(201);
    const { id } = created.json().data.story;
    const edited = await send('PUT', `/${id}`, { content: 'Two lines.' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.story.content).toBe('Two lines.');
    const empty = await send('PUT', `/${id}`, { content: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ issues: [{ path: ['content'] }] });

    const member = await h.app.inject({
      method: 'POST',
      url: '/api/v1/stories',
      headers: auth(admin.token),
      payload: { title: 'Idea', content: 'Outline later.' },
    });
    expect(member.statusCode).toBe(400);
    expect(member.json()).toMatchObject({ issues: [{ path: ['content'] }] });
  });
});
