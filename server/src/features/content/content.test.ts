import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestDatabase } from '../../../test/db.ts';
import {
  createHarness,
  failure,
  signUp,
  type Harness,
  type TestUser,
} from '../../../test/harness.ts';
import { purgeDeletedAccounts } from './content.service.ts';

let h: Harness;
let writer: TestUser;
let admin: TestUser;
const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const DAY = 86_400_000;

beforeAll(async () => {
  h = await createHarness(await createTestDatabase());
  writer = await signUp(h, { first_name: 'Wren', last_name: 'Writer' });
  admin = await signUp(h, { role: 'admin' });
});
afterAll(() => h.close());

describe('stories', () => {
  it('a member submits a story: 201, a draft that waits for review and is not public yet', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/v1/stories',
      headers: auth(writer.token),
      payload: {
        title: 'What the river taught me',
        content: 'I learned to swim at forty-one, in a river in Wales, on a Tuesday.',
      },
    });
    expect(res.statusCode).toBe(201);
    const { story } = res.json().data;
    expect(story).toMatchObject({
      status: 'draft',
      author_name: 'Wren Writer',
      published_at: null,
    });
    expect(
      (await h.app.inject({ method: 'GET', url: `/api/v1/stories/${story.id}` })).statusCode,
    ).toBe(404);
    expect((await (await h.caller(admin.token)).admin.stats()).pending_reviews).toBe(1);
  });

  it('needs a session and a real story', async () => {
    expect(
      (
        await h.app.inject({
          method: 'POST',
          url: '/api/v1/stories',
          payload: { title: 'x', content: 'y' },
        })
      ).statusCode,
    ).toBe(401);
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/v1/stories',
      headers: auth(writer.token),
      payload: { title: ' ', content: 'short' },
    });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .issues.map((i: { path: string[] }) => i.path[0])
        .sort(),
    ).toEqual(['content', 'title']);
  });

  it('lists only published stories, newest first, to anyone; one story by id', async () => {
    const caller = await h.caller(admin.token);
    const first = await caller.admin.stories.create({
      title: 'Older story',
      content: 'A story that was published first, long enough.',
      status: 'published',
    });
    const second = await caller.admin.stories.create({
      title: 'Newer story',
      content: 'A story that was published second, long enough.',
      status: 'published',
    });
    const list = (await h.app.inject({ method: 'GET', url: '/api/v1/stories?limit=10' })).json()
      .data;
    expect(list.stories.map((s: { id: number }) => s.id)).toEqual([
      second.story.id,
      first.story.id,
    ]);
    expect(list.total).toBe(2);
    const one = await h.app.inject({ method: 'GET', url: `/api/v1/stories/${first.story.id}` });
    expect(one.json().data.story).toMatchObject({ title: 'Older story', status: 'published' });
  });

  it('with requireApproval off, member stories are published at once', async () => {
    const caller = await h.caller(admin.token);
    const settings = (await caller.admin.settings.get()).settings;
    await caller.admin.settings.update({ ...settings, requireApproval: false });
    const { story } = await (
      await h.caller(writer.token)
    ).content.submitStory({
      title: 'Straight out',
      content: 'No waiting room for this one, please.',
    });
    expect(story.status).toBe('published');
    expect(
      (await h.app.inject({ method: 'GET', url: `/api/v1/stories/${story.id}` })).statusCode,
    ).toBe(200);
    await caller.admin.settings.reset();
  });
});

describe('newsletter and contact', () => {
  it('subscribing is idempotent and stored once', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await h.app.inject({
        method: 'POST',
        url: '/api/v1/newsletter/subscribe',
        payload: { email: 'Reader@Example.com' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: { success: true } });
    }
    const rows = await h.db.selectFrom('newsletter_subscribers').select('email').execute();
    expect(rows).toEqual([{ email: 'reader@example.com' }]);
    expect(
      (
        await h.app.inject({
          method: 'POST',
          url: '/api/v1/newsletter/subscribe',
          payload: { email: '' },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('stores a contact message (all four fields required) and emails admins', async () => {
    const bad = await h.app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      payload: { name: 'Ana', email: 'not-email', subject: '', message: '' },
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .issues.map((i: { path: string[] }) => i.path[0])
        .sort(),
    ).toEqual(['email', 'message', 'subject']);
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      payload: {
        name: 'Ana Lima',
        email: 'ana@example.com',
        subject: 'Partnership',
        message: 'We run a book club in Porto.',
      },
    });
    expect(res.statusCode).toBe(201);
    const inbox = (await (await h.caller(admin.token)).admin.inbox.contactMessages({})).messages;
    expect(inbox[0]).toMatchObject({ name: 'Ana Lima', subject: 'Partnership' });
    const mail = await h.db
      .selectFrom('outbox_emails')
      .select(['subject'])
      .where('to_address', '=', admin.email)
      .execute();
    expect(mail.map((m) => m.subject)).toContain('New contact message: Partnership');
  });
});

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

describe('mail about a leaving member', () => {
  const mailFor = (email: string) =>
    h.db
      .selectFrom('outbox_emails')
      .select(['to_address', 'body_text'])
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
    const exportMail = mail.find((m) => m.to_address === member.email);
    expect(exportMail?.body_text).toContain('copy of everything we held');
    expect(exportMail?.body_text).not.toContain('A private note about me');
    expect(exportMail?.body_text).not.toContain('Outbound');

    expect(await purgeDeletedAccounts(h.db, new Date(Date.now() + 30 * DAY + 1000))).toBe(1);
    expect(await mailFor(member.email)).toEqual([]);
  });
});

describe('site info', () => {
  it('is public and follows the settings', async () => {
    expect((await h.app.inject({ method: 'GET', url: '/api/v1/site' })).json()).toEqual({
      data: { siteName: 'HerCircle', siteDescription: expect.any(String) },
    });
  });
});
