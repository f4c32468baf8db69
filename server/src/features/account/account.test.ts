import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { createTestDatabase } from '../../../test/db.ts';
import {
  auth,
  createHarness,
  failure,
  signUp,
  type Harness,
  type TestUser,
} from '../../../test/harness.ts';
import { purgeDeletedAccounts } from './account.service.ts';

let h: Harness;
let writer: TestUser;
const DAY = 86_400_000;

beforeAll(async () => {
  h = await createHarness(await createTestDatabase());
  writer = await signUp(h, { first_name: 'Wren', last_name: 'Writer' });
});
afterAll(() => h.close());

describe('account deletion, export and purge', () => {
  it('export downloads the member’s own data as an attachment', async () => {
    const member = await signUp(h, { first_name: 'Esme', last_name: 'Export' });
    await (
      await h.caller(member.token)
    ).content.submitStory({ title: 'Mine', content: 'A story of my own, long enough to count.' });
    const res = await h.app.inject({
      method: 'GET',
      url: '/api/v1/account/export',
      headers: auth(member.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="hercircle-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = res.json();
    expect(data.profile).toMatchObject({ id: member.id, email: member.email, first_name: 'Esme' });
    expect(data.profile.password_hash).toBeUndefined();
    expect(data.stories.map((s: { title: string }) => s.title)).toEqual(['Mine']);
    expect(Object.keys(data)).toEqual(
      expect.arrayContaining(['group_memberships', 'group_posts', 'chat_messages']),
    );
    expect(data.profile).toMatchObject({ content_note_filters: {}, show_quick_exit: true });
  });

  it('export holds her replies, her reports (without the moderators’ notes), blocks and mutes', async () => {
    const [member, other] = await Promise.all([signUp(h), signUp(h, { first_name: 'Olive' })]);
    const { group } = await (
      await h.caller(other.token)
    ).community.create({ name: `Export ${Date.now()}`, description: 'Where she replies' });
    const me = await h.caller(member.token);
    await me.community.join({ id: group.id });
    const { post } = await (
      await h.caller(other.token)
    ).community.post({ id: group.id, content: 'A post to answer' });
    await me.community.createReply({ id: post.id, content: 'My reply, in my export' });
    await me.moderation.report({ target_type: 'post', target_id: post.id, reason: 'spam' });
    await h.db
      .updateTable('reports')
      .set({ status: 'dismissed', resolution: 'dismiss', resolution_note: 'Moderators only' })
      .where('target_id', '=', post.id)
      .execute();
    await me.users.mute({ id: other.id });
    const res = await h.app.inject({
      method: 'GET',
      url: '/api/v1/account/export',
      headers: auth(member.token),
    });
    const data = res.json();
    expect(data.group_post_replies).toMatchObject([
      { post_id: post.id, content: 'My reply, in my export' },
    ]);
    expect(data.reports).toMatchObject([
      { target_type: 'post', target_id: post.id, status: 'dismissed' },
    ]);
    expect(res.body).not.toContain('Moderators only');
    expect(data.muted_members).toMatchObject([{ id: other.id, first_name: 'Olive' }]);
    expect(data.blocked_members).toEqual([]);
    expect((await h.app.inject({ method: 'GET', url: '/api/v1/account/export' })).statusCode).toBe(
      401,
    );
  });

  it('both confirmations are required (400) and nothing changes without them', async () => {
    const member = await signUp(h);
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/v1/account/deletion-request',
      headers: auth(member.token),
      payload: { reason: 'not-using', confirmDataLoss: true, confirmPermanent: false },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].path).toEqual(['confirmPermanent']);
    expect((await (await h.caller(member.token)).auth.me()).user.status).toBe('active');
  });

  it('deactivates at once: sessions end and sign-in is refused; the purge erases it after 30 days', async () => {
    const member = await signUp(h, { first_name: 'Della', last_name: 'Leaving' });
    const { group } = await (
      await h.caller(member.token)
    ).community.create({ name: 'Leaving soon', description: 'A group about to lose its founder' });
    await (await h.caller(writer.token)).community.join({ id: group.id });
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/v1/account/deletion-request',
      headers: auth(member.token),
      payload: {
        reason: 'privacy-concerns',
        feedback: 'Moving on.',
        confirmDataLoss: true,
        confirmPermanent: true,
        exportData: false,
      },
    });
    expect(res.statusCode).toBe(201);
    expect((await failure((await h.caller(member.token)).auth.me())).code).toBe('UNAUTHORIZED');
    const login = await h.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: member.email, password: member.password },
      remoteAddress: '10.30.0.1',
    });
    expect(login.statusCode).toBe(403);

    // Not yet: 29 days later the account is still there.
    expect(await purgeDeletedAccounts(h.db, new Date(Date.now() + 29 * DAY))).toBe(0);
    expect(
      await h.db.selectFrom('users').select('id').where('id', '=', member.id).executeTakeFirst(),
    ).toBeDefined();
    // 30 days later it is gone, with its personal data; the group it left keeps a true count.
    expect(await purgeDeletedAccounts(h.db, new Date(Date.now() + 30 * DAY + 1000))).toBe(1);
    expect(
      await h.db.selectFrom('users').select('id').where('id', '=', member.id).executeTakeFirst(),
    ).toBeUndefined();
    const request = await h.db
      .selectFrom('account_deletion_requests')
      .select(['email', 'purged_at', 'user_id'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(request).toMatchObject({ email: '[deleted]', user_id: null });
    expect(request.purged_at).not.toBeNull();
    const counted = await h.db
      .selectFrom('groups')
      .select('member_count')
      .where('id', '=', group.id)
      .executeTakeFirstOrThrow();
    const rows = await h.db
      .selectFrom('group_members')
      .select('user_id')
      .where('group_id', '=', group.id)
      .execute();
    expect(counted.member_count).toBe(rows.length);
    expect(rows.map((r) => r.user_id)).toEqual([writer.id]);
    const promoted = await h.db
      .selectFrom('group_members')
      .select('role')
      .where('group_id', '=', group.id)
      .where('user_id', '=', writer.id)
      .executeTakeFirstOrThrow();
    expect(promoted.role).toBe('admin');
  });
});

describe('the purge leaves groups the way a member does', () => {
  /** The purge has reached a row the test's transaction holds. */
  async function purgeWaitsForALock() {
    await expect
      .poll(async () => {
        const { rows } = await sql<{ n: number }>`
          select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`.execute(h.db);
        return rows[0]?.n;
      })
      .toBe(1);
  }

  /**
   * A founder's group with a second member whose deletion is pending while she is still a member:
   * a request recorded before requests left groups at once (the purge still hands such groups on).
   */
  async function groupWithLeavingMember() {
    const founder = await signUp(h);
    const leaving = await signUp(h);
    const { group } = await (
      await h.caller(founder.token)
    ).community.create({ name: 'Changing hands', description: 'A group losing a member' });
    await (await h.caller(leaving.token)).community.join({ id: group.id });
    await h.db
      .insertInto('account_deletion_requests')
      .values({ user_id: leaving.id, email: leaving.email, purge_after: new Date() })
      .execute();
    await h.db
      .updateTable('users')
      .set({ status: 'inactive' })
      .where('id', '=', leaving.id)
      .execute();
    return { founder, leaving, groupId: group.id };
  }
  /**
   * Starts the purge once `hold` has locked a row it needs, commits `meanwhile` while the purge
   * waits at that row, and answers the purge's count.
   */
  async function purgeMeanwhile(
    hold: (trx: Transaction<Database>) => Promise<unknown>,
    meanwhile: (trx: Transaction<Database>) => Promise<unknown>,
  ): Promise<number> {
    let purge: Promise<number> = Promise.resolve(0);
    await h.db.transaction().execute(async (trx) => {
      await hold(trx);
      purge = purgeDeletedAccounts(h.db, new Date(Date.now() + 30 * DAY + 1000));
      await purgeWaitsForALock();
      await meanwhile(trx);
    });
    return purge;
  }

  it('a membership whose role changed while the purge was under way still hands the group on', async () => {
    const { founder, leaving, groupId } = await groupWithLeavingMember();
    const membership = (trx: Transaction<Database>, userId: number) =>
      trx
        .updateTable('group_members')
        .where('group_id', '=', groupId)
        .where('user_id', '=', userId);
    await purgeMeanwhile(
      // Her membership row, so that the purge waits at it ...
      (trx) =>
        trx
          .selectFrom('group_members')
          .select('id')
          .where('group_id', '=', groupId)
          .where('user_id', '=', leaving.id)
          .forUpdate()
          .execute(),
      // ... while what changeRole would do commits: she became admin and the founder stepped down.
      async (trx) => {
        await membership(trx, leaving.id).set({ role: 'admin' }).execute();
        await membership(trx, founder.id).set({ role: 'member' }).execute();
      },
    );
    const members = await h.db
      .selectFrom('group_members')
      .select(['user_id', 'role'])
      .where('group_id', '=', groupId)
      .execute();
    expect(members).toEqual([{ user_id: founder.id, role: 'admin' }]);
    const counted = await h.db
      .selectFrom('groups')
      .select('member_count')
      .where('id', '=', groupId)
      .executeTakeFirstOrThrow();
    expect(counted.member_count).toBe(1);
  });

  it('a group deleted while the purge was under way does not stop the purge', async () => {
    const { leaving, groupId } = await groupWithLeavingMember();
    const purged = await purgeMeanwhile(
      // The group, so that the purge waits at it, while its admin deletes it.
      (trx) =>
        trx.selectFrom('groups').select('id').where('id', '=', groupId).forUpdate().execute(),
      (trx) => trx.deleteFrom('groups').where('id', '=', groupId).execute(),
    );
    expect(purged).toBe(1);
    expect(
      await h.db.selectFrom('users').select('id').where('id', '=', leaving.id).executeTakeFirst(),
    ).toBeUndefined();
  });
});

describe('mail about a leaving member', () => {
  const mailFor = (email: string) =>
    h.db
      .selectFrom('outbox_emails')
      .select(['to_address', 'subject', 'body_text'])
      .where((eb) =>
        eb.or([eb('to_address', '=', email), eb(sql<number>`strpos(body_text, ${email})`, '>', 0)]),
      )
      .execute();

  it('the emailed export keeps no personal data in the outbox; the purge removes their mail', async () => {
    const member = await signUp(h, { first_name: 'Opal', last_name: 'Outbound' });
    await (
      await h.caller(member.token)
    ).users.updateProfile({
      id: member.id,
      bio: 'A private note about me',
    });
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/v1/account/deletion-request',
      headers: auth(member.token),
      payload: {
        reason: 'privacy-concerns',
        feedback: 'Please forget me.',
        confirmDataLoss: true,
        confirmPermanent: true,
        exportData: true,
      },
    });
    expect(res.statusCode).toBe(201);
    const mail = await mailFor(member.email);
    const exportMail = mail.find(
      (m) => m.to_address === member.email && m.subject === 'Your HerCircle data',
    );
    expect(exportMail?.body_text).toContain('copy of everything we held');
    expect(exportMail?.body_text).not.toContain('A private note about me');
    expect(exportMail?.body_text).not.toContain('Outbound');

    expect(await purgeDeletedAccounts(h.db, new Date(Date.now() + 30 * DAY + 1000))).toBe(1);
    expect(await mailFor(member.email)).toEqual([]);
  });
});
