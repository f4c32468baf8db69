import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/db.ts';
import { auth, createHarness, signUp, type Harness, type TestUser } from '../../../test/harness.ts';

let h: Harness;
let groupAdmin: TestUser;
let fellow: TestUser;
let siteAdmin: TestUser;
let anon: TestUser;
let group: number;

/** An id no post, reply, group or timestamp of this file comes near, so a scan for it is exact. */
const ANON_ID = 7_654_321;
const ANON_NAME = 'Zephyrine';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Reply = { statusCode: number; body: string; json(): Record<string, any> };

function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  who: TestUser,
  payload?: Record<string, unknown>,
): Promise<Reply> {
  return h.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: auth(who.token),
    ...(payload ? { payload } : {}),
  }) as unknown as Promise<Reply>;
}

beforeAll(async () => {
  h = await createHarness(await createTestDatabase(), { RATE_LIMIT_POST_PER_USER: '1000' });
  groupAdmin = await signUp(h, { first_name: 'Gia', last_name: 'Admin' });
  fellow = await signUp(h, { first_name: 'Fay', last_name: 'Fellow' });
  siteAdmin = await signUp(h, { role: 'admin' });
  await sql`alter table users alter column id restart with ${sql.lit(ANON_ID)}`.execute(h.db);
  anon = await signUp(h, { first_name: ANON_NAME, last_name: 'Quill' });
  expect(anon.id).toBe(ANON_ID);
  const res = await call('POST', '/community/groups', groupAdmin, {
    name: 'Anonymous circle',
    description: 'Where members may speak without their names',
  });
  group = res.json().data.group.id;
  for (const m of [fellow, anon])
    expect((await call('POST', `/community/groups/${group}/join`, m)).statusCode).toBe(200);
});
afterAll(() => h.close());

describe('allow_anonymous', () => {
  it('is off by default: anonymous posts and replies answer 400; a plain member cannot turn it on (403), the group admin and a site admin can', async () => {
    const before = await call('GET', `/community/groups/${group}`, fellow);
    expect(before.json().data.group).toMatchObject({ allow_anonymous: false });
    const refused = await call('POST', `/community/groups/${group}/posts`, anon, {
      content: 'Quietly',
      anonymous: true,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      code: 'BAD_REQUEST',
      message: 'This group does not allow anonymous posts',
    });
    const named = await call('POST', `/community/groups/${group}/posts`, fellow, { content: 'Hi' });
    const postId = named.json().data.post.id as number;
    const reply = await call('POST', `/community/posts/${postId}/replies`, anon, {
      content: 'Quietly',
      anonymous: true,
    });
    expect(reply.statusCode).toBe(400);
    const toggle = { allow_anonymous: true };
    expect((await call('PUT', `/community/groups/${group}`, fellow, toggle)).statusCode).toBe(403);
    for (const who of [siteAdmin, groupAdmin]) {
      const res = await call('PUT', `/community/groups/${group}`, who, toggle);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.group).toMatchObject({ allow_anonymous: true });
    }
    const bad = await call('PUT', `/community/groups/${group}`, groupAdmin, {
      allow_anonymous: 'yes',
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('an anonymous author', () => {
  it('is never in a response: her id and name appear in no body, REST or tRPC, for anyone; she still manages what she wrote', async () => {
    await call('PUT', `/community/groups/${group}`, groupAdmin, { allow_anonymous: true });
    const bodies: string[] = [];
    const keep = (res: Reply, status = 200) => {
      expect(res.statusCode).toBe(status);
      bodies.push(res.body);
      return res.json().data;
    };
    const created = keep(
      await call('POST', `/community/groups/${group}/posts`, anon, {
        content: 'Something I cannot say with my name',
        anonymous: true,
        content_note: 'abuse',
      }),
      201,
    );
    const postId = created.post.id as number;
    expect(created.post).toMatchObject({ anonymous: true, user_id: null, user: null, mine: true });
    const anonCaller = await h.caller(anon.token);
    const viaTrpc = await anonCaller.community.post({
      id: group,
      content: 'Again',
      anonymous: true,
    });
    bodies.push(JSON.stringify(viaTrpc));
    const edited = keep(
      await call('PUT', `/community/posts/${postId}`, anon, { content: 'Said differently' }),
    );
    expect(edited.post).toMatchObject({ content: 'Said differently', user_id: null, mine: true });
    bodies.push(
      JSON.stringify(await anonCaller.community.updatePost({ id: postId, content: 'Once more' })),
    );
    const replied = keep(
      await call('POST', `/community/posts/${postId}/replies`, anon, {
        content: 'Following up',
        anonymous: true,
      }),
      201,
    );
    const replyId = replied.reply.id as number;
    expect(replied.reply).toMatchObject({ anonymous: true, user_id: null, user: null, mine: true });
    keep(await call('PUT', `/community/replies/${replyId}`, anon, { content: 'Followed up' }));
    bodies.push(
      JSON.stringify(
        await anonCaller.community.createReply({ id: postId, content: 'And', anonymous: true }),
      ),
    );
    keep(await call('POST', `/community/posts/${postId}/hide`, groupAdmin, { reason: 'Check' }));
    keep(await call('POST', `/community/replies/${replyId}/hide`, siteAdmin, {}));
    for (const who of [groupAdmin, siteAdmin, fellow, anon]) {
      const list = keep(await call('GET', `/community/groups/${group}/posts`, who));
      const anonymous = list.posts.filter((p: { anonymous: boolean }) => p.anonymous);
      const mine = anonymous.filter((p: { mine: boolean }) => p.mine);
      expect(mine.length).toBe(who === anon ? 2 : 0);
      const caller = await h.caller(who.token);
      bodies.push(JSON.stringify(await caller.community.posts({ id: group })));
      if (who !== fellow) {
        keep(await call('GET', `/community/posts/${postId}/replies`, who));
        bodies.push(JSON.stringify(await caller.community.replies({ id: postId })));
      }
    }
    keep(await call('POST', `/community/replies/${replyId}/unhide`, groupAdmin, {}));
    keep(await call('POST', `/community/posts/${postId}/unhide`, groupAdmin, {}));
    keep(await call('GET', `/community/posts/${postId}/replies`, fellow));
    expect(bodies.length).toBeGreaterThan(20);
    for (const body of bodies) {
      expect(body).not.toContain(String(ANON_ID));
      expect(body).not.toContain(ANON_NAME);
    }
    // The database keeps who wrote it (moderation's unmask reads it); deleting still works for her.
    const row = await h.db
      .selectFrom('group_posts')
      .select('user_id')
      .where('id', '=', postId)
      .executeTakeFirstOrThrow();
    expect(row.user_id).toBe(ANON_ID);
    expect((await call('DELETE', `/community/replies/${replyId}`, anon)).statusCode).toBe(200);
    expect((await call('DELETE', `/community/posts/${postId}`, anon)).statusCode).toBe(200);
  });
});
