import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_SETTINGS_DEFAULTS, unconfirmedEmailMessage } from '@hercircle/shared';
import { createTestDatabase } from '../../../test/db.ts';
import {
  auth,
  createHarness,
  latestEmailTo,
  signUp,
  type Harness,
  type TestUser,
} from '../../../test/harness.ts';

let h: Harness;
let admin: TestUser;
let helper: TestUser;

beforeAll(async () => {
  h = await createHarness(await createTestDatabase());
  admin = await signUp(h, { role: 'admin' });
  helper = await signUp(h, { first_name: 'Hana', last_name: 'Helper' });
});
afterAll(() => h.close());

let ip = 0;
/** A fresh address per call, so no per-IP limit is touched. */
const nextIp = () => `10.52.${Math.floor(++ip / 250)}.${ip % 250}`;

/** A member who signed up and has not followed her link. */
function newcomer(first_name = 'Nora') {
  return signUp(h, { first_name, last_name: 'Newcomer', unconfirmed: true });
}

/** The confirmation link of the newest email to `email`, as a path on this server. */
async function confirmLink(email: string): Promise<string> {
  const match = /https?:\/\/[^/\s]+(\/api\/v1\/account\/email\/confirm\?token=\S+)/.exec(
    await latestEmailTo(h, email),
  );
  if (!match?.[1]) throw new Error(`no confirmation link in the email to ${email}`);
  return match[1];
}

const openLink = (url: string) =>
  h.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
const pressButton = (url: string, accept = 'text/html') =>
  h.app.inject({
    method: 'POST',
    url,
    headers: { accept, 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });

const report = (member: TestUser) =>
  h.app.inject({
    method: 'POST',
    url: '/api/v1/reports',
    headers: auth(member.token),
    payload: { target_type: 'user', target_id: helper.id, reason: 'spam' },
  });

async function groupOf(member: TestUser): Promise<number> {
  const res = await h.app.inject({
    method: 'POST',
    url: '/api/v1/community/groups',
    headers: auth(member.token),
    payload: {
      name: `Circle ${member.id}`,
      description: 'A circle of the confirmation tests',
      category: 'Career & Finance',
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.group.id;
}

const post = (member: TestUser, groupId: number) =>
  h.app.inject({
    method: 'POST',
    url: `/api/v1/community/groups/${groupId}/posts`,
    headers: auth(member.token),
    payload: { content: 'Hello, circle' },
  });

const me = async (member: TestUser) =>
  (
    await h.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: auth(member.token) })
  ).json().data.user;

const signIn = (email: string, password: string) =>
  h.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email, password },
    remoteAddress: nextIp(),
  });

const resend = (member: TestUser) =>
  h.app.inject({
    method: 'POST',
    url: '/api/v1/account/email/resend',
    headers: auth(member.token),
  });

async function setRequiredFor(list: string[]) {
  const current = (
    await h.app.inject({ method: 'GET', url: '/api/v1/admin/settings', headers: auth(admin.token) })
  ).json().data.settings;
  const res = await h.app.inject({
    method: 'PUT',
    url: '/api/v1/admin/settings',
    headers: auth(admin.token),
    payload: { ...current, verifiedEmailRequiredFor: list },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.settings;
}

describe('a new account', () => {
  it('is emailed a link; until she follows it her report is refused and her posting allowed', async () => {
    const nora = await newcomer();
    expect(await me(nora)).toMatchObject({ email: nora.email, email_verified: false });
    const profile = await h.app.inject({
      method: 'GET',
      url: `/api/v1/users/${nora.id}/profile`,
      headers: auth(nora.token),
    });
    expect(profile.json().data.user.email_verified).toBe(false);
    const mail = await latestEmailTo(h, nora.email);
    expect(mail).toContain('Please confirm that this is your email address');
    expect(mail).toContain('within 24 hours');

    const refused = await report(nora);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(unconfirmedEmailMessage('report'));
    expect(refused.json().message).toBe(
      'Confirm your email address to send reports. Use “Resend the email” in the banner at the top of the page.',
    );
    expect((await post(nora, await groupOf(nora))).statusCode).toBe(201);

    // The link shows a button and changes nothing (mail scanners open links)...
    const link = await confirmLink(nora.email);
    const page = await openLink(link);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Confirm my address');
    expect((await me(nora)).email_verified).toBe(false);
    // ...its button confirms, and the refusal is lifted at once.
    const done = await pressButton(link);
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Your email address is confirmed');
    expect((await me(nora)).email_verified).toBe(true);
    expect((await report(nora)).statusCode).toBe(201);

    // Once only.
    const again = await pressButton(link);
    expect(again.statusCode).toBe(400);
    expect(again.headers['content-type']).toContain('text/html');
    expect(again.body).toContain('This link does not work');
  });

  it('refuses a first message to someone (a message request) until she confirms', async () => {
    const mira = await newcomer('Mira');
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/v1/chat/direct',
      headers: auth(mira.token),
      payload: { user_id: helper.id, content: 'Hello there' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(unconfirmedEmailMessage('message_request'));
    expect(
      await h.db
        .selectFrom('messages')
        .select('id')
        .where('sender_id', '=', mira.id)
        .executeTakeFirst(),
    ).toBeUndefined();
  });

  it('answers a script that asks for JSON with {data:{success:true}}', async () => {
    const jo = await newcomer('Jo');
    const res = await pressButton(await confirmLink(jo.email), 'application/json');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { success: true } });
    expect((await me(jo)).email_verified).toBe(true);
  });

  it('refuses an unknown, missing or expired token with a clear 400', async () => {
    const unknown = await openLink('/api/v1/account/email/confirm?token=not-a-real-token');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('invalid, has expired or was replaced by a newer one');
    const script = await h.app.inject({
      method: 'POST',
      url: '/api/v1/account/email/confirm?token=nope',
      headers: { accept: 'application/json' },
    });
    expect(script.statusCode).toBe(400);
    expect(script.json().code).toBe('BAD_REQUEST');
    expect((await openLink('/api/v1/account/email/confirm')).statusCode).toBe(400);

    const late = await newcomer('Lena');
    const link = await confirmLink(late.email);
    await h.db
      .updateTable('email_confirmation_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', late.id)
      .execute();
    expect((await pressButton(link)).statusCode).toBe(400);
    expect((await me(late)).email_verified).toBe(false);
  });
});

describe('Resend the email', () => {
  it('answers 202 with a new link (the older stops working), at most 5 an hour', async () => {
    const rae = await newcomer('Rae');
    const first = await confirmLink(rae.email);
    const res = await resend(rae);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ data: { success: true } });
    const newest = await confirmLink(rae.email);
    expect(newest).not.toBe(first);
    expect((await openLink(first)).statusCode).toBe(400);
    for (let i = 2; i <= 5; i += 1) expect((await resend(rae)).statusCode).toBe(202);
    const sixth = await resend(rae);
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    // The newest link still confirms.
    expect((await pressButton(await confirmLink(rae.email))).statusCode).toBe(200);
    expect((await me(rae)).email_verified).toBe(true);
  });

  it('tells a confirmed member there is nothing to confirm (409)', async () => {
    const res = await resend(helper);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Your email address is already confirmed.');
  });
});

describe('the site setting verifiedEmailRequiredFor', () => {
  it('defaults to message requests and reports, and names what admins choose', async () => {
    const { settings } = (
      await h.app.inject({
        method: 'GET',
        url: '/api/v1/admin/settings',
        headers: auth(admin.token),
      })
    ).json().data;
    expect(settings.verifiedEmailRequiredFor).toEqual(['message_request', 'report']);
    expect(SITE_SETTINGS_DEFAULTS.verifiedEmailRequiredFor).toEqual(['message_request', 'report']);

    const pia = await newcomer('Pia');
    const groupId = await groupOf(pia);
    const { post: first } = (await post(pia, groupId)).json().data;
    expect((await setRequiredFor(['rsvp', 'post', 'post'])).verifiedEmailRequiredFor).toEqual([
      'post',
      'rsvp',
    ]);
    try {
      const refused = await post(pia, groupId);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(
        'Confirm your email address to post in groups. Use “Resend the email” in the banner at the top of the page.',
      );
      // "Posting" covers replies.
      const reply = await h.app.inject({
        method: 'POST',
        url: `/api/v1/community/posts/${first.id}/replies`,
        headers: auth(pia.token),
        payload: { content: 'A reply' },
      });
      expect(reply.statusCode).toBe(403);
      expect(reply.json().message).toBe(unconfirmedEmailMessage('post'));
      // Reports are no longer on the list.
      expect((await report(pia)).statusCode).toBe(201);
      // A confirmed member is not touched by the list.
      expect((await post(helper, await groupOf(helper))).statusCode).toBe(201);
    } finally {
      await setRequiredFor(['message_request', 'report']);
    }
  });

  it('refuses a value outside the list with 400', async () => {
    const res = await h.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/settings',
      headers: auth(admin.token),
      payload: { ...SITE_SETTINGS_DEFAULTS, verifiedEmailRequiredFor: ['login'] },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('an admin changing a member’s email', () => {
  const change = (member: TestUser, email: string) =>
    h.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/users/${member.id}`,
      headers: auth(admin.token),
      payload: { email },
    });

  it('applies only once the new address is confirmed; the old address is told', async () => {
    const ada = await signUp(h, { first_name: 'Ada', last_name: 'Moves' });
    const newEmail = `ada-new-${Date.now()}@example.com`;
    const res = await change(ada, newEmail);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toMatchObject({ email: ada.email, pendingEmail: newEmail });
    const listed = await h.app.inject({
      method: 'GET',
      url: `/api/v1/admin/users?search=${encodeURIComponent(ada.email)}`,
      headers: auth(admin.token),
    });
    expect(listed.json().data.users[0]).toMatchObject({ id: ada.id, pendingEmail: newEmail });

    // The old address is told, without the new one; the new one gets the link.
    const notice = await latestEmailTo(h, ada.email);
    expect(notice).toContain('asked to change the email address of your account');
    expect(notice).not.toContain(newEmail);
    const link = await confirmLink(newEmail);

    // Until then the old address signs in and the new one does not.
    expect((await signIn(ada.email, ada.password)).statusCode).toBe(200);
    expect((await signIn(newEmail, ada.password)).statusCode).toBe(401);
    // Saving the form again with the current address keeps the pending change.
    expect((await change(ada, ada.email)).json().data.user.pendingEmail).toBe(newEmail);

    expect((await pressButton(link)).statusCode).toBe(200);
    expect((await signIn(newEmail, ada.password)).statusCode).toBe(200);
    expect((await signIn(ada.email, ada.password)).statusCode).toBe(401);
    expect(await me(ada)).toMatchObject({ email: newEmail, email_verified: true });
    const after = await h.app.inject({
      method: 'GET',
      url: `/api/v1/admin/users/${ada.id}`,
      headers: auth(admin.token),
    });
    expect(after.json().data.user).toMatchObject({ email: newEmail, pendingEmail: null });
  });

  it('refuses an address another account uses (409) and changes nothing', async () => {
    const bea = await signUp(h, { first_name: 'Bea', last_name: 'Stays' });
    const res = await change(bea, helper.email);
    expect(res.statusCode).toBe(409);
    const pending = await h.db
      .selectFrom('email_confirmation_tokens')
      .select('id')
      .where('user_id', '=', bea.id)
      .where('purpose', '=', 'change')
      .executeTakeFirst();
    expect(pending).toBeUndefined();
    expect(await me(bea)).toMatchObject({ email: bea.email });
  });
});
