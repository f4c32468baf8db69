import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/db.ts';
import { auth, createHarness, signUp, type Harness, type TestUser } from '../../../test/harness.ts';
import { insertPost } from './community-posts.queries.ts';
import { insertReply } from './community-replies.queries.ts';

let h: Harness;
let author: TestUser;
let fellow: TestUser;
let groupAdmin: TestUser;
let otherAdmin: TestUser;
let outsider: TestUser;
let siteAdmin: TestUser;
let publicGroup: number;
let privateGroup: number;

type Reply = {
  statusCode: number;
  json(): { data?: Record<string, unknown> } & Record<string, unknown>;
};

function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token?: string,
  payload?: unknown,
): Promise<Reply> {
  return h.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: token ? auth(token) : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  }) as Promise<Reply>;
}

async function newGroup(owner: TestUser, is_private: boolean, members: TestUser[]) {
  const name = `Posts ${is_private ? 'private' : 'public'} ${Date.now()} ${Math.random()}`;
  const res = await call('POST', '/community/groups', owner.token, {
    name,
    description: 'Where posts are edited and deleted',
    is_private,
  });
  const id = (res.json().data as { group: { id: number } }).group.id;
  for (const m of members) {
    await call('POST', `/community/groups/${id}/join`, m.token);
    if (is_private)
      await call('POST', `/community/groups/${id}/requests/${m.id}/approve`, owner.token);
  }
  return id;
}

async function post(groupId: number, who: TestUser, content = 'A first thought') {
  const res = await call('POST', `/community/groups/${groupId}/posts`, who.token, { content });
  expect(res.statusCode).toBe(201);
  return (res.json().data as { post: { id: number } }).post.id;
}

async function listed(groupId: number, who: TestUser) {
  const res = await call('GET', `/community/groups/${groupId}/posts`, who.token);
  return res.json().data as {
    posts: { id: number; content: string; edited_at: string | null }[];
    total: number;
  };
}

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

describe('PUT /community/posts/{id}', () => {
  it('lets the author edit her post: trimmed content, edited_at set, and the list shows both', async () => {
    const id = await post(publicGroup, author);
    expect(
      (await listed(publicGroup, author)).posts.find((p) => p.id === id)?.edited_at,
    ).toBeNull();
    const res = await call('PUT', `/community/posts/${id}`, author.token, {
      content: '  A second thought  ',
    });
    expect(res.statusCode).toBe(200);
    const edited = (res.json().data as { post: Record<string, unknown> }).post;
    expect(edited).toMatchObject({
      id,
      group_id: publicGroup,
      user_id: author.id,
      content: 'A second thought',
    });
    expect(typeof edited.edited_at).toBe('string');
    const seen = (await listed(publicGroup, fellow)).posts.find((p) => p.id === id);
    expect(seen).toMatchObject({ content: 'A second thought', edited_at: edited.edited_at });
    const row = await h.db
      .selectFrom('group_posts')
      .select(['content', 'edited_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.content).toBe('A second thought');
    expect(row.edited_at).not.toBeNull();
  });

  it('refuses everyone but the author: 403 for members and admins, 401 signed out', async () => {
    const id = await post(publicGroup, author);
    for (const who of [fellow, groupAdmin, siteAdmin, outsider]) {
      const res = await call('PUT', `/community/posts/${id}`, who.token, { content: 'Not mine' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN', message: expect.any(String) });
    }
    expect(
      (await call('PUT', `/community/posts/${id}`, undefined, { content: 'x' })).statusCode,
    ).toBe(401);
    expect((await listed(publicGroup, author)).posts.find((p) => p.id === id)?.content).toBe(
      'A first thought',
    );
  });

  it('answers 400 with the documented body for bad content, as creating a post does', async () => {
    const id = await post(publicGroup, author);
    for (const content of ['   ', 'x'.repeat(5001), 42, undefined]) {
      const res = await call('PUT', `/community/posts/${id}`, author.token, { content });
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.any(String) });
      expect(Object.keys(body).every((k) => ['message', 'code', 'issues'].includes(k))).toBe(true);
    }
    expect(
      (await call('PUT', '/community/posts/abc', author.token, { content: 'x' })).statusCode,
    ).toBe(400);
    const long = 'y'.repeat(5000);
    expect(
      (await call('PUT', `/community/posts/${id}`, author.token, { content: long })).statusCode,
    ).toBe(200);
  });

  it('answers 404 for an unknown post, a deleted one, and a post in a private group the caller cannot see', async () => {
    expect(
      (await call('PUT', '/community/posts/999999', author.token, { content: 'x' })).statusCode,
    ).toBe(404);
    const hidden = await post(privateGroup, fellow);
    const res = await call('PUT', `/community/posts/${hidden}`, outsider.token, { content: 'x' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    const gone = await post(publicGroup, author);
    expect((await call('DELETE', `/community/posts/${gone}`, author.token)).statusCode).toBe(200);
    expect(
      (await call('PUT', `/community/posts/${gone}`, author.token, { content: 'x' })).statusCode,
    ).toBe(404);
  });

  it('works through tRPC with the same output', async () => {
    const id = await post(privateGroup, author);
    const caller = await h.caller(author.token);
    const { post: edited } = await caller.community.updatePost({ id, content: ' Through tRPC ' });
    expect(edited).toMatchObject({ id, content: 'Through tRPC', user: { id: author.id } });
    expect(edited.edited_at).not.toBeNull();
  });
});

describe('DELETE /community/posts/{id}', () => {
  it('lets the author delete her post: it leaves the list and its total for everyone, and the row records who', async () => {
    const id = await post(publicGroup, author);
    const before = await listed(publicGroup, fellow);
    const res = await call('DELETE', `/community/posts/${id}`, author.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { success: true } });
    for (const who of [author, fellow, groupAdmin, siteAdmin]) {
      const after = await listed(publicGroup, who);
      expect(after.posts.map((p) => p.id)).not.toContain(id);
    }
    expect((await listed(publicGroup, fellow)).total).toBe(before.total - 1);
    const row = await h.db
      .selectFrom('group_posts')
      .select(['deleted_at', 'deleted_by'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.deleted_at).not.toBeNull();
    expect(row.deleted_by).toBe(author.id);
    expect((await call('DELETE', `/community/posts/${id}`, author.token)).statusCode).toBe(404);
  });

  it("lets the group's admin and a site admin delete anyone's post, and records who did", async () => {
    for (const [group, remover] of [
      [publicGroup, groupAdmin],
      [privateGroup, groupAdmin],
      [publicGroup, siteAdmin],
      [privateGroup, siteAdmin],
    ] as const) {
      const id = await post(group, fellow);
      expect((await call('DELETE', `/community/posts/${id}`, remover.token)).statusCode).toBe(200);
      expect((await listed(group, author)).posts.map((p) => p.id)).not.toContain(id);
      const row = await h.db
        .selectFrom('group_posts')
        .select('deleted_by')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row.deleted_by).toBe(remover.id);
    }
  });

  it("refuses other members and another group's admin (403), outsiders of a private group (404), visitors (401)", async () => {
    const id = await post(publicGroup, author);
    for (const who of [fellow, otherAdmin, outsider]) {
      const res = await call('DELETE', `/community/posts/${id}`, who.token);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
    expect((await call('DELETE', `/community/posts/${id}`)).statusCode).toBe(401);
    const hidden = await post(privateGroup, author);
    for (const who of [otherAdmin, outsider]) {
      expect((await call('DELETE', `/community/posts/${hidden}`, who.token)).statusCode).toBe(404);
    }
    expect((await call('DELETE', `/community/posts/${hidden}`, fellow.token)).statusCode).toBe(403);
    expect((await call('DELETE', '/community/posts/999999', author.token)).statusCode).toBe(404);
    // A path id out of range names nothing (bad-input.test.ts): 404, as for every other path.
    for (const bad of ['0', '2147483648']) {
      expect((await call('DELETE', `/community/posts/${bad}`, author.token)).statusCode).toBe(404);
    }
    expect((await listed(publicGroup, author)).posts.map((p) => p.id)).toContain(id);
    expect((await listed(privateGroup, author)).posts.map((p) => p.id)).toContain(hidden);
  });

  it('an author who left a private group can still take back her post; in a group an admin set inactive only a site admin can', async () => {
    const leaver = await signUp(h, { first_name: 'Lia', last_name: 'Leaver' });
    const group = await newGroup(groupAdmin, true, [leaver]);
    const kept = await post(group, leaver, 'Kept');
    const taken = await post(group, leaver, 'Taken back');
    expect((await call('POST', `/community/groups/${group}/leave`, leaver.token)).statusCode).toBe(
      200,
    );
    const edit = await call('PUT', `/community/posts/${kept}`, leaver.token, {
      content: 'Changed',
    });
    expect(edit.statusCode).toBe(200);
    expect((await call('DELETE', `/community/posts/${taken}`, leaver.token)).statusCode).toBe(200);
    expect((await listed(group, groupAdmin)).posts.map((p) => p.content)).toEqual(['Changed']);

    const closing = await newGroup(groupAdmin, false, [author]);
    const late = await post(closing, author);
    const inactive = await call('PUT', `/admin/communities/${closing}`, siteAdmin.token, {
      status: 'inactive',
    });
    expect(inactive.statusCode).toBe(200);
    for (const who of [author, groupAdmin]) {
      expect((await call('DELETE', `/community/posts/${late}`, who.token)).statusCode).toBe(404);
    }
    expect((await call('DELETE', `/community/posts/${late}`, siteAdmin.token)).statusCode).toBe(
      200,
    );
  });

  it('two deletes at once: one 200, one 404, never a 500', async () => {
    const id = await post(publicGroup, author);
    const statuses = await Promise.all([
      call('DELETE', `/community/posts/${id}`, author.token),
      call('DELETE', `/community/posts/${id}`, groupAdmin.token),
    ]).then((replies) => replies.map((r) => r.statusCode).sort());
    expect(statuses).toEqual([200, 404]);
  });

  it('an edit racing a delete: the delete wins or the edit lands first, never a 500 or a deleted post shown', async () => {
    const id = await post(publicGroup, author);
    const [edit, remove] = await Promise.all([
      call('PUT', `/community/posts/${id}`, author.token, { content: 'Racing' }),
      call('DELETE', `/community/posts/${id}`, groupAdmin.token),
    ]);
    expect(remove.statusCode).toBe(200);
    expect([200, 404]).toContain(edit.statusCode);
    expect((await listed(publicGroup, author)).posts.map((p) => p.id)).not.toContain(id);
  });
});

type PostOut = Record<string, unknown> & { id: number };

async function create(groupId: number, who: TestUser, body: Record<string, unknown>) {
  return call('POST', `/community/groups/${groupId}/posts`, who.token, body);
}

async function ids(groupId: number, who: TestUser) {
  const res = await call('GET', `/community/groups/${groupId}/posts`, who.token);
  const data = res.json().data as { posts: PostOut[]; total: number };
  return { ids: data.posts.map((p) => p.id), total: data.total, posts: data.posts };
}

describe('content notes', () => {
  it('stores a note, lists it, changes it on edit, and refuses an unknown one with 400', async () => {
    const res = await create(publicGroup, author, { content: 'Heavy', content_note: 'self_harm' });
    expect(res.statusCode).toBe(201);
    const id = (res.json().data as { post: PostOut }).post.id;
    expect(res.json().data).toMatchObject({ post: { content_note: 'self_harm', reply_count: 0 } });
    expect((await ids(publicGroup, fellow)).posts.find((p) => p.id === id)).toMatchObject({
      content_note: 'self_harm',
    });
    const edit = await call('PUT', `/community/posts/${id}`, author.token, {
      content: 'Lighter',
      content_note: null,
    });
    expect(edit.json().data).toMatchObject({ post: { content: 'Lighter', content_note: null } });
    for (const content_note of ['gore', 42, '']) {
      const bad = await create(publicGroup, author, { content: 'x', content_note });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        issues: [expect.objectContaining({ path: ['content_note'] })],
      });
    }
  });

  it("leaves out of a member's list the notes she set to hide (total too), never her own posts", async () => {
    const reader = await signUp(h);
    await call('POST', `/community/groups/${publicGroup}/join`, reader.token);
    const hiddenNote = await post(publicGroup, author, 'About loss');
    await h.db
      .updateTable('group_posts')
      .set({ content_note: 'pregnancy_loss' })
      .where('id', '=', hiddenNote)
      .execute();
    const collapsed = (
      await create(publicGroup, author, { content: 'About abuse', content_note: 'abuse' })
    ).json().data as { post: PostOut };
    const before = await ids(publicGroup, reader);
    const prefs = await call('PUT', '/users/me/preferences', reader.token, {
      content_note_filters: { pregnancy_loss: 'hide', abuse: 'collapse' },
    });
    expect(prefs.statusCode).toBe(200);
    const own = (
      await create(publicGroup, reader, { content: 'Mine', content_note: 'pregnancy_loss' })
    ).json().data as { post: PostOut };
    const after = await ids(publicGroup, reader);
    expect(after.ids).not.toContain(hiddenNote);
    expect(after.ids).toContain(collapsed.post.id);
    expect(after.ids).toContain(own.post.id);
    expect(after.total).toBe(before.total);
    expect((await ids(publicGroup, fellow)).ids).toContain(hiddenNote);
  });
});

describe('idempotent posting', () => {
  it('10 concurrent posts with one Idempotency-Key store one row and all answer that post', async () => {
    const content = `Double submit ${Date.now()}`;
    const key = `draft-${Date.now()}`;
    const replies = await Promise.all(
      Array.from({ length: 10 }, () =>
        h.app.inject({
          method: 'POST',
          url: `/api/v1/community/groups/${publicGroup}/posts`,
          headers: { ...auth(author.token), 'idempotency-key': key },
          payload: { content },
        }),
      ),
    );
    expect(replies.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    const posted = new Set(replies.map((r) => (r.json().data as { post: PostOut }).post.id));
    expect(posted.size).toBe(1);
    const rows = await h.db
      .selectFrom('group_posts')
      .select('id')
      .where('content', '=', content)
      .execute();
    expect(rows.map((r) => r.id)).toEqual([...posted]);
    // The same key through tRPC answers the same post; another member's same key is her own post.
    const caller = await h.caller(author.token);
    const again = await caller.community.post({
      id: publicGroup,
      content,
      idempotency_key: key,
    });
    expect(again.post.id).toBe(rows[0]?.id);
    const other = await (
      await h.caller(fellow.token)
    ).community.post({ id: publicGroup, content, idempotency_key: key });
    expect(other.post.id).not.toBe(rows[0]?.id);
  });
});

describe('posting while removed', () => {
  it('the insert itself refuses an author who is no longer a member (a ban after the service checked)', async () => {
    const row = { user_id: outsider.id, content: 'Slipped in?', anonymous: false };
    expect(
      await insertPost(h.db, { ...row, group_id: publicGroup, content_note: null }),
    ).toBeUndefined();
    const post = await insertPost(h.db, {
      ...row,
      user_id: author.id,
      group_id: publicGroup,
      content_note: null,
    });
    expect(post?.id).toBeGreaterThan(0);
    expect(
      await insertReply(h.db, { ...row, post_id: post?.id ?? 0, group_id: publicGroup }),
    ).toBeUndefined();
    const stored = await h.db
      .selectFrom('group_posts')
      .select('id')
      .where('user_id', '=', outsider.id)
      .execute();
    expect(stored).toEqual([]);
  });
});
