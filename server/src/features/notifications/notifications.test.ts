import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/db.ts';
import {
  auth,
  createHarness,
  failure,
  signUp,
  type Harness,
  type TestUser,
} from '../../../test/harness.ts';
import { notifyReply } from './notifications.service.ts';

let h: Harness;
let admin: TestUser;
let author: TestUser;
let fellow: TestUser;
let other: TestUser;
let group: number;

type Res = { statusCode: number; json(): Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
type Item = Record<string, unknown> & { id: number };

function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  who?: TestUser,
  payload?: Record<string, unknown>,
): Promise<Res> {
  return h.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: who ? auth(who.token) : {},
    ...(payload ? { payload } : {}),
  }) as unknown as Promise<Res>;
}

async function newGroup(owner: TestUser, is_private: boolean, members: TestUser[]) {
  const res = await call('POST', '/community/groups', owner, {
    name: `Notes ${Date.now()} ${Math.random()}`,
    description: 'Where notifications are born',
    is_private,
  });
  const id = res.json().data.group.id as number;
  for (const m of members) {
    await call('POST', `/community/groups/${id}/join`, m);
    if (is_private) await call('POST', `/community/groups/${id}/requests/${m.id}/approve`, owner);
  }
  return id;
}

async function post(who: TestUser, extra: Record<string, unknown> = {}) {
  const res = await call('POST', `/community/groups/${group}/posts`, who, {
    content: 'A thought',
    ...extra,
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.post.id as number;
}

async function reply(postId: number, who: TestUser, extra: Record<string, unknown> = {}) {
  const res = await call('POST', `/community/posts/${postId}/replies`, who, {
    content: 'An answer',
    ...extra,
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.reply.id as number;
}

async function inbox(who: TestUser, query = '') {
  const res = await call('GET', `/notifications${query}`, who);
  expect(res.statusCode).toBe(200);
  return res.json().data as { notifications: Item[]; total: number; unread_count: number };
}

const rowsOf = (userId: number) =>
  h.db
    .selectFrom('notifications')
    .select(['kind', 'actor_id', 'target_type', 'target_id', 'read_at'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();

async function clear(...who: TestUser[]) {
  for (const w of who) await h.db.deleteFrom('notifications').where('user_id', '=', w.id).execute();
}

beforeAll(async () => {
  h = await createHarness(await createTestDatabase(), { RATE_LIMIT_POST_PER_USER: '1000' });
  admin = await signUp(h, { first_name: 'Gia', last_name: 'Admin' });
  author = await signUp(h, { first_name: 'Ada', last_name: 'Author' });
  fellow = await signUp(h, { first_name: 'Fay', last_name: 'Fellow' });
  other = await signUp(h, { first_name: 'Oona', last_name: 'Other' });
  group = await newGroup(admin, false, [author, fellow, other]);
  await call('PUT', `/community/groups/${group}`, admin, { allow_anonymous: true });
});
afterAll(() => h.close());

describe('reply notifications', () => {
  it('a reply notifies the post’s author with actor, target and link; her own reply does not', async () => {
    await clear(author, fellow);
    const postId = await post(author);
    await reply(postId, author);
    await reply(postId, author, { anonymous: true });
    expect(await rowsOf(author.id)).toEqual([]);
    const replyId = await reply(postId, fellow);
    const data = await inbox(author);
    expect(data).toMatchObject({ total: 1, unread_count: 1 });
    expect(data.notifications[0]).toMatchObject({
      kind: 'reply',
      actor: { id: fellow.id, first_name: 'Fay', last_name: 'Fellow', profile_picture: null },
      target: { type: 'reply', id: replyId },
      url: `/community/group/${group}#post-${postId}`,
      read_at: null,
    });
    expect(typeof data.notifications[0]?.created_at).toBe('string');
    expect(await rowsOf(fellow.id)).toEqual([]);
    const caller = await h.caller(author.token);
    expect((await caller.notifications.list({ unread: true })).unread_count).toBe(1);
  });

  it('an anonymous replier is nobody; an anonymous post’s author hears of replies, revealing no one', async () => {
    await clear(author, fellow);
    const named = await post(author);
    await reply(named, fellow, { anonymous: true });
    const [note] = (await inbox(author)).notifications;
    expect(note).toMatchObject({ kind: 'reply', actor: null });
    expect(JSON.stringify(note)).not.toMatch(/Fay|Fellow/);
    expect(await rowsOf(author.id)).toMatchObject([{ actor_id: null }]);

    const hidden = await post(author, { anonymous: true });
    await reply(hidden, fellow);
    expect((await rowsOf(author.id)).length).toBe(2);
    // The replier learns nothing of who wrote the anonymous post.
    expect(await rowsOf(fellow.id)).toEqual([]);
  });

  it('a blocked pair gets none, either way; a block or mute later hides what came before', async () => {
    await clear(author, other);
    const postId = await post(author);
    expect((await call('POST', `/users/${other.id}/block`, author)).statusCode).toBe(200);
    const refused = await call('POST', `/community/posts/${postId}/replies`, other, {
      content: 'Hello',
    });
    expect(refused.statusCode).toBe(404);
    // A named reply that raced the block (checked before it, written after) notifies nobody
    // either. An anonymous one does, from nobody: it is in her list whoever wrote it, and a
    // missing notification would tell her the replier is one of a blocked pair.
    const raced = { post: { id: postId, group_id: group, user_id: author.id }, replyId: 1 };
    await notifyReply(h.db, { ...raced, replierId: other.id, anonymous: false });
    expect(await rowsOf(author.id)).toEqual([]);
    await notifyReply(h.db, { ...raced, replierId: other.id, anonymous: true });
    expect(await rowsOf(author.id)).toMatchObject([{ kind: 'reply', actor_id: null }]);
    await clear(author);
    await call('DELETE', `/users/${other.id}/block`, author);

    await reply(postId, other);
    expect((await inbox(author)).total).toBe(1);
    await call('POST', `/users/${other.id}/mute`, author);
    expect(await inbox(author)).toMatchObject({ total: 0, unread_count: 0 });
    await call('DELETE', `/users/${other.id}/mute`, author);
    expect((await inbox(author)).total).toBe(1);
  });

  it('a reply deleted since, or one under a post deleted since, no longer shows', async () => {
    await clear(author);
    const postId = await post(author);
    const replyId = await reply(postId, fellow);
    expect((await inbox(author)).total).toBe(1);
    expect((await call('DELETE', `/community/replies/${replyId}`, fellow)).statusCode).toBe(200);
    expect(await inbox(author)).toMatchObject({ total: 0, unread_count: 0 });
    // Nor one under a post deleted since.
    const other = await post(author);
    await reply(other, fellow);
    expect((await inbox(author)).total).toBe(1);
    expect((await call('DELETE', `/community/posts/${other}`, author)).statusCode).toBe(200);
    expect(await inbox(author)).toMatchObject({ total: 0, unread_count: 0 });
  });
});

describe('reading', () => {
  it('only the owner marks a notification read (404 for anyone else); unread filters; read-all', async () => {
    await clear(author);
    const postId = await post(author);
    await reply(postId, fellow);
    await reply(postId, other);
    const [newest, older] = (await inbox(author)).notifications;
    const theirs = await call('POST', `/notifications/${newest?.id}/read`, fellow);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ message: 'Notification not found', code: 'NOT_FOUND' });
    expect((await call('POST', `/notifications/999999/read`, author)).statusCode).toBe(404);
    expect((await rowsOf(author.id)).every((r) => r.read_at === null)).toBe(true);

    const mine = await call('POST', `/notifications/${newest?.id}/read`, author);
    expect(mine.statusCode).toBe(200);
    const after = await inbox(author);
    expect(after).toMatchObject({ total: 2, unread_count: 1 });
    expect(after.notifications[0]?.read_at).toEqual(expect.any(String));
    const unread = await inbox(author, '?unread=true&limit=1&offset=0');
    expect(unread).toMatchObject({ total: 1, unread_count: 1 });
    expect(unread.notifications.map((n) => n.id)).toEqual([older?.id]);

    expect((await call('POST', '/notifications/read-all', fellow)).statusCode).toBe(200);
    expect((await inbox(author)).unread_count).toBe(1);
    expect((await call('POST', '/notifications/read-all', author)).statusCode).toBe(200);
    expect(await inbox(author)).toMatchObject({ total: 2, unread_count: 0 });
  });

  it('refuses visitors (401) and bad input (400) with the error body', async () => {
    expect((await call('GET', '/notifications')).statusCode).toBe(401);
    expect((await call('POST', '/notifications/read-all')).statusCode).toBe(401);
    for (const url of [
      '/notifications?limit=0',
      '/notifications?offset=-1',
      '/notifications?unread=maybe',
    ]) {
      const res = await call('GET', url, author);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.any(String) });
    }
    const bad = await call('POST', '/notifications/abc/read', author);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.any(String) });
    expect(
      await failure((await h.caller(author.token)).notifications.read({ id: 0 })),
    ).toMatchObject({ code: 'BAD_REQUEST' });
  });
});

describe('group and moderation notifications', () => {
  it('a join request notifies the group’s admins; approve and decline notify the member, naming no admin', async () => {
    const privateGroup = await newGroup(admin, true, []);
    await clear(admin, author, fellow);
    expect((await call('POST', `/community/groups/${privateGroup}/join`, author)).statusCode).toBe(
      200,
    );
    await call('POST', `/community/groups/${privateGroup}/join`, fellow);
    expect(await rowsOf(admin.id)).toMatchObject([
      { kind: 'join_request', actor_id: author.id, target_type: 'group', target_id: privateGroup },
      { kind: 'join_request', actor_id: fellow.id },
    ]);
    await call('POST', `/community/groups/${privateGroup}/requests/${author.id}/approve`, admin);
    await call('POST', `/community/groups/${privateGroup}/requests/${fellow.id}/decline`, admin);
    expect((await inbox(author)).notifications).toMatchObject([
      { kind: 'request_approved', actor: null, target: { type: 'group', id: privateGroup } },
    ]);
    expect((await inbox(fellow)).notifications).toMatchObject([
      { kind: 'request_declined', actor: null },
    ]);
  });

  it('resolving a report notifies every reporter of it, with no detail of the action', async () => {
    await clear(author, fellow, other, admin);
    const postId = await post(author);
    for (const who of [fellow, other]) {
      const res = await call('POST', '/reports', who, {
        target_type: 'post',
        target_id: postId,
        reason: 'spam',
      });
      expect(res.statusCode).toBe(201);
    }
    const reportId = (
      await h.db
        .selectFrom('reports')
        .select('id')
        .where('target_id', '=', postId)
        .executeTakeFirstOrThrow()
    ).id;
    const resolved = await call('POST', `/moderation/reports/${reportId}/resolve`, admin, {
      action: 'hide',
      note: 'Spam',
    });
    expect(resolved.statusCode).toBe(200);
    for (const who of [fellow, other]) {
      const [note] = (await inbox(who)).notifications;
      expect(note).toMatchObject({
        kind: 'report_resolved',
        actor: null,
        target: { type: 'report' },
      });
      expect(JSON.stringify(note)).not.toMatch(/hide|Spam|Ada|Author/);
    }
    // Her bell has the statement of reasons the hide owes her (issue 33), nothing of the reports.
    expect((await rowsOf(author.id)).map((r) => [r.kind, r.target_type])).toEqual([
      ['moderation_decision', 'decision'],
    ]);
    expect(await rowsOf(admin.id)).toEqual([]);
  });
});
