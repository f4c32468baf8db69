import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/db.ts';
import { auth, createHarness, signUp, type Harness, type TestUser } from '../../../test/harness.ts';
import { insertStory } from './stories.queries.ts';

let h: Harness;
let admin: TestUser;
let reader: TestUser;
let blocked: TestUser;
let writer: TestUser;
let storyId: number;

async function publishedStory(fields: { author_id?: number | null; author_name?: string } = {}) {
  const row = await insertStory(h.db, {
    title: `A story ${Math.random()}`,
    content: 'Long enough to be a story worth commenting on.',
    author_id: fields.author_id ?? null,
    author_name: fields.author_name ?? 'HerCircle',
    status: 'published',
    is_member_submission: false,
    published_at: new Date(),
  });
  return row.id;
}

async function comment(user: TestUser, id: number, content: string, anonymous = false) {
  const { comment: c } = await (
    await h.caller(user.token)
  ).content.createStoryComment({ id, content, anonymous });
  return c;
}

async function commentsAs(user: TestUser | null, id: number) {
  const res = await h.app.inject({
    method: 'GET',
    url: `/api/v1/stories/${id}/comments`,
    headers: user ? auth(user.token) : {},
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as { comments: { id: number; content: string }[]; total: number };
}

beforeAll(async () => {
  h = await createHarness(await createTestDatabase());
  admin = await signUp(h, { role: 'admin' });
  reader = await signUp(h, { first_name: 'Rhea', last_name: 'Reader' });
  blocked = await signUp(h, { first_name: 'Bea', last_name: 'Blocked' });
  writer = await signUp(h, { first_name: 'Wanda', last_name: 'Hidden-Writer' });
  storyId = await publishedStory();
});
afterAll(() => h.close());

describe('story comments', () => {
  it('a member comments: 201, and visitors read it without the means to write', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: `/api/v1/stories/${storyId}/comments`,
      headers: auth(reader.token),
      payload: { content: 'Thank you for writing this.' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.comment).toMatchObject({
      content: 'Thank you for writing this.',
      user: { first_name: 'Rhea', last_name: 'Reader' },
      mine: true,
    });
    const visitor = await commentsAs(null, storyId);
    expect(visitor.comments.map((c) => c.content)).toContain('Thank you for writing this.');
    const refused = await h.app.inject({
      method: 'POST',
      url: `/api/v1/stories/${storyId}/comments`,
      payload: { content: 'A visitor writes' },
    });
    expect(refused.statusCode).toBe(401);
  });

  it('refuses an empty comment (400) and a story that is not published (404)', async () => {
    const empty = await h.app.inject({
      method: 'POST',
      url: `/api/v1/stories/${storyId}/comments`,
      headers: auth(reader.token),
      payload: { content: '   ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().issues[0].message).toBe('Write something first');
    const draft = await insertStory(h.db, {
      title: 'Not yet',
      content: 'Waiting for review, not public.',
      author_id: writer.id,
      author_name: 'Wanda',
      status: 'draft',
      is_member_submission: true,
      published_at: null,
    });
    const res = await h.app.inject({
      method: 'POST',
      url: `/api/v1/stories/${draft.id}/comments`,
      headers: auth(reader.token),
      payload: { content: 'Hello' },
    });
    expect(res.statusCode).toBe(404);
    expect((await h.app.inject({ url: `/api/v1/stories/${draft.id}/comments` })).statusCode).toBe(
      404,
    );
  });

  it('a comment by a blocked member is hidden from the member who blocked her, and hers from her', async () => {
    const id = await publishedStory();
    const theirs = await comment(blocked, id, 'A comment by the member she blocks');
    const hers = await comment(reader, id, 'A comment by the member who blocks');
    await (await h.caller(reader.token)).users.block({ id: blocked.id });

    const seenByReader = await commentsAs(reader, id);
    expect(seenByReader.comments.map((c) => c.id)).toEqual([hers.id]);
    expect(seenByReader.total).toBe(1);
    const seenByBlocked = await commentsAs(blocked, id);
    expect(seenByBlocked.comments.map((c) => c.id)).toEqual([theirs.id]);
    // Everyone else reads both.
    expect((await commentsAs(writer, id)).comments.map((c) => c.id)).toEqual([theirs.id, hers.id]);
    expect((await commentsAs(null, id)).total).toBe(2);
    await (await h.caller(reader.token)).users.unblock({ id: blocked.id });
  });

  it("a muted member's comments leave her list; a muted word collapses a comment", async () => {
    const id = await publishedStory();
    await comment(writer, id, 'Named comment from the muted member');
    await comment(blocked, id, 'This mentions pineapples a lot');
    const me = await h.caller(reader.token);
    await me.users.mute({ id: writer.id });
    await me.users.updateFilters({
      new_accounts: false,
      strangers: false,
      muted_words: [{ text: 'pineapples' }],
    });
    const { comments } = await me.content.storyComments({ id });
    expect(comments.map((c) => c.content)).toEqual(['This mentions pineapples a lot']);
    expect(comments[0]?.muted).toBe(true);
    await me.users.unmute({ id: writer.id });
  });

  it("an anonymous story's author is never in a comment answer", async () => {
    const id = await publishedStory({ author_id: writer.id, author_name: 'Anonymous' });
    const created = await comment(writer, id, 'I wrote this story, and I am still here.', true);
    expect(created).toMatchObject({ user_id: null, user: null, anonymous: true, mine: true });
    for (const viewer of [null, reader, admin, writer]) {
      const res = await h.app.inject({
        method: 'GET',
        url: `/api/v1/stories/${id}/comments`,
        headers: viewer ? auth(viewer.token) : {},
      });
      const body = res.body;
      expect(body).not.toContain('Hidden-Writer');
      expect(body).not.toContain('Wanda');
      expect(body).not.toContain(writer.email);
      expect(res.json().data.comments[0]).toMatchObject({ user_id: null, user: null });
    }
  });

  it('reports on comments reach the moderation queue, and hiding one takes it off the page', async () => {
    const id = await publishedStory();
    const target = await comment(blocked, id, 'Something that breaks the rules');
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/v1/reports',
      headers: auth(reader.token),
      payload: { target_type: 'comment', target_id: target.id, reason: 'harassment' },
    });
    expect(res.statusCode).toBe(201);
    const own = await h.app.inject({
      method: 'POST',
      url: '/api/v1/reports',
      headers: auth(blocked.token),
      payload: { target_type: 'comment', target_id: target.id, reason: 'spam' },
    });
    expect(own.statusCode).toBe(400);
    const moderator = await h.caller(admin.token);
    const queue = await moderator.moderation.reports({ target_type: 'comment' });
    const item = queue.reports.find((r) => r.target_id === target.id);
    expect(item).toMatchObject({
      target_type: 'comment',
      excerpt: 'Something that breaks the rules',
      author: { first_name: 'Bea', last_name: 'Blocked' },
    });
    await moderator.moderation.resolve({ id: item!.id, action: 'hide', note: 'Harassment' });
    expect((await commentsAs(reader, id)).comments).toEqual([]);
    expect((await commentsAs(null, id)).comments).toEqual([]);
    // Its author still sees it, marked hidden.
    const mine = await (await h.caller(blocked.token)).content.storyComments({ id });
    expect(mine.comments).toMatchObject([{ id: target.id, hidden: true }]);
  });

  it('only its author deletes a comment', async () => {
    const id = await publishedStory();
    const c = await comment(reader, id, 'Mine to take back');
    const other = await h.app.inject({
      method: 'DELETE',
      url: `/api/v1/stories/comments/${c.id}`,
      headers: auth(writer.token),
    });
    expect(other.statusCode).toBe(403);
    const res = await h.app.inject({
      method: 'DELETE',
      url: `/api/v1/stories/comments/${c.id}`,
      headers: auth(reader.token),
    });
    expect(res.statusCode).toBe(200);
    expect((await commentsAs(null, id)).total).toBe(0);
  });
});

describe('saved stories', () => {
  it('save and unsave are idempotent; her list holds what she saved, newest first', async () => {
    const first = await publishedStory();
    const second = await publishedStory();
    const save = (id: number, method: 'POST' | 'DELETE') =>
      h.app.inject({ method, url: `/api/v1/stories/${id}/save`, headers: auth(reader.token) });
    const saved = async () =>
      (await h.app.inject({ url: '/api/v1/stories/saved', headers: auth(reader.token) }))
        .json()
        .data.stories.map((s: { id: number }) => s.id);

    expect((await save(first, 'POST')).statusCode).toBe(200);
    expect((await save(first, 'POST')).statusCode).toBe(200);
    expect(await saved()).toEqual([first]);
    await h.db
      .updateTable('story_saves')
      .set({ created_at: new Date(Date.now() - 60_000) })
      .where('story_id', '=', first)
      .execute();
    await save(second, 'POST');
    expect(await saved()).toEqual([second, first]);
    expect((await save(second, 'DELETE')).statusCode).toBe(200);
    expect((await save(second, 'DELETE')).statusCode).toBe(200);
    expect(await saved()).toEqual([first]);
    // Nobody else's list changes.
    const others = await h.app.inject({
      url: '/api/v1/stories/saved',
      headers: auth(writer.token),
    });
    expect(others.json().data.stories).toEqual([]);
  });

  it('needs a session and a published story', async () => {
    const id = await publishedStory();
    expect(
      (await h.app.inject({ method: 'POST', url: `/api/v1/stories/${id}/save` })).statusCode,
    ).toBe(401);
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/v1/stories/999999/save',
      headers: auth(reader.token),
    });
    expect(res.statusCode).toBe(404);
  });
});
