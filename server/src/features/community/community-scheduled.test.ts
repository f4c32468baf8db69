import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/db.ts';
import { auth, createHarness, signUp, type Harness, type TestUser } from '../../../test/harness.ts';
import { openLiveStream } from '../../../test/live-stream.ts';
import { publishDuePosts } from './community-scheduled.ts';

let h: Harness;
let admin: TestUser;
let member: TestUser;
let groupId: number;

const HOUR = 3_600_000;

function rest(method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) {
  return h.app.inject({ method, url: `/api/v1${url}`, headers: auth(token), payload });
}

async function listed(token: string) {
  const res = await rest('GET', `/community/groups/${groupId}/posts`, token);
  expect(res.statusCode).toBe(200);
  return res.json().data as { posts: { id: number; publish_at: string | null }[]; total: number };
}

async function found(token: string, word: string) {
  const res = await rest('GET', `/search?q=${word}&type=posts`, token);
  expect(res.statusCode).toBe(200);
  return JSON.stringify(res.json().data).includes(word);
}

async function mentionsOf(userId: number, postId: number) {
  return h.db
    .selectFrom('notifications')
    .select('id')
    .where('user_id', '=', userId)
    .where('kind', '=', 'mention')
    .where('target_id', '=', postId)
    .execute();
}

beforeAll(async () => {
  h = await createHarness(await createTestDatabase());
  admin = await signUp(h, { first_name: 'Ada', last_name: 'Admin' });
  member = await signUp(h, { first_name: 'Mina', last_name: 'Member' });
  const { group } = await (
    await h.caller(admin.token)
  ).community.create({
    name: 'Scheduled circle',
    description: 'Posts on time',
    category: 'General',
    is_private: false,
    max_members: 50,
  });
  groupId = group.id;
  await (await h.caller(member.token)).community.join({ id: groupId });
});
afterAll(() => h.close());

describe('scheduled posts', () => {
  it('refuses a member’s publish_at (403) and a time in the past (400)', async () => {
    const at = new Date(Date.now() + HOUR).toISOString();
    const res = await rest('POST', `/community/groups/${groupId}/posts`, member.token, {
      content: 'Mine, later',
      publish_at: at,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Only the group’s admins can schedule posts');
    const past = await rest('POST', `/community/groups/${groupId}/posts`, admin.token, {
      content: 'Too late',
      publish_at: '2020-01-01T09:00:00+01:00',
    });
    expect(past.statusCode).toBe(400);
    expect((await listed(member.token)).posts).toEqual([]);
  });

  it('is hidden from a member’s list, count and search until published; edited meanwhile; published once with its mentions', async () => {
    const at = new Date(Date.now() + HOUR);
    const res = await rest('POST', `/community/groups/${groupId}/posts`, admin.token, {
      content: `Meeting notes zebracrossing for @[Mina Member](${member.id})`,
      publish_at: at.toISOString(),
    });
    expect(res.statusCode).toBe(201);
    const post = res.json().data.post as { id: number; publish_at: string };
    expect(post.publish_at).toBe(at.toISOString());

    expect(await listed(member.token)).toMatchObject({ posts: [], total: 0 });
    expect(await found(member.token, 'zebracrossing')).toBe(false);
    expect(await mentionsOf(member.id, post.id)).toEqual([]);
    expect((await listed(admin.token)).posts.map((p) => [p.id, p.publish_at])).toEqual([
      [post.id, at.toISOString()],
    ]);
    // Others cannot reach it at all.
    const replies = await rest('GET', `/community/posts/${post.id}/replies`, member.token);
    expect(replies.statusCode).toBe(404);

    // Editable until then, also its time.
    const later = new Date(at.getTime() + HOUR);
    const edit = await rest('PUT', `/community/posts/${post.id}`, admin.token, {
      content: `Meeting notes zebracrossing, revised, for @[Mina Member](${member.id})`,
      publish_at: later.toISOString(),
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().data.post.publish_at).toBe(later.toISOString());
    expect(await mentionsOf(member.id, post.id)).toEqual([]);

    expect(await publishDuePosts(h.db, new Date(at.getTime() + 60_000))).toBe(0);
    expect(await listed(member.token)).toMatchObject({ total: 0 });

    const runs = await Promise.all(
      [1, 2, 3].map(() => publishDuePosts(h.db, new Date(later.getTime() + 1000))),
    );
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    const seen = await listed(member.token);
    expect(seen.total).toBe(1);
    expect(seen.posts[0]).toMatchObject({ id: post.id, publish_at: null });
    expect(await found(member.token, 'zebracrossing')).toBe(true);
    expect(await mentionsOf(member.id, post.id)).toHaveLength(1);

    const moved = await rest('PUT', `/community/posts/${post.id}`, admin.token, {
      content: 'Meeting notes zebracrossing',
      publish_at: new Date(Date.now() + 2 * HOUR).toISOString(),
    });
    expect(moved.statusCode).toBe(409);
  });

  it('reaches a member’s live stream when it publishes, not when it is written', async () => {
    const stream = await openLiveStream(h, member);
    const at = new Date(Date.now() + HOUR);
    const made = await rest('POST', `/community/groups/${groupId}/posts`, admin.token, {
      content: 'Quiet until nine',
      publish_at: at.toISOString(),
    });
    const id = made.json().data.post.id as number;
    await rest('POST', `/community/groups/${groupId}/posts`, admin.token, { content: 'marker' });
    await expect
      .poll(() => stream.seen.some((e) => e.type === 'post_created' && e.post.content === 'marker'))
      .toBe(true);
    expect(stream.seen.some((e) => e.type === 'post_created' && e.post.id === id)).toBe(false);
    await publishDuePosts(h.db, new Date(at.getTime() + 1000));
    const seen = await stream.until((e) => e.type === 'post_created' && e.post.id === id);
    expect(seen.some((e) => e.type === 'post_created' && e.post.id === id)).toBe(true);
  });
});
