import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/db.ts';
import { auth, createHarness, signUp, type Harness, type TestUser } from '../../../test/harness.ts';
import { createSession } from '../../auth/sessions.ts';

let h: Harness;
let amara: TestUser;
let bea: TestUser;
let cleo: TestUser;
let outsider: TestUser;
let group: number;

type Res = { statusCode: number; json(): Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any

function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  who: TestUser | string,
  payload?: Record<string, unknown>,
): Promise<Res> {
  const token = typeof who === 'string' ? who : who.token;
  return h.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: auth(token),
    ...(payload ? { payload } : {}),
  }) as unknown as Promise<Res>;
}

const tag = (u: TestUser, name = 'Someone') => `@[${name}](${u.id})`;

async function post(who: TestUser, content: string, extra: Record<string, unknown> = {}) {
  return call('POST', `/community/groups/${group}/posts`, who, { content, ...extra });
}

async function postId(who: TestUser, content: string, extra: Record<string, unknown> = {}) {
  const res = await post(who, content, extra);
  expect(res.statusCode).toBe(201);
  return res.json().data.post as { id: number; content: string };
}

const notes = (userId: number, kind = 'mention') =>
  h.db
    .selectFrom('notifications')
    .select(['kind', 'actor_id', 'target_type', 'target_id', 'actor_count', 'url'])
    .where('user_id', '=', userId)
    .where('kind', '=', kind as never)
    .orderBy('id')
    .execute();

async function clear() {
  await h.db.deleteFrom('notifications').execute();
}

async function inbox(who: TestUser) {
  const res = await call('GET', '/notifications', who);
  expect(res.statusCode).toBe(200);
  return res.json().data.notifications as Record<string, unknown>[];
}

async function block(by: TestUser, whom: TestUser, on: boolean) {
  const res = await call(on ? 'POST' : 'DELETE', `/users/${whom.id}/block`, by);
  expect(res.statusCode).toBe(200);
}

beforeAll(async () => {
  h = await createHarness(await createTestDatabase(), { RATE_LIMIT_POST_PER_USER: '1000' });
  amara = await signUp(h, { first_name: 'Amara', last_name: 'Okafor' });
  bea = await signUp(h, { first_name: 'Bea', last_name: 'Lind' });
  cleo = await signUp(h, { first_name: 'Cleo', last_name: 'Marsh' });
  outsider = await signUp(h, { first_name: 'Olga', last_name: 'Out' });
  const res = await call('POST', '/community/groups', amara, {
    name: `Mentions ${Date.now()}`,
    description: 'Where names are called',
    is_private: false,
  });
  group = res.json().data.group.id as number;
  for (const m of [bea, cleo]) await call('POST', `/community/groups/${group}/join`, m);
  await call('PUT', `/community/groups/${group}`, amara, { allow_anonymous: true });
});
afterAll(() => h.close());

describe('mentions', () => {
  it('notifies each mentioned member once, stores her current name, and never the author', async () => {
    await clear();
    const text = `Hi ${tag(bea, 'B')} and ${tag(bea, 'Bea again')} and ${tag(cleo)}, ${tag(amara)}`;
    const created = await postId(amara, text);
    expect(created.content).toBe(
      `Hi @[Bea Lind](${bea.id}) and @[Bea Lind](${bea.id}) and @[Cleo Marsh](${cleo.id}), @[Amara Okafor](${amara.id})`,
    );
    const url = `/community/group/${group}#post-${created.id}`;
    expect(await notes(bea.id)).toEqual([
      {
        kind: 'mention',
        actor_id: amara.id,
        target_type: 'post',
        target_id: created.id,
        actor_count: 1,
        url,
      },
    ]);
    expect(await notes(cleo.id)).toHaveLength(1);
    expect(await notes(amara.id)).toEqual([]);
    const [note] = await inbox(bea);
    expect(note).toMatchObject({ kind: 'mention', actor: { id: amara.id }, others_count: 0, url });
  });

  it('a mention in a reply notifies too, linking to the post', async () => {
    await clear();
    const { id } = await postId(amara, 'A question');
    const res = await call('POST', `/community/posts/${id}/replies`, bea, {
      content: `Ask ${tag(cleo)}`,
    });
    expect(res.statusCode).toBe(201);
    const replyId = res.json().data.reply.id as number;
    expect(await notes(cleo.id)).toMatchObject([
      { target_type: 'reply', target_id: replyId, url: `/community/group/${group}#post-${id}` },
    ]);
  });

  it('a mention of a member who blocked the author is published as any other (201) and tells her nothing', async () => {
    await clear();
    const { id } = await postId(amara, 'Open thread');
    await block(bea, amara, true);
    // The same answer as for a member who did not block her: a refusal would reveal the block.
    const created = await postId(amara, `Hey ${tag(bea)}`);
    expect(created.content).toBe(`Hey @[Bea Lind](${bea.id})`);
    const reply = await call('POST', `/community/posts/${id}/replies`, amara, {
      content: `Hey ${tag(bea)}`,
    });
    expect(reply.statusCode).toBe(201);
    expect(reply.json().data.reply.content).toBe(`Hey @[Bea Lind](${bea.id})`);
    const edit = await call('PUT', `/community/posts/${id}`, amara, {
      content: `Open thread, ${tag(bea)}`,
    });
    expect(edit.statusCode).toBe(200);
    expect(await notes(bea.id)).toEqual([]);
    await block(bea, amara, false);
    expect(await inbox(bea)).toEqual([]);
  });

  it('a mention of a member the author blocked is refused 403 (she knows) and nothing is stored', async () => {
    await clear();
    const { id } = await postId(amara, 'Another thread');
    const count = async () =>
      (
        await h.db
          .selectFrom('group_posts')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    const before = await count();
    await block(amara, bea, true);
    const refused = await post(amara, `Hey ${tag(bea)}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: 'You can’t mention this member' });
    const reply = await call('POST', `/community/posts/${id}/replies`, amara, {
      content: `Hey ${tag(bea)}`,
    });
    expect(reply.statusCode).toBe(403);
    await block(amara, bea, false);
    expect(await count()).toBe(before);
    expect(
      await h.db.selectFrom('group_post_replies').select('id').where('post_id', '=', id).execute(),
    ).toEqual([]);
    expect(await notes(bea.id)).toEqual([]);
  });

  it('an unknown, deactivated or non-member name stays plain text and tells no one', async () => {
    await clear();
    const gone = await signUp(h, { first_name: 'Gwen', last_name: 'Gone' });
    await call('POST', `/community/groups/${group}/join`, gone);
    await h.db
      .updateTable('users')
      .set({ deactivated_at: new Date() })
      .where('id', '=', gone.id)
      .execute();
    const text = `${tag(outsider, 'Olga')} ${tag(gone, 'Gwen')} @[Nobody](999999) ${tag(bea, 'Bea')}`;
    const created = await postId(amara, text);
    expect(created.content).toBe(`@Olga @Gwen @Nobody @[Bea Lind](${bea.id})`);
    expect(await notes(outsider.id)).toEqual([]);
    expect(await notes(gone.id)).toEqual([]);
    expect(await notes(bea.id)).toHaveLength(1);
  });

  it('an edit notifies only the names it adds, in posts and replies', async () => {
    await clear();
    const { id } = await postId(amara, `Hello ${tag(bea)}`);
    const edit = await call('PUT', `/community/posts/${id}`, amara, {
      content: `Hello ${tag(bea)} and ${tag(cleo)}`,
    });
    expect(edit.statusCode).toBe(200);
    expect(await notes(bea.id)).toHaveLength(1);
    expect(await notes(cleo.id)).toHaveLength(1);

    const r = await call('POST', `/community/posts/${id}/replies`, amara, {
      content: `${tag(cleo)}`,
    });
    const replyId = r.json().data.reply.id as number;
    const editReply = await call('PUT', `/community/replies/${replyId}`, amara, {
      content: `${tag(cleo)} ${tag(bea)}`,
    });
    expect(editReply.statusCode).toBe(200);
    expect(editReply.json().data.reply.content).toBe(
      `@[Cleo Marsh](${cleo.id}) @[Bea Lind](${bea.id})`,
    );
    expect(await notes(cleo.id)).toHaveLength(2);
    expect(await notes(bea.id)).toMatchObject([
      { target_type: 'post' },
      { target_type: 'reply', target_id: replyId },
    ]);
  });

  it('a member who muted the author is not told; an anonymous author is nobody', async () => {
    await clear();
    await call('POST', `/users/${amara.id}/mute`, cleo);
    await postId(amara, `${tag(cleo)} ${tag(bea)}`);
    expect(await notes(cleo.id)).toEqual([]);
    await call('DELETE', `/users/${amara.id}/mute`, cleo);

    await postId(amara, `${tag(cleo)}`, { anonymous: true });
    const [note] = await inbox(cleo);
    expect(note).toMatchObject({ kind: 'mention', actor: null });
    expect(JSON.stringify(note)).not.toMatch(/Amara|Okafor/);
  });

  it('more than 10 members in one post is 400 and stores nothing', async () => {
    const many = Array.from({ length: 11 }, (_, i) => `@[M${i}](${900000 + i})`).join(' ');
    const res = await post(amara, many);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/at most 10/);
  });

  it('the autocomplete lists the group’s members by the start of a name, not herself nor a blocked pair', async () => {
    const find = async (q: string, who = amara) => {
      const res = await call('GET', `/community/groups/${group}/mentionable?q=${q}`, who);
      expect(res.statusCode).toBe(200);
      return (res.json().data.members as { first_name: string }[]).map((m) => m.first_name);
    };
    expect(await find('b')).toEqual(['Bea']);
    expect(await find('mar')).toEqual(['Cleo']);
    expect(await find('Cleo%20M')).toEqual(['Cleo']);
    expect(await find('am')).toEqual([]);
    expect(await find('')).toEqual(['Bea', 'Cleo']);
    await block(cleo, amara, true);
    expect(await find('')).toEqual(['Bea']);
    await block(cleo, amara, false);
    const res = await call('GET', `/community/groups/${group}/mentionable?q=b`, outsider);
    expect(res.statusCode).toBe(403);
  });
});

/** Members made straight in the database, each with a session: fast enough for 50. */
async function crowd(n: number) {
  const users = await h.db
    .insertInto('users')
    .values(
      Array.from({ length: n }, (_, i) => ({
        email: `fan${i}-${Date.now()}@example.com`,
        password_hash: null,
        first_name: `Fan${i}`,
        last_name: 'Crowd',
      })),
    )
    .returning('id')
    .execute();
  await h.db
    .insertInto('group_members')
    .values(users.map((u) => ({ group_id: group, user_id: u.id, role: 'member' as const })))
    .execute();
  return Promise.all(users.map(async (u) => (await createSession(h.db, u.id)).token));
}

describe('reaction notifications', () => {
  it('50 concurrent reactions from 50 members leave one unread row counting them all', async () => {
    await clear();
    const { id } = await postId(amara, 'React to me');
    const tokens = await crowd(50);
    const results = await Promise.all(
      tokens.map((t) => call('PUT', `/community/posts/${id}/reactions/heart`, t)),
    );
    expect(results.map((r) => r.statusCode)).toEqual(tokens.map(() => 200));
    const rows = await notes(amara.id, 'reaction');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ target_type: 'post', target_id: id, actor_count: 50 });
    const [note] = await inbox(amara);
    expect(note).toMatchObject({ kind: 'reaction', others_count: 49 });
  });

  it('counts a member once across kinds, not herself, not un-reacting, and a read batch starts anew', async () => {
    await clear();
    const { id } = await postId(amara, 'Again');
    await call('PUT', `/community/posts/${id}/reactions/heart`, amara);
    expect(await notes(amara.id, 'reaction')).toEqual([]);
    await call('PUT', `/community/posts/${id}/reactions/heart`, bea);
    await call('PUT', `/community/posts/${id}/reactions/clap`, bea);
    await call('DELETE', `/community/posts/${id}/reactions/clap`, bea);
    expect(await notes(amara.id, 'reaction')).toMatchObject([{ actor_id: bea.id, actor_count: 1 }]);
    await call('DELETE', `/community/posts/${id}/reactions/heart`, bea);
    expect(await notes(amara.id, 'reaction')).toMatchObject([{ actor_count: 1 }]);

    expect((await call('POST', '/notifications/read-all', amara)).statusCode).toBe(200);
    await call('PUT', `/community/posts/${id}/reactions/hug`, cleo);
    const rows = await notes(amara.id, 'reaction');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({ actor_id: cleo.id, actor_count: 1 });
  });

  it('a reply’s author hears of reactions; a blocked pair or a muted reactor does not reach her', async () => {
    await clear();
    const { id } = await postId(amara, 'Thread');
    const r = await call('POST', `/community/posts/${id}/replies`, bea, { content: 'Mine' });
    const replyId = r.json().data.reply.id as number;
    await call('PUT', `/community/replies/${replyId}/reactions/laugh`, cleo);
    expect(await notes(bea.id, 'reaction')).toMatchObject([
      { target_type: 'reply', target_id: replyId, actor_id: cleo.id },
    ]);

    await clear();
    await call('POST', `/users/${cleo.id}/mute`, amara);
    await call('PUT', `/community/posts/${id}/reactions/heart`, cleo);
    expect(await notes(amara.id, 'reaction')).toEqual([]);
    await call('DELETE', `/users/${cleo.id}/mute`, amara);
    // A moderator still reaches a blocked member's post; her reaction tells no one.
    await block(amara, bea, true);
    const own = await postId(bea, 'Blocked author');
    await call('PUT', `/community/posts/${own.id}/reactions/heart`, amara);
    expect(await notes(bea.id, 'reaction')).toEqual([]);
    await block(amara, bea, false);
  });
});
