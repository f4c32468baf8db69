import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/db.ts';
import { auth, createHarness, signUp, type Harness, type TestUser } from '../../../test/harness.ts';

let h: Harness;
let author: TestUser;
let fellow: TestUser;
let groupAdmin: TestUser;
let outsider: TestUser;
let publicGroup: number;
let privateGroup: number;

type Reply = {
  statusCode: number;
  headers: Record<string, unknown>;
  json(): { data?: Record<string, unknown> } & Record<string, unknown>;
};

function call(method: 'GET' | 'POST', url: string, token?: string, payload?: unknown) {
  return h.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: token ? auth(token) : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  }) as Promise<Reply>;
}

type Target = { target_type: string; target_id: number };
const report = (who: TestUser, target: Target, reason = 'harassment', note?: string) =>
  call('POST', '/reports', who.token, {
    ...target,
    reason,
    ...(note === undefined ? {} : { note }),
  });

async function newGroup(owner: TestUser, is_private: boolean, members: TestUser[]) {
  const res = await call('POST', '/community/groups', owner.token, {
    name: `Reports ${is_private ? 'private' : 'public'} ${Date.now()} ${Math.random()}`,
    description: 'Where reports are made',
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

/** Stored directly: the posting rate limit is not what these tests are about. */
async function post(groupId: number, who: TestUser, content = 'Something worth reporting') {
  const row = await h.db
    .insertInto('group_posts')
    .values({ group_id: groupId, user_id: who.id, content })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { target_type: 'post', target_id: row.id };
}

async function reply(postId: number, who: TestUser, content = 'A reply worth reporting') {
  const row = await h.db
    .insertInto('group_post_replies')
    .values({ post_id: postId, user_id: who.id, content })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { target_type: 'reply', target_id: row.id };
}

async function roomOf(groupId: number | null) {
  const room = await h.db
    .selectFrom('conversations')
    .select('id')
    .where((eb) => (groupId === null ? eb('kind', '=', 'community') : eb('group_id', '=', groupId)))
    .executeTakeFirstOrThrow();
  return room.id;
}

async function message(groupId: number | null, who: TestUser, content = 'A message') {
  const row = await h.db
    .insertInto('messages')
    .values({ conversation_id: await roomOf(groupId), sender_id: who.id, content })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { target_type: 'message', target_id: row.id };
}

async function story(who: TestUser | null, status: 'draft' | 'published' = 'published') {
  const row = await h.db
    .insertInto('stories')
    .values({
      title: `A story ${Math.random()}`,
      content: 'Told here',
      author_id: who?.id ?? null,
      author_name: 'Someone',
      status,
      published_at: status === 'published' ? new Date() : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { target_type: 'story', target_id: row.id };
}

async function storedReport(id: number) {
  return h.db
    .selectFrom('reports')
    .select([
      'reporter_id',
      'target_type',
      'target_id',
      'group_id',
      'target_user_id',
      'reason',
      'note',
      'status',
    ])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

async function hiddenState(table: 'group_posts' | 'group_post_replies' | 'messages', id: number) {
  return h.db
    .selectFrom(table)
    .select(['hidden_at', 'hidden_by'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

beforeAll(async () => {
  h = await createHarness(await createTestDatabase());
  groupAdmin = await signUp(h, { first_name: 'Gia', last_name: 'Admin' });
  author = await signUp(h, { first_name: 'Ada', last_name: 'Author' });
  fellow = await signUp(h, { first_name: 'Fay', last_name: 'Fellow' });
  outsider = await signUp(h, { first_name: 'Oona', last_name: 'Outsider' });
  publicGroup = await newGroup(groupAdmin, false, [author, fellow]);
  privateGroup = await newGroup(groupAdmin, true, [author, fellow]);
});
afterAll(() => h.close());

describe('POST /reports', () => {
  it('answers 201 with the open report, and stores the group and the author of a post', async () => {
    const target = await post(publicGroup, author, 'Rude words');
    const res = await report(fellow, target, 'harassment', '  She keeps doing this.  ');
    expect(res.statusCode).toBe(201);
    const body = res.json().data as { report: Record<string, unknown> };
    expect(body.report).toEqual({
      id: expect.any(Number),
      ...target,
      reason: 'harassment',
      note: 'She keeps doing this.',
      status: 'open',
      created_at: expect.any(String),
      updated_at: expect.any(String),
      preview: 'Rude words',
      rule: null,
    });
    expect(await storedReport(body.report.id as number)).toEqual({
      reporter_id: fellow.id,
      ...target,
      group_id: publicGroup,
      target_user_id: author.id,
      reason: 'harassment',
      note: 'She keeps doing this.',
      status: 'open',
    });
  });

  it('takes replies, messages, stories, members and groups, each with its group and author', async () => {
    const { target_id: postId } = await post(privateGroup, author);
    const cases: [Target, number | null, number | null][] = [
      [await reply(postId, author), privateGroup, author.id],
      [await message(privateGroup, author), privateGroup, author.id],
      [await message(null, author), null, author.id],
      [await story(author), null, author.id],
      [{ target_type: 'user', target_id: author.id }, null, author.id],
      [{ target_type: 'group', target_id: privateGroup }, privateGroup, null],
    ];
    for (const [target, group_id, target_user_id] of cases) {
      const res = await report(fellow, target, 'spam');
      expect(res.statusCode, JSON.stringify(target)).toBe(201);
      const id = (res.json().data as { report: { id: number } }).report.id;
      expect(await storedReport(id)).toMatchObject({ ...target, group_id, target_user_id });
    }
  });

  it('answers 409 to a second report of the same target, also when both arrive at once', async () => {
    const target = await post(publicGroup, author);
    expect((await report(fellow, target)).statusCode).toBe(201);
    const again = await report(fellow, target, 'spam');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'You have already reported this.', code: 'CONFLICT' });

    for (const other of [await story(author), { target_type: 'user', target_id: groupAdmin.id }]) {
      const both = await Promise.all([report(outsider, other), report(outsider, other)]);
      expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    }
    const rows = await h.db
      .selectFrom('reports')
      .select('id')
      .where('reporter_id', '=', outsider.id)
      .where('target_type', '=', 'user')
      .where('target_id', '=', groupAdmin.id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('answers 400 to reporting your own post, reply, message or story, yourself, or a group you run', async () => {
    const own = await post(publicGroup, author);
    const targets = [
      own,
      await reply(own.target_id, author),
      await message(null, author),
      await story(author),
      { target_type: 'user', target_id: author.id },
    ];
    for (const target of targets) {
      const res = await report(author, target);
      expect(res.statusCode, JSON.stringify(target)).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'BAD_REQUEST',
        message: expect.stringMatching(/^You cannot report/),
      });
    }
    expect(
      (await report(groupAdmin, { target_type: 'group', target_id: publicGroup })).statusCode,
    ).toBe(400);
  });

  it('answers 404 for what the caller cannot see', async () => {
    const privatePost = await post(privateGroup, author);
    const deleted = await post(publicGroup, author);
    await h.db
      .updateTable('group_posts')
      .set({ deleted_at: new Date() })
      .where('id', '=', deleted.target_id)
      .execute();
    const inactive = await signUp(h);
    await h.db
      .updateTable('users')
      .set({ status: 'inactive' })
      .where('id', '=', inactive.id)
      .execute();
    const closedGroup = await newGroup(groupAdmin, false, [fellow]);
    await h.db
      .updateTable('groups')
      .set({ status: 'inactive' })
      .where('id', '=', closedGroup)
      .execute();
    const cases: [Target, TestUser][] = [
      [privatePost, outsider],
      [await reply(privatePost.target_id, author), outsider],
      [await message(privateGroup, author), outsider],
      [deleted, fellow],
      [await story(author, 'draft'), fellow],
      [{ target_type: 'user', target_id: inactive.id }, fellow],
      [{ target_type: 'group', target_id: closedGroup }, fellow],
      [{ target_type: 'post', target_id: 2_000_000_000 }, fellow],
    ];
    for (const [target, who] of cases) {
      const res = await report(who, target);
      expect(res.statusCode, JSON.stringify(target)).toBe(404);
      expect(Object.keys(res.json()).sort()).toEqual(['code', 'message']);
    }
  });

  it('answers 404 for a post, reply or message a block or her mute keeps from her; an anonymous one she sees is hers to report', async () => {
    // Members of their own: the reports below count against a member's hourly limit.
    const seer = await signUp(h, { first_name: 'Sia', last_name: 'Seer' });
    const witness = await signUp(h, { first_name: 'Wyn', last_name: 'Witness' });
    const harasser = await signUp(h, { first_name: 'Hal', last_name: 'Harrow' });
    const blockerOfHers = await signUp(h, { first_name: 'Kay', last_name: 'Keeps' });
    const muted = await signUp(h, { first_name: 'Moe', last_name: 'Muted' });
    for (const m of [seer, witness, harasser, blockerOfHers, muted])
      await call('POST', `/community/groups/${publicGroup}/join`, m.token);
    const relate = async (by: TestUser, kind: 'block' | 'mute', whom: TestUser) =>
      expect((await call('POST', `/users/${whom.id}/${kind}`, by.token)).statusCode).toBe(200);
    await relate(seer, 'block', harasser);
    await relate(blockerOfHers, 'block', seer);
    await relate(seer, 'mute', muted);
    const harassersPost = await post(publicGroup, harasser);
    const kept: Target[] = [
      harassersPost,
      await reply(harassersPost.target_id, harasser),
      // A reply by anyone under a post kept from her: she cannot reach it either.
      await reply(harassersPost.target_id, author),
      await message(publicGroup, harasser),
      await post(publicGroup, blockerOfHers),
      await reply((await post(publicGroup, author)).target_id, blockerOfHers),
      await message(publicGroup, blockerOfHers),
      await post(publicGroup, muted),
      await message(publicGroup, muted),
    ];
    for (const target of kept) {
      const res = await report(seer, target);
      expect(res.statusCode, JSON.stringify(target)).toBe(404);
      // Anyone else may report it.
      expect((await report(witness, target)).statusCode, JSON.stringify(target)).toBe(201);
    }
    // Anonymous content is in her lists whoever wrote it (a 404 would name its author).
    const anonymous = await h.db
      .insertInto('group_posts')
      .values({ group_id: publicGroup, user_id: harasser.id, content: 'Unnamed', anonymous: true })
      .returning('id')
      .executeTakeFirstOrThrow();
    const anonymousReply = await h.db
      .insertInto('group_post_replies')
      .values({
        post_id: anonymous.id,
        user_id: blockerOfHers.id,
        content: 'Also',
        anonymous: true,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const target of [
      { target_type: 'post', target_id: anonymous.id },
      { target_type: 'reply', target_id: anonymousReply.id },
    ])
      expect((await report(seer, target)).statusCode, JSON.stringify(target)).toBe(201);
  });

  it('refuses bad input with 400 and the field, and a visitor with 401', async () => {
    const target = await post(publicGroup, author);
    const badReason = await report(fellow, target, 'rude');
    expect(badReason.statusCode).toBe(400);
    expect(badReason.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      issues: [{ path: ['reason'] }],
    });
    const longNote = await report(fellow, target, 'spam', 'x'.repeat(1001));
    expect(longNote.statusCode).toBe(400);
    expect(longNote.json()).toMatchObject({ issues: [{ path: ['note'] }] });
    const badType = await call('POST', '/reports', fellow.token, {
      target_type: 'event',
      target_id: 1,
      reason: 'spam',
    });
    expect(badType.statusCode).toBe(400);
    expect(
      (await call('POST', '/reports', undefined, { ...target, reason: 'spam' })).statusCode,
    ).toBe(401);
  });

  it('takes reports from a suspended member: she can still read, so she can still be harmed', async () => {
    const suspended = await signUp(h);
    await h.db
      .updateTable('users')
      .set({ suspended_until: new Date(Date.now() + 86_400_000) })
      .where('id', '=', suspended.id)
      .execute();
    expect(
      (await report(suspended, { target_type: 'user', target_id: author.id })).statusCode,
    ).toBe(201);
  });

  it('takes 20 reports an hour from one member; the 21st is 429 with Retry-After', async () => {
    const busy = await signUp(h);
    const target = await story(author);
    expect((await report(busy, target)).statusCode).toBe(201);
    for (let i = 1; i < 20; i++) expect((await report(busy, target)).statusCode).toBe(409);
    const refused = await report(busy, await story(author));
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await report(fellow, await story(author))).statusCode).toBe(201);
  });
});

describe('auto-hide', () => {
  let reporters: TestUser[];
  beforeAll(async () => {
    reporters = [];
    for (let i = 0; i < 3; i++) reporters.push(await signUp(h));
  });

  it('hides a post at once when 3 members report it at the same moment, with an audit entry', async () => {
    const target = await post(publicGroup, author);
    const results = await Promise.all(reporters.map((r) => report(r, target)));
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    const state = await hiddenState('group_posts', target.target_id);
    expect(state.hidden_at).toBeInstanceOf(Date);
    expect(state.hidden_by).toBeNull();
    const audit = await h.db
      .selectFrom('audit_log')
      .select(['actor_id', 'actor_email', 'action', 'entity', 'details'])
      .where('entity', '=', 'post')
      .where('entity_id', '=', target.target_id)
      .execute();
    expect(audit).toEqual([
      {
        actor_id: null,
        actor_email: 'system',
        action: 'auto_hide',
        entity: 'post',
        details: { reporters: 3, threshold: 3 },
      },
    ]);
  });

  it('leaves a post reported by 2 members visible', async () => {
    const target = await post(publicGroup, author);
    await Promise.all(reporters.slice(0, 2).map((r) => report(r, target)));
    expect((await hiddenState('group_posts', target.target_id)).hidden_at).toBeNull();
  });

  it('hides replies and messages too, but never a story, member or group', async () => {
    const { target_id: postId } = await post(publicGroup, author);
    const replyTarget = await reply(postId, author);
    const messageTarget = await message(null, author);
    const others = [await story(author), { target_type: 'user', target_id: author.id }];
    for (const target of [replyTarget, messageTarget, ...others])
      expect(
        (await Promise.all(reporters.map((r) => report(r, target)))).map((r) => r.statusCode),
      ).toEqual([201, 201, 201]);
    expect(
      (await hiddenState('group_post_replies', replyTarget.target_id)).hidden_at,
    ).toBeInstanceOf(Date);
    expect((await hiddenState('messages', messageTarget.target_id)).hidden_at).toBeInstanceOf(Date);
    const audited = await h.db
      .selectFrom('audit_log')
      .select('entity')
      .where('action', '=', 'auto_hide')
      .where('entity', 'in', ['story', 'user'])
      .execute();
    expect(audited).toEqual([]);
  });

  it('follows the site setting, and counts only open reports', async () => {
    await h.db
      .insertInto('site_settings')
      .values({
        site_name: 'HerCircle',
        site_description: '',
        email_notifications: true,
        auto_publish: false,
        require_approval: true,
        max_file_size: '5MB',
        backup_frequency: 'daily',
        auto_hide_reports: 2,
      })
      .onConflict((oc) => oc.column('id').doUpdateSet({ auto_hide_reports: 2 }))
      .execute();
    try {
      const target = await post(publicGroup, author);
      expect((await report(reporters[0]!, target)).statusCode).toBe(201);
      await h.db
        .updateTable('reports')
        .set({ status: 'dismissed' })
        .where('target_type', '=', 'post')
        .where('target_id', '=', target.target_id)
        .execute();
      expect((await report(reporters[1]!, target)).statusCode).toBe(201);
      expect((await hiddenState('group_posts', target.target_id)).hidden_at).toBeNull();
      expect((await report(reporters[2]!, target)).statusCode).toBe(201);
      expect((await hiddenState('group_posts', target.target_id)).hidden_at).toBeInstanceOf(Date);
      // Hidden now: the next member can no longer see it, so cannot report it.
      expect((await report(fellow, target)).statusCode).toBe(404);
    } finally {
      await h.db.updateTable('site_settings').set({ auto_hide_reports: 3 }).execute();
    }
  });
});

describe('GET /reports/mine', () => {
  it('lists her reports newest first with status and preview, never the moderation details', async () => {
    const me = await signUp(h);
    const kept = await post(publicGroup, author, 'Still here');
    const gone = await post(publicGroup, author, 'Soon deleted');
    const first = (await report(me, gone, 'spam')).json().data as { report: { id: number } };
    const second = (await report(me, kept, 'hate', 'Look')).json().data as {
      report: { id: number };
    };
    await report(fellow, kept, 'spam');
    await h.db
      .updateTable('group_posts')
      .set({ deleted_at: new Date() })
      .where('id', '=', gone.target_id)
      .execute();
    await h.db
      .updateTable('reports')
      .set({
        status: 'actioned',
        resolution: 'delete',
        resolution_note: 'Gone',
        resolved_by: groupAdmin.id,
        updated_at: new Date(),
      })
      .where('id', '=', first.report.id)
      .execute();

    const res = await call('GET', '/reports/mine', me.token);
    expect(res.statusCode).toBe(200);
    const body = res.json().data as { reports: Record<string, unknown>[]; total: number };
    expect(body.total).toBe(2);
    expect(body.reports.map((r) => r.id)).toEqual([second.report.id, first.report.id]);
    expect(body.reports[0]).toEqual({
      id: second.report.id,
      ...kept,
      reason: 'hate',
      note: 'Look',
      status: 'open',
      created_at: expect.any(String),
      updated_at: expect.any(String),
      preview: 'Still here',
      rule: null,
    });
    // Actioned with no decision recorded (before fair process): no rule to name.
    expect(body.reports[1]).toMatchObject({ status: 'actioned', preview: null, rule: null });
    expect(JSON.stringify(body)).not.toMatch(/resolution|resolved_by|Gone/);

    expect((await call('GET', '/reports/mine', undefined)).statusCode).toBe(401);
    const paged = (await call('GET', '/reports/mine?limit=1&offset=1', me.token)).json().data as {
      reports: { id: number }[];
      total: number;
    };
    expect(paged).toEqual({
      reports: [expect.objectContaining({ id: first.report.id })],
      total: 2,
    });
  });
});
