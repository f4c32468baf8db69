import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/db.ts';
import { auth, createHarness, signUp, type Harness, type TestUser } from '../../../test/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness(await createTestDatabase());
});
afterAll(() => h.close());

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

async function signInOn(member: TestUser, userAgent: string, ip: string): Promise<string> {
  const res = await h.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    remoteAddress: ip,
    headers: { 'user-agent': userAgent },
    payload: { email: member.email, password: member.password },
  });
  return res.json().data.token;
}

const get = (url: string, token: string) =>
  h.app.inject({ method: 'GET', url, headers: auth(token) });

describe('her devices', () => {
  it('lists every signed-in session by browser and system, this device first, and nothing else', async () => {
    const member = await signUp(h);
    const phone = await signInOn(member, IPHONE, '10.79.0.1');
    const laptop = await signInOn(member, MAC, '10.79.0.2');
    const res = await get('/api/v1/account/sessions', laptop);
    expect(res.statusCode).toBe(200);
    const { sessions, total } = res.json().data;
    expect(total).toBe(3);
    expect(sessions[0]).toMatchObject({ browser: 'Chrome', os: 'macOS', current: true });
    expect(sessions.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    expect(sessions).toContainEqual(
      expect.objectContaining({ browser: 'Mobile Safari', os: 'iOS 17', current: false }),
    );
    // No token, no hash of one, no address: only what the list shows.
    const body = JSON.stringify(res.json());
    for (const secret of [phone, laptop, member.token, '10.79.0.1'])
      expect(body).not.toContain(secret);
    for (const s of sessions)
      expect(Object.keys(s).sort()).toEqual(
        ['browser', 'created_at', 'current', 'id', 'last_active_at', 'os'].sort(),
      );
  });

  it('ends one session of hers; another member’s session or a made-up id is not found', async () => {
    const member = await signUp(h);
    const other = await signUp(h);
    const phone = await signInOn(member, IPHONE, '10.79.0.3');
    const { sessions } = (await get('/api/v1/account/sessions', member.token)).json().data;
    const phoneSession = sessions.find((s: { browser: string }) => s.browser === 'Mobile Safari');
    const end = (id: string, token: string) =>
      h.app.inject({
        method: 'DELETE',
        url: `/api/v1/account/sessions/${id}`,
        headers: auth(token),
      });

    expect((await end(phoneSession.id, other.token)).statusCode).toBe(404);
    expect((await get('/api/v1/auth/me', phone)).statusCode).toBe(200);
    expect((await end('00000000-0000-4000-8000-000000000000', member.token)).statusCode).toBe(404);
    expect((await end('not-an-id', member.token)).statusCode).toBe(400);

    expect((await end(phoneSession.id, member.token)).statusCode).toBe(204);
    expect((await get('/api/v1/auth/me', phone)).statusCode).toBe(401);
    expect((await get('/api/v1/auth/me', member.token)).statusCode).toBe(200);
  });

  it('ends every other session at once, and keeps this one', async () => {
    const member = await signUp(h);
    const phone = await signInOn(member, IPHONE, '10.79.0.4');
    const laptop = await signInOn(member, MAC, '10.79.0.5');
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/v1/account/sessions/end-others',
      headers: auth(laptop),
    });
    expect(res.statusCode).toBe(200);
    expect((await get('/api/v1/auth/me', phone)).statusCode).toBe(401);
    expect((await get('/api/v1/auth/me', member.token)).statusCode).toBe(401);
    expect((await get('/api/v1/account/sessions', laptop)).json().data.total).toBe(1);
  });
});
