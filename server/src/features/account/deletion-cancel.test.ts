import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/db.ts';
import {
  auth,
  createHarness,
  latestEmailTo,
  signUp,
  type Harness,
  type TestUser,
} from '../../../test/harness.ts';
import { purgeDeletedAccounts } from './account.service.ts';

let h: Harness;
let admin: TestUser;
let viewer: TestUser;
const DAY = 86_400_000;
const afterPurgeDate = () => new Date(Date.now() + 31 * DAY);

beforeAll(async () => {
  h = await createHarness(await createTestDatabase());
  admin = await signUp(h, { role: 'admin' });
  viewer = await signUp(h, { first_name: 'Vera', last_name: 'Viewer' });
});
afterAll(() => h.close());

async function requestDeletion(member: TestUser) {
  const res = await h.app.inject({
    method: 'POST',
    url: '/api/v1/account/deletion-request',
    headers: auth(member.token),
    payload: { reason: 'other', confirmDataLoss: true, confirmPermanent: true },
  });
  expect(res.statusCode).toBe(201);
}

/** The cancel link of the confirmation email, as a path on this server. */
async function cancelLink(email: string): Promise<string> {
  const match = /(\/api\/v1\/account\/deletion\/cancel\?token=\S+)/.exec(
    await latestEmailTo(h, email),
  );
  if (!match?.[1]) throw new Error('no cancel link in the email');
  return match[1];
}

const userRow = (id: number) =>
  h.db.selectFrom('users').select(['id', 'status']).where('id', '=', id).executeTakeFirst();

async function canSignIn(member: TestUser): Promise<number> {
  const res = await h.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email: member.email, password: member.password },
    remoteAddress: `10.40.0.${member.id % 250}`,
  });
  return res.statusCode;
}

describe('a member awaiting deletion', () => {
  it('leaves member lists at once, frees her seats, and her groups hand admin on', async () => {
    const leaving = await signUp(h, { first_name: 'Zephyrine', last_name: 'Gone' });
    const elder = await signUp(h);
    const younger = await signUp(h);
    const { group } = await (
      await h.caller(leaving.token)
    ).community.create({ name: `Handed on ${Date.now()}`, description: 'Its founder leaves' });
    await (await h.caller(elder.token)).community.join({ id: group.id });
    await (await h.caller(younger.token)).community.join({ id: group.id });

    await requestDeletion(leaving);

    const members = await (await h.caller(elder.token)).community.members({ id: group.id });
    expect(members.members.map((m) => m.user_id)).toEqual([elder.id, younger.id]);
    expect(members.members.find((m) => m.user_id === elder.id)?.role).toBe('admin');
    expect(members.total).toBe(2);
    const seats = await h.db
      .selectFrom('groups')
      .select('member_count')
      .where('id', '=', group.id)
      .executeTakeFirstOrThrow();
    expect(seats.member_count).toBe(2);

    const byName = await h.app.inject({
      method: 'GET',
      url: '/api/v1/search?q=Zephyrine&type=members',
      headers: auth(viewer.token),
    });
    expect(byName.statusCode).toBe(200);
    expect(byName.json().data.total).toBe(0);
    const people = await h.app.inject({
      method: 'GET',
      url: '/api/v1/users/search?q=Zephyrine',
      headers: auth(viewer.token),
    });
    expect(people.json().data.users).toEqual([]);
    const page = await h.app.inject({
      method: 'GET',
      url: `/api/v1/users/${leaving.id}/profile`,
      headers: auth(viewer.token),
    });
    expect(page.statusCode).toBe(404);
  });
});

describe('a member awaiting deletion, asking to join', () => {
  it('her pending requests to join leave the group admins’ lists at once', async () => {
    const owner = await signUp(h);
    const leaving = await signUp(h);
    const { group } = await (
      await h.caller(owner.token)
    ).community.create({
      name: `Private ${Date.now()}`,
      description: 'Asked to join',
      is_private: true,
    });
    await (await h.caller(leaving.token)).community.join({ id: group.id });
    const requests = async () =>
      (await (await h.caller(owner.token)).community.requests({ id: group.id })).requests.map(
        (r) => r.user_id,
      );
    expect(await requests()).toEqual([leaving.id]);
    await requestDeletion(leaving);
    expect(await requests()).toEqual([]);
  });
});

/** What the page's button does in a browser: POST the form (no fields) to the page's own URL. */
const pressButton = (link: string) =>
  h.app.inject({
    method: 'POST',
    url: link,
    headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });

describe('cancelling a deletion', () => {
  it('opening the emailed link only shows a page with a button: a mail scanner’s GET changes nothing', async () => {
    const member = await signUp(h);
    await requestDeletion(member);
    const link = await cancelLink(member.email);

    for (const accept of ['text/html', '*/*']) {
      const res = await h.app.inject({ method: 'GET', url: link, headers: { accept } });
      expect(res.statusCode).toBe(200);
      expect(await userRow(member.id)).toEqual({ id: member.id, status: 'inactive' });
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toContain('<html lang="en">');
      expect(res.body).toContain('<title>Keep your account? · HerCircle</title>');
      // A plain form posting to the link itself (no script: the CSP allows none inline).
      expect(res.body).toMatch(
        /<form method="post"(?: style="[^"]*")?>[\s\S]*<button type="submit"[^>]*>Keep my account<\/button>/,
      );
      expect(res.body).not.toContain('<script');
    }
    expect(await userRow(member.id)).toEqual({ id: member.id, status: 'inactive' });
    expect(await canSignIn(member)).toBe(403);
  });

  it('the button of the emailed link reactivates the account and cancels the purge, once', async () => {
    const member = await signUp(h);
    await requestDeletion(member);
    expect(await canSignIn(member)).toBe(403);
    const link = await cancelLink(member.email);

    const res = await pressButton(link);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('Your account is active again');
    expect(await userRow(member.id)).toEqual({ id: member.id, status: 'active' });
    expect(await canSignIn(member)).toBe(200);

    // The purge finds nothing to do for her, long after the 30 days.
    await purgeDeletedAccounts(h.db, afterPurgeDate());
    expect(await userRow(member.id)).toEqual({ id: member.id, status: 'active' });

    // The link has done its work: opening it again, or pressing again, says so and changes nothing.
    for (const method of ['GET', 'POST'] as const) {
      const again = await h.app.inject({ method, url: link, headers: { accept: 'text/html' } });
      expect(again.statusCode).toBe(200);
      expect(again.body).toContain('<title>Your account is kept · HerCircle</title>');
      expect(again.body).not.toContain('<form');
    }
    expect(await userRow(member.id)).toEqual({ id: member.id, status: 'active' });
  });

  it('refuses a forged, altered or missing token with a clear 400, and changes nothing', async () => {
    const member = await signUp(h);
    await requestDeletion(member);
    const link = await cancelLink(member.email);
    const token = new URL(link, 'http://x').searchParams.get('token') ?? '';
    const [id] = token.split('.');
    for (const url of [
      '/api/v1/account/deletion/cancel',
      '/api/v1/account/deletion/cancel?token=',
      `/api/v1/account/deletion/cancel?token=${id}.${'A'.repeat(43)}`,
      `/api/v1/account/deletion/cancel?token=${Number(id) + 1}.${token.split('.')[1]}`,
      '/api/v1/account/deletion/cancel?token=%27%3B%20drop%20table%20users',
    ]) {
      for (const method of ['GET', 'POST'] as const) {
        const res = await h.app.inject({ method, url });
        expect([method, url, res.statusCode]).toEqual([method, url, 400]);
        expect(res.json()).toMatchObject({ code: 'BAD_REQUEST', message: expect.any(String) });
      }
      const pressed = await pressButton(url);
      expect([url, pressed.statusCode]).toEqual([url, 400]);
      expect(pressed.headers['content-type']).toMatch(/^text\/html/);
    }
    const html = await h.app.inject({
      method: 'GET',
      url: '/api/v1/account/deletion/cancel?token=nope',
      headers: { accept: 'text/html' },
    });
    expect(html.statusCode).toBe(400);
    expect(html.headers['content-type']).toMatch(/^text\/html/);
    expect((await userRow(member.id))?.status).toBe('inactive');
  });

  it('the link no longer works once the 30 days are over', async () => {
    const member = await signUp(h);
    await requestDeletion(member);
    const link = await cancelLink(member.email);
    await h.db
      .updateTable('account_deletion_requests')
      .set({ purge_after: new Date(Date.now() - 1000) })
      .where('user_id', '=', member.id)
      .execute();
    expect((await h.app.inject({ method: 'GET', url: link })).statusCode).toBe(400);
    expect((await pressButton(link)).statusCode).toBe(400);
    expect((await userRow(member.id))?.status).toBe('inactive');
  });

  it('an admin reactivating the account also cancels the purge', async () => {
    const member = await signUp(h);
    await requestDeletion(member);
    const res = await h.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/users/${member.id}`,
      headers: auth(admin.token),
      payload: { status: 'active' },
    });
    expect(res.statusCode).toBe(200);
    await purgeDeletedAccounts(h.db, afterPurgeDate());
    expect(await userRow(member.id)).toEqual({ id: member.id, status: 'active' });
    expect(await canSignIn(member)).toBe(200);
  });
});
