import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/db.ts';
import { auth, createHarness, signUp, type Harness, type TestUser } from '../../../test/harness.ts';
import { createSession, validateToken } from '../../auth/sessions.ts';
import { createPost } from './community-posts.service.ts';
import { createReply } from './community-replies.service.ts';

let h: Harness;
let owner: TestUser;
let reader: TestUser;
let siteAdmin: TestUser;

function rest(method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, token: string) {
  return h.app.inject({ method, url: `/api/v1${url}`, headers: auth(token) });
}

async function newGroup(is_private = false): Promise<number> {
  const { group } = await (
    await h.caller(owner.token)
  ).community.create({
    name: `Reactions ${Math.random().toString(36).slice(2, 8)}`,
    description: 'A place to react',
    category: 'General',
    is_private,
    max_members: 200,
  });
  return group.id;
}

/** Through the service without the members' post limit: these tests write many posts. */
async function postIn(groupId: number, token = owner.token, content = 'Hello circle') {
  const { user } = (await validateToken(h.db, token))!;
  return (await createPost(h.db, user, { id: groupId, content })).id;
}

async function replyTo(postId: number, content: string) {
  const { user } = (await validateToken(h.db, owner.token))!;
  return (await createReply(h.db, user, { id: postId, content })).id;
}

async function postsOf(groupId: number, token: string) {
  const res = await rest('GET', `/community/groups/${groupId}/posts`, token);
  expect(res.statusCode).toBe(200);
  return res.json().data.posts as {
    id: number;
    pinned: boolean;
    reactions: Record<string, number>;
    my_reactions: string[];
  }[];
}

async function rowsOf(postId: number) {
  return h.db
    .selectFrom('group_post_reactions')
    .select(['user_id', 'kind'])
    .where('post_id', '=', postId)
    .execute();
}

/** Members made straight in the database, each with a session: fast enough for 50. */
async function crowd(n: number, groupId: number) {
  const users = await h.db
    .insertInto('users')
    .values(
      Array.from({ length: n }, (_, i) => ({
        email: `reactor${i}-${Date.now()}-${Math.random()}@example.com`,
        password_hash: null,
        first_name: `Reactor${i}`,
        last_name: 'Crowd',
      })),
    )
    .returning('id')
    .execute();
  await h.db
    .insertInto('group_members')
    .values(users.map((u) => ({ group_id: groupId, user_id: u.id, role: 'member' as const })))
    .execute();
  return Promise.all(users.map(async (u) => (await createSession(h.db, u.id)).token));
}

beforeAll(async () => {
  h = await createHarness(await createTestDatabase());
  owner = await signUp(h, { first_name: 'Olga', last_name: 'Owner' });
  reader = await signUp(h, { first_name: 'Rita', last_name: 'Reader' });
  siteAdmin = await signUp(h, { role: 'admin', first_name: 'Sita', last_name: 'Site' });
});
afterAll(() => h.close());

describe('reactions on posts', () => {
  it('PUT and DELETE are idempotent; the post carries every kind with its count and mine', async () => {
    const groupId = await newGroup();
    const postId = await postIn(groupId);
    for (let i = 0; i < 2; i++)
      expect(
        (await rest('PUT', `/community/posts/${postId}/reactions/heart`, reader.token)).json(),
      ).toEqual({ data: { success: true } });
    await rest('PUT', `/community/posts/${postId}/reactions/clap`, owner.token);

    const [seen] = await postsOf(groupId, reader.token);
    expect(seen).toMatchObject({
      reactions: { heart: 1, clap: 1, hug: 0, laugh: 0, insightful: 0 },
      my_reactions: ['heart'],
    });
    expect(await rowsOf(postId)).toHaveLength(2);

    for (let i = 0; i < 2; i++)
      expect(
        (await rest('DELETE', `/community/posts/${postId}/reactions/heart`, reader.token))
          .statusCode,
      ).toBe(200);
    const [after] = await postsOf(groupId, reader.token);
    expect(after).toMatchObject({ reactions: { heart: 0, clap: 1 }, my_reactions: [] });
  });

  it('refuses an unknown kind with a clear 400', async () => {
    const postId = await postIn(await newGroup());
    const res = await rest('PUT', `/community/posts/${postId}/reactions/thumbsdown`, reader.token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', issues: [{ path: ['kind'] }] });
    expect(await rowsOf(postId)).toEqual([]);
  });

  it('counts once under 50 concurrent toggles of one member, and exactly 50 for 50 members', async () => {
    const groupId = await newGroup();
    const postId = await postIn(groupId);
    const url = `/community/posts/${postId}/reactions/hug`;
    const same = await Promise.all(
      Array.from({ length: 50 }, () => rest('PUT', url, reader.token)),
    );
    expect(same.every((r) => r.statusCode === 200)).toBe(true);
    expect(await rowsOf(postId)).toHaveLength(1);

    const tokens = await crowd(50, groupId);
    const many = await Promise.all(tokens.map((token) => rest('PUT', url, token)));
    expect(many.every((r) => r.statusCode === 200)).toBe(true);
    const [seen] = await postsOf(groupId, owner.token);
    expect(seen!.reactions.hug).toBe(51);
    expect(await rowsOf(postId)).toHaveLength(51);
  });

  it('answers 404 for a private group outsider, a hidden post of someone else and a blocked author', async () => {
    const privateId = await newGroup(true);
    const privatePost = await postIn(privateId);
    expect(
      (await rest('PUT', `/community/posts/${privatePost}/reactions/heart`, reader.token))
        .statusCode,
    ).toBe(404);

    const groupId = await newGroup();
    const hidden = await postIn(groupId);
    await (await h.caller(owner.token)).community.hidePost({ id: hidden });
    expect(
      (await rest('PUT', `/community/posts/${hidden}/reactions/heart`, reader.token)).statusCode,
    ).toBe(404);

    const blocker = await signUp(h, { first_name: 'Bea' });
    await (await h.caller(blocker.token)).community.join({ id: groupId });
    const theirs = await postIn(groupId, blocker.token);
    await (await h.caller(blocker.token)).users.block({ id: reader.id });
    for (const url of [
      `/community/posts/${theirs}/reactions/heart`,
      `/community/posts/${theirs}/reactions`,
    ])
      expect(
        (await rest(url.endsWith('heart') ? 'PUT' : 'GET', url, reader.token)).statusCode,
      ).toBe(404);
    expect(await rowsOf(theirs)).toEqual([]);
  });

  it('who reacted: counts everyone, names up to 10 earliest, never a member the viewer hides', async () => {
    const groupId = await newGroup();
    const postId = await postIn(groupId);
    const tokens = await crowd(12, groupId);
    for (const token of tokens)
      await rest('PUT', `/community/posts/${postId}/reactions/laugh`, token);
    const muted = await signUp(h, { first_name: 'Muriel' });
    await (await h.caller(muted.token)).community.join({ id: groupId });
    await rest('PUT', `/community/posts/${postId}/reactions/insightful`, muted.token);
    await (await h.caller(owner.token)).users.mute({ id: muted.id });

    const res = await rest('GET', `/community/posts/${postId}/reactions`, owner.token);
    expect(res.statusCode).toBe(200);
    const { reactions } = res.json().data as {
      reactions: { kind: string; count: number; users: { first_name: string }[] }[];
    };
    const byKind = Object.fromEntries(reactions.map((r) => [r.kind, r]));
    expect(byKind.laugh!.count).toBe(12);
    expect(byKind.laugh!.users.map((u) => u.first_name)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Reactor${i}`),
    );
    expect(byKind.insightful).toEqual({ kind: 'insightful', count: 1, users: [] });
    const [seen] = await postsOf(groupId, owner.token);
    expect(seen!.reactions).toMatchObject({ laugh: 12, insightful: 1 });
  });
});

describe('reactions on replies', () => {
  it('are idempotent and show on the reply; an outsider of a private group gets 404', async () => {
    const groupId = await newGroup();
    const postId = await postIn(groupId);
    const reply = { id: await replyTo(postId, 'A reply') };
    for (let i = 0; i < 2; i++)
      expect(
        (await rest('PUT', `/community/replies/${reply.id}/reactions/clap`, reader.token))
          .statusCode,
      ).toBe(200);
    const { replies } = await (await h.caller(reader.token)).community.replies({ id: postId });
    expect(replies[0]).toMatchObject({ reactions: { clap: 1, heart: 0 }, my_reactions: ['clap'] });
    const who = await rest('GET', `/community/replies/${reply.id}/reactions`, owner.token);
    expect(who.json().data.reactions).toEqual([
      { kind: 'clap', count: 1, users: [{ id: reader.id, first_name: 'Rita' }] },
    ]);

    const hidden = await replyTo(postId, 'Hidden by moderators');
    await (await h.caller(owner.token)).community.hideReply({ id: hidden });
    const refused = await rest('PUT', `/community/replies/${hidden}/reactions/clap`, reader.token);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Reply not found' });

    const privatePost = await postIn(await newGroup(true));
    const hiddenReply = { id: await replyTo(privatePost, 'Members only') };
    expect(
      (await rest('PUT', `/community/replies/${hiddenReply.id}/reactions/clap`, reader.token))
        .statusCode,
    ).toBe(404);
  });
});

describe('pinned posts', () => {
  it('list first, newest pin first; unpin puts a post back; pins are idempotent', async () => {
    const groupId = await newGroup();
    const first = await postIn(groupId, owner.token, 'first');
    const second = await postIn(groupId, owner.token, 'second');
    const third = await postIn(groupId, owner.token, 'third');
    expect((await rest('POST', `/community/posts/${first}/pin`, owner.token)).statusCode).toBe(200);
    expect((await rest('POST', `/community/posts/${second}/pin`, siteAdmin.token)).statusCode).toBe(
      200,
    );
    // A repeat keeps the first pin's time, so it does not jump ahead of `second`.
    expect((await rest('POST', `/community/posts/${first}/pin`, owner.token)).statusCode).toBe(200);

    const order = (await postsOf(groupId, reader.token)).map((p) => [p.id, p.pinned]);
    expect(order).toEqual([
      [second, true],
      [first, true],
      [third, false],
    ]);

    for (let i = 0; i < 2; i++)
      expect((await rest('POST', `/community/posts/${second}/unpin`, owner.token)).statusCode).toBe(
        200,
      );
    expect((await postsOf(groupId, reader.token)).map((p) => p.id)).toEqual([first, third, second]);
  });

  it('a plain member may not pin (403), an outsider of a private group gets 404', async () => {
    const groupId = await newGroup();
    await (await h.caller(reader.token)).community.join({ id: groupId });
    const postId = await postIn(groupId, reader.token);
    const res = await rest('POST', `/community/posts/${postId}/pin`, reader.token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });

    const privatePost = await postIn(await newGroup(true));
    expect(
      (await rest('POST', `/community/posts/${privatePost}/pin`, reader.token)).statusCode,
    ).toBe(404);
    const pinned = await h.db
      .selectFrom('group_posts')
      .select('pinned_at')
      .where('id', 'in', [postId, privatePost])
      .execute();
    expect(pinned.every((p) => p.pinned_at === null)).toBe(true);
  });
});
