import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/db.ts';
import { auth, createHarness, signUp, type Harness, type TestUser } from '../../../test/harness.ts';

let h: Harness;
let author: TestUser;
let fellow: TestUser;
let groupAdmin: TestUser;
let otherAdmin: TestUser;
let outsider: TestUser;
let siteAdmin: TestUser;
let publicGroup: number;
let privateGroup: number;

type Item = Record<string, unknown> & { id: number };
type Reply = { statusCode: number; headers: Record<string, unknown>; json(): Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any

function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  who?: TestUser,
  payload?: Record<string, unknown>,
): Promise<Reply> {
  return h.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: who ? auth(who.token) : {},
    ...(payload ? { payload } : {}),
  }) as unknown as Promise<Reply>;
}

async function newGroup(owner: TestUser, is_private: boolean, members: TestUser[]) {
  const res = await call('POST', '/community/groups', owner, {
    name: `Replies ${Date.now()} ${Math.random()}`,
    description: 'Where replies are written',
    is_private,
  });
  const id = (res.json().data as { group: { id: number } }).group.id;
  for (const m of members) {
    await call('POST', `/community/groups/${id}/join`, m);
    if (is_private) await call('POST', `/community/groups/${id}/requests/${m.id}/approve`, owner);
  }
  return id;
}

async function post(groupId: number, who: TestUser, content = 'A thought') {
  const res = await call('POST', `/community/groups/${groupId}/posts`, who, { content });
  expect(res.statusCode).toBe(201);
  return (res.json().data as { post: Item }).post.id;
}

async function reply(postId: number, who: TestUser, content = 'An answer') {
  const res = await call('POST', `/community/posts/${postId}/replies`, who, { content });
  expect(res.statusCode).toBe(201);
  return (res.json().data as { reply: Item }).reply.id;
}

async function replies(postId: number, who: TestUser) {
  const res = await call('GET', `/community/posts/${postId}/replies`, who);
  if (res.statusCode !== 200) return { status: res.statusCode, ids: [], items: [], total: 0 };
  const data = res.json().data as { replies: Item[]; total: number };
  return {
    status: 200,
    ids: data.replies.map((r) => r.id),
    items: data.replies,
    total: data.total,
  };
}

async function postsOf(groupId: number, who: TestUser) {
  const res = await call('GET', `/community/groups/${groupId}/posts`, who);
  const data = res.json().data as { posts: Item[]; total: number };
  return { ids: data.posts.map((p) => p.id), items: data.posts, total: data.total };
}

const auditOf = (entity: 'post' | 'reply', id: number) =>
  h.db
    .selectFrom('audit_log')
    .select(['actor_id', 'action', 'details'])
    .where('entity', '=', entity)
    .where('entity_id', '=', id)
    .orderBy('id')
    .execute();

beforeAll(async () => {
  h = await createHarness(await createTestDatabase(), { RATE_LIMIT_POST_PER_USER: '1000' });
  groupAdmin = await signUp(h, { first_name: 'Gia', last_name: 'Admin' });
  otherAdmin = await signUp(h, { first_name: 'Ora', last_name: 'Elsewhere' });
  author = await signUp(h, { first_name: 'Ada', last_name: 'Author' });
  fellow = await signUp(h, { first_name: 'Fay', last_name: 'Fellow' });
  outsider = await signUp(h, { first_name: 'Oona', last_name: 'Outsider' });
  siteAdmin = await signUp(h, { role: 'admin' });
  publicGroup = await newGroup(groupAdmin, false, [author, fellow]);
  privateGroup = await newGroup(groupAdmin, true, [author, fellow]);
  await newGroup(otherAdmin, false, []);
});
afterAll(() => h.close());

describe('replies', () => {
  it('members reply; readers list them oldest first with a total, and the post counts them', async () => {
    const id = await post(privateGroup, author);
    const res = await call('POST', `/community/posts/${id}/replies`, fellow, {
      content: '  Me too  ',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.reply).toMatchObject({
      post_id: id,
      user_id: fellow.id,
      content: 'Me too',
      edited_at: null,
      anonymous: false,
      hidden: false,
      mine: true,
      user: { id: fellow.id, first_name: 'Fay' },
    });
    const second = await reply(id, author, 'Thank you');
    const listed = await replies(id, groupAdmin);
    expect(listed.items.map((r) => r.content)).toEqual(['Me too', 'Thank you']);
    expect(listed).toMatchObject({ total: 2 });
    expect(listed.items[1]).toMatchObject({ id: second, mine: false });
    expect((await postsOf(privateGroup, fellow)).items.find((p) => p.id === id)).toMatchObject({
      reply_count: 2,
    });
    const caller = await h.caller(author.token);
    expect((await caller.community.replies({ id })).replies.map((r) => r.id)).toEqual(listed.ids);
  });

  it('refuses outsiders of a private group (404), non-members of a public one (403 to reply), visitors (401), bad content (400)', async () => {
    const hiddenPost = await post(privateGroup, author);
    expect((await replies(hiddenPost, outsider)).status).toBe(404);
    const write = await call('POST', `/community/posts/${hiddenPost}/replies`, outsider, {
      content: 'Hi',
    });
    expect(write.statusCode).toBe(404);
    const open = await post(publicGroup, author);
    expect((await replies(open, outsider)).status).toBe(200);
    const refused = await call('POST', `/community/posts/${open}/replies`, outsider, {
      content: 'Hi',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'FORBIDDEN', message: expect.any(String) });
    expect((await call('GET', `/community/posts/${open}/replies`)).statusCode).toBe(401);
    for (const content of ['  ', 'x'.repeat(5001), 7]) {
      const bad = await call('POST', `/community/posts/${open}/replies`, fellow, { content });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
    expect(
      (await call('POST', '/community/posts/999999/replies', fellow, { content: 'x' })).statusCode,
    ).toBe(404);
  });

  it('only the author edits a reply (edited_at set); author, group admin and site admin delete it, a moderator with an audit entry', async () => {
    const id = await post(publicGroup, author);
    const r = await reply(id, fellow, 'First');
    for (const who of [author, groupAdmin, siteAdmin]) {
      expect(
        (await call('PUT', `/community/replies/${r}`, who, { content: 'No' })).statusCode,
      ).toBe(403);
    }
    const edit = await call('PUT', `/community/replies/${r}`, fellow, { content: 'Second' });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().data.reply).toMatchObject({
      content: 'Second',
      edited_at: expect.any(String),
    });
    expect((await call('DELETE', `/community/replies/${r}`, author)).statusCode).toBe(403);
    expect((await call('DELETE', `/community/replies/${r}`, otherAdmin)).statusCode).toBe(403);
    expect((await call('DELETE', `/community/replies/${r}`, fellow)).statusCode).toBe(200);
    expect(await auditOf('reply', r)).toEqual([]);
    for (const remover of [groupAdmin, siteAdmin]) {
      const other = await reply(id, fellow);
      expect((await call('DELETE', `/community/replies/${other}`, remover)).statusCode).toBe(200);
      expect(await auditOf('reply', other)).toMatchObject([
        { actor_id: remover.id, action: 'delete', details: { group_id: publicGroup, post_id: id } },
      ]);
    }
    const after = await replies(id, author);
    expect(after).toMatchObject({ ids: [], total: 0 });
    expect((await postsOf(publicGroup, author)).items.find((p) => p.id === id)).toMatchObject({
      reply_count: 0,
    });
  });

  it('two deletes of a reply at once: one 200, one 404, one audit entry at most', async () => {
    const id = await post(publicGroup, author);
    const r = await reply(id, fellow);
    const statuses = await Promise.all([
      call('DELETE', `/community/replies/${r}`, fellow),
      call('DELETE', `/community/replies/${r}`, groupAdmin),
    ]).then((all) => all.map((res) => res.statusCode).sort());
    expect(statuses).toEqual([200, 404]);
    expect((await auditOf('reply', r)).length).toBeLessThanOrEqual(1);
  });

  it('a deleted post takes no replies and lists none (404)', async () => {
    const id = await post(publicGroup, author);
    await reply(id, fellow);
    expect((await call('DELETE', `/community/posts/${id}`, author)).statusCode).toBe(200);
    expect(
      (await call('POST', `/community/posts/${id}/replies`, fellow, { content: 'x' })).statusCode,
    ).toBe(404);
    expect((await replies(id, groupAdmin)).status).toBe(404);
  });
});

describe('hidden content', () => {
  it('a hidden post is gone for other members (list and total) and marked for its author, the group admin and a site admin', async () => {
    const id = await post(publicGroup, author, 'To be hidden');
    const before = await postsOf(publicGroup, fellow);
    const res = await call('POST', `/community/posts/${id}/hide`, groupAdmin, { reason: 'Rude' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.post).toMatchObject({ id, hidden: true });
    const seen = await postsOf(publicGroup, fellow);
    expect(seen.ids).not.toContain(id);
    expect(seen.total).toBe(before.total - 1);
    for (const who of [author, groupAdmin, siteAdmin]) {
      const item = (await postsOf(publicGroup, who)).items.find((p) => p.id === id);
      expect(item).toMatchObject({ hidden: true, content: 'To be hidden' });
    }
    expect((await replies(id, fellow)).status).toBe(404);
    expect(await auditOf('post', id)).toMatchObject([
      {
        actor_id: groupAdmin.id,
        action: 'hide',
        details: { group_id: publicGroup, reason: 'Rude' },
      },
    ]);
    // It takes no replies, even from those who still see it.
    const refused = await call('POST', `/community/posts/${id}/replies`, author, { content: 'x' });
    expect(refused.statusCode).toBe(403);
    expect(
      (await call('POST', `/community/posts/${id}/replies`, fellow, { content: 'x' })).statusCode,
    ).toBe(404);
    const shown = await call('POST', `/community/posts/${id}/unhide`, siteAdmin, {});
    expect(shown.json().data.post).toMatchObject({ hidden: false });
    expect((await postsOf(publicGroup, fellow)).ids).toContain(id);
    expect((await auditOf('post', id)).map((e) => e.action)).toEqual(['hide', 'unhide']);
  });

  it('only the group admins and site admins hide: 403 for members and another group admin, 404 for outsiders of a private group', async () => {
    const open = await post(publicGroup, author);
    for (const who of [author, fellow, otherAdmin, outsider]) {
      expect((await call('POST', `/community/posts/${open}/hide`, who, {})).statusCode).toBe(403);
    }
    const closed = await post(privateGroup, author);
    expect((await call('POST', `/community/posts/${closed}/hide`, outsider, {})).statusCode).toBe(
      404,
    );
    expect((await postsOf(publicGroup, fellow)).ids).toContain(open);
    expect(await auditOf('post', open)).toEqual([]);
  });

  it('a hidden reply leaves the list and reply_count for others, and stays marked for its author and moderators', async () => {
    const id = await post(privateGroup, author);
    const r = await reply(id, fellow, 'Hide me');
    await reply(id, author, 'Stay');
    const res = await call('POST', `/community/replies/${r}/hide`, groupAdmin, {});
    expect(res.json().data.reply).toMatchObject({ id: r, hidden: true });
    expect(await replies(id, author)).toMatchObject({ total: 1 });
    expect((await postsOf(privateGroup, author)).items.find((p) => p.id === id)).toMatchObject({
      reply_count: 1,
    });
    for (const who of [fellow, groupAdmin, siteAdmin]) {
      const mine = (await replies(id, who)).items.find((x) => x.id === r);
      expect(mine).toMatchObject({ hidden: true });
    }
    expect(
      (await call('PUT', `/community/replies/${r}`, author, { content: 'x' })).statusCode,
    ).toBe(404);
    expect((await call('POST', `/community/replies/${r}/hide`, author, {})).statusCode).toBe(404);
    expect((await call('POST', `/community/replies/${r}/unhide`, groupAdmin, {})).statusCode).toBe(
      200,
    );
    expect((await replies(id, author)).ids).toContain(r);
    expect((await auditOf('reply', r)).map((e) => e.action)).toEqual(['hide', 'unhide']);
  });
});

describe('blocks and mutes', () => {
  it("a blocked pair sees none of each other's posts and replies, either way; reply counts follow", async () => {
    const [blocker, blocked] = [await signUp(h), await signUp(h)];
    const group = await newGroup(groupAdmin, false, [blocker, blocked, fellow]);
    const byBlocker = await post(group, blocker);
    const byBlocked = await post(group, blocked);
    const shared = await post(group, fellow);
    const r1 = await reply(shared, blocker);
    const r2 = await reply(shared, blocked);
    await h.db
      .insertInto('user_blocks')
      .values({ blocker_id: blocker.id, blocked_id: blocked.id })
      .execute();
    for (const [who, theirPost, theirReply] of [
      [blocker, byBlocked, r2],
      [blocked, byBlocker, r1],
    ] as const) {
      const list = await postsOf(group, who);
      expect(list.ids).not.toContain(theirPost);
      expect(list.total).toBe(2);
      expect(list.items.find((p) => p.id === shared)).toMatchObject({ reply_count: 1 });
      expect((await replies(shared, who)).ids).not.toContain(theirReply);
      expect((await replies(theirPost, who)).status).toBe(404);
      const answer = await call('POST', `/community/posts/${theirPost}/replies`, who, {
        content: 'x',
      });
      expect(answer.statusCode).toBe(404);
      expect((await postsOf(group, fellow)).ids).toEqual(expect.arrayContaining([theirPost]));
    }
    expect((await replies(shared, fellow)).total).toBe(2);
  });

  it('muting is one-way: the muter stops seeing her, she still sees the muter', async () => {
    const [muter, muted] = [await signUp(h), await signUp(h)];
    const group = await newGroup(groupAdmin, false, [muter, muted]);
    const byMuter = await post(group, muter);
    const byMuted = await post(group, muted);
    const r = await reply(byMuter, muted);
    await h.db
      .insertInto('user_mutes')
      .values({ muter_id: muter.id, muted_id: muted.id })
      .execute();
    expect((await postsOf(group, muter)).ids).not.toContain(byMuted);
    expect((await replies(byMuter, muter)).ids).not.toContain(r);
    expect((await postsOf(group, muter)).items.find((p) => p.id === byMuter)).toMatchObject({
      reply_count: 0,
    });
    expect((await postsOf(group, muted)).ids).toEqual(expect.arrayContaining([byMuter, byMuted]));
    expect((await replies(byMuter, muted)).ids).toEqual([r]);
  });
});

describe('posting limits', () => {
  it('RATE_LIMIT_POST_PER_USER counts posts and replies together: 429 with Retry-After; an idempotent repeat is not counted', async () => {
    const limited = await createHarness(await createTestDatabase(), {
      RATE_LIMIT_POST_PER_USER: '3',
    });
    try {
      const owner = await signUp(limited);
      const send = (url: string, key?: string) =>
        limited.app.inject({
          method: 'POST',
          url: `/api/v1${url}`,
          headers: { ...auth(owner.token), ...(key ? { 'idempotency-key': key } : {}) },
          payload: { name: 'Limits', description: 'Counting posts', content: 'Once' },
        });
      const group = (await send('/community/groups')).json().data.group.id as number;
      const first = await send(`/community/groups/${group}/posts`, 'one');
      expect(first.statusCode).toBe(201);
      const postId = first.json().data.post.id as number;
      expect((await send(`/community/posts/${postId}/replies`, 'two')).statusCode).toBe(201);
      expect((await send(`/community/groups/${group}/posts`, 'three')).statusCode).toBe(201);
      const repeat = await send(`/community/groups/${group}/posts`, 'one');
      expect(repeat.statusCode).toBe(201);
      expect(repeat.json().data.post.id).toBe(postId);
      for (const url of [
        `/community/groups/${group}/posts`,
        `/community/posts/${postId}/replies`,
      ]) {
        const blocked = await send(url);
        expect(blocked.statusCode).toBe(429);
        expect(blocked.json()).toMatchObject({
          code: 'TOO_MANY_REQUESTS',
          message: expect.any(String),
        });
        expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
        expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);
      }
      const stored = await limited.db.selectFrom('group_posts').select('id').execute();
      expect(stored).toHaveLength(2);
    } finally {
      await limited.close();
    }
  });

  it('a repeated reply with one Idempotency-Key stores one reply', async () => {
    const id = await post(publicGroup, author);
    const send = () =>
      h.app.inject({
        method: 'POST',
        url: `/api/v1/community/posts/${id}/replies`,
        headers: { ...auth(fellow.token), 'idempotency-key': `reply-${id}` },
        payload: { content: 'Sent twice' },
      });
    const [a, b] = await Promise.all([send(), send()]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().data.reply.id).toBe(b.json().data.reply.id);
    expect(await replies(id, fellow)).toMatchObject({ total: 1 });
  });
});
