import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, adminFixture, signUp, type Harness, type TestUser } from '../../../test/harness.ts';

let h: Harness;
let admin: TestUser;
let writer: TestUser;
let other: TestUser;

beforeAll(async () => {
  ({ h, admin, member: writer } = await adminFixture());
  other = await signUp(h, { first_name: 'Ola', last_name: 'Other' });
});
afterAll(() => h.close());

const submit = async (user: TestUser, title: string) =>
  (
    await h.app.inject({
      method: 'POST',
      url: '/api/v1/stories',
      headers: auth(user.token),
      payload: { title, content: 'A story long enough to be a real one, from the heart.' },
    })
  ).json().data.story as { id: number };

const notificationsOf = (user: TestUser) =>
  h.db
    .selectFrom('notifications')
    .select(['kind', 'url', 'target_type', 'target_id', 'actor_id'])
    .where('user_id', '=', user.id)
    .orderBy('id')
    .execute();

const decline = (token: string, id: number, payload: Record<string, unknown>) =>
  h.app.inject({
    method: 'POST',
    url: `/api/v1/admin/stories/${id}/decline`,
    headers: auth(token),
    payload,
  });

const mine = async (user: TestUser) => {
  const res = await h.app.inject({
    method: 'GET',
    url: '/api/v1/stories/mine',
    headers: auth(user.token),
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.stories as {
    id: number;
    title: string;
    status: string;
    review_note: string | null;
    published_at: string | null;
  }[];
};

describe('story review', () => {
  it('publishing and declining her submissions notify the author; her list shows each status and the note', async () => {
    const kept = await submit(writer, 'Kept story');
    const turned = await submit(writer, 'Turned-down story');
    const waiting = await submit(writer, 'Waiting story');
    const othersStory = await submit(other, 'Not hers');

    const published = await h.app.inject({
      method: 'POST',
      url: `/api/v1/admin/stories/${kept.id}/publish`,
      headers: auth(admin.token),
    });
    expect(published.statusCode).toBe(200);
    const declined = await decline(admin.token, turned.id, {
      note: '  It names another member; please remove her name and send it again.  ',
    });
    expect(declined.statusCode).toBe(200);
    expect(declined.json().data.story.status).toBe('declined');

    expect(await notificationsOf(writer)).toEqual([
      {
        kind: 'story_published',
        url: `/stories/${kept.id}`,
        target_type: 'story',
        target_id: kept.id,
        actor_id: admin.id,
      },
      {
        kind: 'story_declined',
        url: '/profile#my-stories',
        target_type: 'story',
        target_id: turned.id,
        actor_id: admin.id,
      },
    ]);

    // She sees both in her notifications, each linking where she can act on it.
    const inbox = await h.app.inject({
      method: 'GET',
      url: '/api/v1/notifications',
      headers: auth(writer.token),
    });
    expect(
      (inbox.json().data.notifications as { kind: string; url: string }[])
        .map((n) => [n.kind, n.url])
        .sort(),
    ).toEqual([
      ['story_declined', '/profile#my-stories'],
      ['story_published', `/stories/${kept.id}`],
    ]);

    const list = await mine(writer);
    expect(list.map((s) => [s.id, s.status, s.review_note])).toEqual([
      [waiting.id, 'draft', null],
      [turned.id, 'declined', 'It names another member; please remove her name and send it again.'],
      [kept.id, 'published', null],
    ]);
    expect(list.find((s) => s.id === kept.id)?.published_at).not.toBeNull();
    expect((await mine(other)).map((s) => s.id)).toEqual([othersStory.id]);

    // A declined story stays out of public view.
    expect(
      (await h.app.inject({ method: 'GET', url: `/api/v1/stories/${turned.id}` })).statusCode,
    ).toBe(404);
    const audit = await h.db
      .selectFrom('audit_log')
      .select(['action'])
      .where('entity', '=', 'story')
      .where('entity_id', '=', turned.id)
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['decline']);
  });

  it('publishing a declined story after a second look clears the note and tells her', async () => {
    const story = await submit(writer, 'Second look');
    await decline(admin.token, story.id, { note: 'Too short on detail.' });
    const res = await h.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/stories/${story.id}`,
      headers: auth(admin.token),
      payload: { status: 'published' },
    });
    expect(res.statusCode).toBe(200);
    expect((await mine(writer)).find((s) => s.id === story.id)).toMatchObject({
      status: 'published',
      review_note: null,
    });
    const kinds = (await notificationsOf(writer))
      .filter((n) => n.target_id === story.id)
      .map((n) => n.kind);
    expect(kinds).toEqual(['story_declined', 'story_published']);
  });

  it("stories the team writes notify nobody and never show in a member's list", async () => {
    const colleague = await signUp(h, { role: 'admin', first_name: 'Cleo' });
    const before = (await notificationsOf(colleague)).length;
    const caller = await h.caller(colleague.token);
    const { story } = await caller.admin.stories.create({
      title: 'Team story',
      content: 'Written by the team, published by another admin.',
    });
    await h.app.inject({
      method: 'POST',
      url: `/api/v1/admin/stories/${story.id}/publish`,
      headers: auth(admin.token),
    });
    const draft = await caller.admin.stories.create({
      title: 'Team draft',
      content: 'Another one by the team, declined by another admin.',
    });
    expect((await decline(admin.token, draft.story.id, { note: 'Not now.' })).statusCode).toBe(200);
    expect(await notificationsOf(colleague)).toHaveLength(before);
    expect(await mine(colleague)).toEqual([]);
  });

  it('only admins decline, with a note of 1 to 1000 characters; published or declined stories conflict', async () => {
    const story = await submit(other, 'Needs a note');
    expect((await decline(other.token, story.id, { note: 'Mine now' })).statusCode).toBe(403);
    expect(
      (
        await h.app.inject({
          method: 'POST',
          url: `/api/v1/admin/stories/${story.id}/decline`,
          payload: { note: 'x' },
        })
      ).statusCode,
    ).toBe(401);
    for (const payload of [{}, { note: '   ' }, { note: 'x'.repeat(1001) }]) {
      const res = await decline(admin.token, story.id, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', issues: [{ path: ['note'] }] });
    }
    expect((await decline(admin.token, 999999, { note: 'Gone' })).statusCode).toBe(404);
    expect((await decline(admin.token, story.id, { note: 'x'.repeat(1000) })).statusCode).toBe(200);
    expect((await decline(admin.token, story.id, { note: 'Again' })).statusCode).toBe(409);
    const kept = await submit(other, 'Already out');
    await h.app.inject({
      method: 'POST',
      url: `/api/v1/admin/stories/${kept.id}/publish`,
      headers: auth(admin.token),
    });
    expect((await decline(admin.token, kept.id, { note: 'Too late' })).statusCode).toBe(409);
    expect((await h.app.inject({ method: 'GET', url: '/api/v1/stories/mine' })).statusCode).toBe(
      401,
    );
  });
});

describe('a declined story, revised', () => {
  const revise = (user: TestUser, id: number, payload: Record<string, unknown>) =>
    h.app.inject({
      method: 'PUT',
      url: `/api/v1/stories/mine/${id}`,
      headers: auth(user.token),
      payload,
    });
  const text = {
    title: 'Second try',
    content: 'The same story without her name, told the way I would tell a friend.',
  };

  it('goes back to review with her new text and the note cleared, once', async () => {
    const story = await submit(writer, 'First try');
    await decline(admin.token, story.id, { note: 'Please leave out her name.' });
    // Two clicks at once: one is sent, the other finds it no longer declined.
    const [a, b] = await Promise.all([
      revise(writer, story.id, text),
      revise(writer, story.id, text),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const sent = (a.statusCode === 200 ? a : b).json().data.story;
    expect(sent).toMatchObject({ id: story.id, ...text, status: 'draft', review_note: null });
    expect((await mine(writer)).find((s) => s.id === story.id)).toMatchObject({
      title: 'Second try',
      status: 'draft',
      review_note: null,
    });
    // Back in the admins' review queue, where a decision applies again.
    expect((await decline(admin.token, story.id, { note: 'Still not right.' })).statusCode).toBe(
      200,
    );
  });

  it('is hers only, declined only, and checked like a new story', async () => {
    // Her own account: the others here have shared their day's stories.
    const author = await signUp(h, { first_name: 'Rae', last_name: 'Vise' });
    const story = await submit(author, 'Waiting');
    expect((await revise(author, story.id, text)).statusCode).toBe(409);
    await decline(admin.token, story.id, { note: 'No.' });
    expect((await revise(other, story.id, text)).statusCode).toBe(404);
    expect((await revise(author, 999999, text)).statusCode).toBe(404);
    const short = await revise(author, story.id, { ...text, content: 'Too short' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ issues: [{ path: ['content'] }] });
    expect((await mine(author)).find((s) => s.id === story.id)?.status).toBe('declined');
  });
});
