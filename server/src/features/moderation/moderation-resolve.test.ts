import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure, type TestUser } from '../../../test/harness.ts';
import {
  castOf,
  newMessage,
  newPost,
  newReply,
  report,
  rest,
  type Cast,
} from '../../../test/moderation-cast.ts';

let c: Cast;
beforeAll(async () => {
  c = await castOf();
});
afterAll(() => c.h.close());

const resolve = (token: string, id: number | undefined, body: Record<string, unknown>) =>
  rest(c.h, 'POST', `/moderation/reports/${id}/resolve`, token, body);

const reportRows = (type: 'post' | 'reply' | 'message' | 'story' | 'user', id: number) =>
  c.h.db
    .selectFrom('reports')
    .select(['status', 'resolution', 'resolution_note', 'resolved_by'])
    .where('target_type', '=', type)
    .where('target_id', '=', id)
    .orderBy('id')
    .execute();

const audit = (action: string, entity: string, entityId: number) =>
  c.h.db
    .selectFrom('audit_log')
    .select(['actor_id', 'action', 'entity', 'entity_id', 'details'])
    .where('action', '=', action)
    .where('entity', '=', entity)
    .where('entity_id', '=', entityId)
    .execute();

const postRow = (id: number) =>
  c.h.db
    .selectFrom('group_posts')
    .select(['hidden_at', 'hidden_by', 'deleted_at', 'deleted_by'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('resolving a report', () => {
  it('hide: hides the post, closes every open report on it and writes the audit log', async () => {
    const post = await newPost(c, 'To be hidden by a group admin');
    const [first, second] = await report(c, { type: 'post', id: post }, ['spam', 'hate']);
    const res = await resolve(c.groupAdmin.token, second, { action: 'hide', note: '  Spam  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      result: { status: 'actioned', action: 'hide', resolved: 2 },
    });
    expect(await postRow(post)).toMatchObject({ hidden_by: c.groupAdmin.id, deleted_at: null });
    expect((await postRow(post)).hidden_at).toBeInstanceOf(Date);
    expect(await reportRows('post', post)).toEqual([
      {
        status: 'actioned',
        resolution: 'hide',
        resolution_note: 'Spam',
        resolved_by: c.groupAdmin.id,
      },
      {
        status: 'actioned',
        resolution: 'hide',
        resolution_note: 'Spam',
        resolved_by: c.groupAdmin.id,
      },
    ]);
    const [entry] = await audit('hide', 'post', post);
    expect(entry).toMatchObject({
      actor_id: c.groupAdmin.id,
      details: { note: 'Spam', report_id: second, reports_closed: 2 },
    });
    // Gone for another member, marked for its author; her reporters see only the status.
    const [reader, reporter] = c.reporters as [TestUser, TestUser];
    const seen = await (await c.h.caller(reader.token)).community.posts({ id: c.g, limit: 100 });
    expect(seen.posts.map((p) => p.id)).not.toContain(post);
    const own = await (await c.h.caller(c.author.token)).community.posts({ id: c.g, limit: 100 });
    expect(own.posts.find((p) => p.id === post)).toMatchObject({ hidden: true });
    const mine = await rest(c.h, 'GET', '/reports/mine', reporter.token);
    const filed = (
      mine.json().data as unknown as { reports: Record<string, unknown>[] }
    ).reports.find((r) => r.id === second);
    expect(filed).toMatchObject({ status: 'actioned' });
    expect(Object.keys(filed ?? {})).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/resol|moderat|action/)]),
    );
    expect(mine.body).not.toContain('Spam"');
    expect(mine.body).not.toContain('"hide"');
    // Already closed: 409, nothing changes.
    const again = await resolve(c.siteAdmin.token, first, { action: 'dismiss', note: 'Fine' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'Already resolved', code: 'CONFLICT' });
    expect((await postRow(post)).hidden_at).not.toBeNull();
    // The queue moved it from open to actioned.
    const open = await rest(c.h, 'GET', '/moderation/reports?limit=100', c.siteAdmin.token);
    expect(open.body).not.toContain(`"target_id":${post},`);
  });

  it('dismiss: shows an auto-hidden post again, but not one a moderator hid', async () => {
    const auto = await newPost(c, 'Auto-hidden by three reports');
    const byModerator = await newPost(c, 'Hidden by a moderator earlier');
    await c.h.db
      .updateTable('group_posts')
      .set({ hidden_at: new Date() })
      .where('id', '=', auto)
      .execute();
    await c.h.db
      .updateTable('group_posts')
      .set({ hidden_at: new Date(), hidden_by: c.groupAdmin.id })
      .where('id', '=', byModerator)
      .execute();
    const [a] = await report(c, { type: 'post', id: auto }, ['spam', 'spam', 'spam']);
    const [b] = await report(c, { type: 'post', id: byModerator }, ['spam']);
    const queue = await rest(c.h, 'GET', '/moderation/reports?limit=100', c.siteAdmin.token);
    expect(queue.body).toContain(`"target_id":${auto},`);
    expect(
      (
        queue.json().data as unknown as { reports: { target_id: number; auto_hidden: boolean }[] }
      ).reports.find((r) => r.target_id === auto),
    ).toMatchObject({ auto_hidden: true });

    expect(
      (await resolve(c.siteAdmin.token, a, { action: 'dismiss', note: 'Not spam' })).statusCode,
    ).toBe(200);
    expect(await postRow(auto)).toMatchObject({ hidden_at: null });
    expect(await reportRows('post', auto)).toEqual(
      Array(3).fill({
        status: 'dismissed',
        resolution: 'dismiss',
        resolution_note: 'Not spam',
        resolved_by: c.siteAdmin.id,
      }),
    );
    expect(
      (await resolve(c.siteAdmin.token, b, { action: 'dismiss', note: 'Leave it' })).statusCode,
    ).toBe(200);
    expect((await postRow(byModerator)).hidden_at).not.toBeNull();
  });

  it('delete: a reply and a chat message are kept on record as deleted', async () => {
    const post = await newPost(c, 'A post with a bad reply');
    const reply = await newReply(c, post, 'A reply to delete');
    const message = await newMessage(c, 'A message to delete');
    const [r] = await report(c, { type: 'reply', id: reply }, ['harassment']);
    const [m] = await report(c, { type: 'message', id: message }, ['harassment']);
    expect(
      (await resolve(c.groupAdmin.token, r, { action: 'delete', note: 'Abuse' })).statusCode,
    ).toBe(200);
    // Chat messages are the site admins' to moderate.
    expect(
      (await resolve(c.groupAdmin.token, m, { action: 'delete', note: 'Abuse' })).statusCode,
    ).toBe(404);
    expect(
      (await resolve(c.siteAdmin.token, m, { action: 'hide', note: 'Abuse' })).statusCode,
    ).toBe(200);
    expect(
      await c.h.db
        .selectFrom('group_post_replies')
        .select(['deleted_by'])
        .where('id', '=', reply)
        .executeTakeFirst(),
    ).toEqual({ deleted_by: c.groupAdmin.id });
    expect(
      await c.h.db
        .selectFrom('messages')
        .select(['hidden_by'])
        .where('id', '=', message)
        .executeTakeFirst(),
    ).toEqual({ hidden_by: c.siteAdmin.id });
    expect(await audit('delete', 'reply', reply)).toHaveLength(1);
    expect(await audit('hide', 'message', message)).toHaveLength(1);
  });

  it('hide of a story archives it; a member or a group cannot be hidden or deleted (400)', async () => {
    const { story } = await (
      await c.h.caller(c.siteAdmin.token)
    ).admin.stories.create({
      title: 'A reported story',
      content: 'A story that a member reported to the moderators.',
      status: 'published',
    });
    const [s] = await report(c, { type: 'story', id: story.id, group: null, user: null }, [
      'misinformation',
    ]);
    const [u] = await report(c, { type: 'user', id: c.author.id, group: null }, ['harassment']);
    expect(
      (await resolve(c.siteAdmin.token, s, { action: 'hide', note: 'Wrong facts' })).statusCode,
    ).toBe(200);
    expect(
      await c.h.db
        .selectFrom('stories')
        .select('status')
        .where('id', '=', story.id)
        .executeTakeFirst(),
    ).toEqual({ status: 'archived' });
    for (const action of ['hide', 'delete', 'ban_from_group']) {
      const res = await resolve(c.siteAdmin.token, u, { action, note: 'No' });
      expect([action, res.statusCode, res.json().code]).toEqual([action, 400, 'BAD_REQUEST']);
    }
    expect(await reportRows('user', c.author.id)).toMatchObject([{ status: 'open' }]);
  });

  it('reports on content that no longer exists can still be dismissed (and only dismissed)', async () => {
    const post = await newPost(c, 'Purged with its account');
    const [id] = await report(c, { type: 'post', id: post }, ['spam', 'hate']);
    await c.h.db.deleteFrom('group_posts').where('id', '=', post).execute();
    const hide = await resolve(c.siteAdmin.token, id, { action: 'hide', note: 'Gone' });
    expect(hide.statusCode).toBe(400);
    expect(await reportRows('post', post)).toMatchObject([{ status: 'open' }, { status: 'open' }]);
    const dismiss = await resolve(c.groupAdmin.token, id, { action: 'dismiss', note: 'Gone' });
    expect(dismiss.statusCode).toBe(200);
    expect(await reportRows('post', post)).toMatchObject([
      { status: 'dismissed' },
      { status: 'dismissed' },
    ]);
    expect(await audit('dismiss', 'post', post)).toHaveLength(1);
  });

  it('refuses bad input with 400 and its issues', async () => {
    const [id] = await report(c, { type: 'post', id: await newPost(c, 'Bad input') }, ['spam']);
    for (const [body, path] of [
      [{ action: 'hide' }, 'note'],
      [{ action: 'hide', note: '   ' }, 'note'],
      [{ action: 'hide', note: 'x'.repeat(1001) }, 'note'],
      [{ action: 'burn', note: 'x' }, 'action'],
      [{ action: 'suspend_user', note: 'x' }, 'suspend_days'],
      [{ action: 'suspend_user', note: 'x', suspend_days: 0 }, 'suspend_days'],
      [{ action: 'suspend_user', note: 'x', suspend_days: 366 }, 'suspend_days'],
      [{ action: 'suspend_user', note: 'x', suspend_days: 1.5 }, 'suspend_days'],
    ] as const) {
      const res = await resolve(c.siteAdmin.token, id, body);
      expect([path, res.statusCode]).toEqual([path, 400]);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', issues: [{ path: [path] }] });
    }
    expect(
      (await resolve(c.siteAdmin.token, 2147483647, { action: 'hide', note: 'x' })).statusCode,
    ).toBe(404);
  });

  it('suspend_user: site admins only; sets suspended_until; the audit log says for how long', async () => {
    const post = await newPost(c, 'Worth a suspension');
    const [id] = await report(c, { type: 'post', id: post }, ['harassment']);
    const denied = await resolve(c.groupAdmin.token, id, {
      action: 'suspend_user',
      note: 'x',
      suspend_days: 3,
    });
    expect(denied.statusCode).toBe(403);
    expect(await reportRows('post', post)).toMatchObject([{ status: 'open' }]);
    const before = Date.now();
    const res = await resolve(c.siteAdmin.token, id, {
      action: 'suspend_user',
      note: 'Repeated',
      suspend_days: 7,
    });
    expect(res.statusCode).toBe(200);
    const { suspended_until } = await c.h.db
      .selectFrom('users')
      .select('suspended_until')
      .where('id', '=', c.author.id)
      .executeTakeFirstOrThrow();
    const days = ((suspended_until?.getTime() ?? 0) - before) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);
    expect((await audit('suspend_user', 'post', post))[0]?.details).toMatchObject({
      note: 'Repeated',
      suspend_days: 7,
      user_id: c.author.id,
    });
    await c.h.db
      .updateTable('users')
      .set({ suspended_until: null })
      .where('id', '=', c.author.id)
      .execute();
  });

  it('ban_from_group: bans the author from the post’s group, but a group admin neither a fellow admin nor an anonymous author', async () => {
    const [self] = await report(
      c,
      {
        type: 'post',
        id: await newPost(c, 'By the admin', { by: c.groupAdmin }),
        user: c.groupAdmin.id,
      },
      ['spam'],
    );
    expect(
      (await resolve(c.groupAdmin.token, self, { action: 'ban_from_group', note: 'x' })).statusCode,
    ).toBe(400);
    const [rosa, ruth] = c.reporters.slice(1) as [TestUser, TestUser];
    await c.h.db
      .updateTable('group_members')
      .set({ role: 'admin' })
      .where('group_id', '=', c.g)
      .where('user_id', '=', rosa.id)
      .execute();
    const [fellow] = await report(
      c,
      { type: 'post', id: await newPost(c, 'By a fellow admin', { by: rosa }), user: rosa.id },
      ['spam'],
    );
    const refused = await resolve(c.groupAdmin.token, fellow, {
      action: 'ban_from_group',
      note: 'x',
    });
    expect(refused.statusCode).toBe(403);

    const post = await newPost(c, 'Gets her banned', { anonymous: true, by: ruth });
    const [id] = await report(c, { type: 'post', id: post, user: ruth.id }, ['hate']);
    // The group's bans list would name the author of the anonymous post to its admins: only a
    // site admin, who may unmask, may ban her.
    const unmasking = await resolve(c.groupAdmin.token, id, {
      action: 'ban_from_group',
      note: 'Hate speech',
    });
    expect(unmasking.statusCode).toBe(403);
    expect(
      await c.h.db.selectFrom('group_bans').selectAll().where('group_id', '=', c.g).execute(),
    ).toEqual([]);
    const res = await resolve(c.siteAdmin.token, id, {
      action: 'ban_from_group',
      note: 'Hate speech',
    });
    expect(res.statusCode).toBe(200);
    expect(
      await c.h.db.selectFrom('group_bans').select('user_id').where('group_id', '=', c.g).execute(),
    ).toEqual([{ user_id: ruth.id }]);
    expect(
      await c.h.db
        .selectFrom('group_members')
        .select('user_id')
        .where('group_id', '=', c.g)
        .where('user_id', '=', ruth.id)
        .executeTakeFirst(),
    ).toBeUndefined();
    // The author of anonymous content stays unnamed in the moderation entry.
    expect((await audit('ban_from_group', 'post', post))[0]?.details).not.toHaveProperty('user_id');
  });

  it('moderators at once: one 200, the others 409, the action done once', async () => {
    const post = await newPost(c, 'Raced by two moderators').catch(async () => {
      // The author may have been banned above; post as a reporter instead.
      const { post: p } = await (
        await c.h.caller(c.reporters[2]?.token)
      ).community.post({ id: c.g, content: 'Raced' });
      return p.id;
    });
    const [id] = await report(c, { type: 'post', id: post }, ['spam', 'spam']);
    const answers = await Promise.all(
      [c.groupAdmin, c.siteAdmin, c.groupAdmin, c.siteAdmin, c.groupAdmin, c.siteAdmin].map(
        (m, i) =>
          resolve(m.token, id, { action: i % 2 ? 'hide' : 'delete', note: `Moderator ${i}` }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const won = answers.find((a) => a.statusCode === 200);
    const action = (won?.json().data as unknown as { result: { action: string } }).result.action;
    const rows = await reportRows('post', post);
    expect(new Set(rows.map((r) => r.resolution))).toEqual(new Set([action]));
    expect(
      (await audit('hide', 'post', post)).length + (await audit('delete', 'post', post)).length,
    ).toBe(1);
  });
});

describe('unmask', () => {
  it('answers the real author to a site admin with a reason, and logs it', async () => {
    const target = await newPost(c, 'Anonymous, to unmask', { anonymous: true });
    const reply = await newReply(c, target, 'An anonymous reply', true);
    const signed = await newPost(c, 'Signed');

    const url = `/moderation/posts/${target}/unmask`;
    expect((await rest(c.h, 'POST', url, undefined, { reason: 'x' })).statusCode).toBe(401);
    expect((await rest(c.h, 'POST', url, c.groupAdmin.token, { reason: 'x' })).statusCode).toBe(
      403,
    );
    const noReason = await rest(c.h, 'POST', url, c.siteAdmin.token, { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ issues: [{ path: ['reason'] }] });
    const res = await rest(c.h, 'POST', url, c.siteAdmin.token, { reason: 'Police request 42' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      author: { id: c.author.id, first_name: 'Ada', last_name: 'Authorova' },
    });
    expect(await audit('unmask', 'post', target)).toMatchObject([
      { actor_id: c.siteAdmin.id, details: { reason: 'Police request 42' } },
    ]);
    const viaReply = await (
      await c.h.caller(c.siteAdmin.token)
    ).moderation.unmaskReply({ id: reply, reason: 'Threats' });
    expect(viaReply.author.id).toBe(c.author.id);
    expect(await audit('unmask', 'reply', reply)).toHaveLength(1);

    const plain = await rest(c.h, 'POST', `/moderation/posts/${signed}/unmask`, c.siteAdmin.token, {
      reason: 'x',
    });
    expect(plain.statusCode).toBe(400);
    expect(
      (
        await failure(
          (await c.h.caller(c.siteAdmin.token)).moderation.unmask({ id: 2147483647, reason: 'x' }),
        )
      ).code,
    ).toBe('NOT_FOUND');
  });
});
