import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/db.ts';
import { openDatabase } from '../../db/index.ts';
import { auth, createHarness, signUp, type Harness, type TestUser } from '../../../test/harness.ts';

// The default limit: 10 wrong passwords for one email in 15 minutes.
let h: Harness;
/** The same site served over HTTPS (PUBLIC_URL), on the same database. */
let https: Harness;
beforeAll(async () => {
  const db = await createTestDatabase();
  h = await createHarness(db);
  https = await createHarness(await openDatabase({ databaseUrl: db.url }), {
    PUBLIC_URL: 'https://hercircle.example',
  });
}, 60_000);
afterAll(async () => {
  await https.close();
  await h.close();
});

let ipCounter = 0;
const freshIp = () => `10.90.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

/** POST /api/v1/auth/login from a fresh address, with the browser's cookie header if any. */
const login = (email: string, password: string, cookie?: string) =>
  h.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email, password },
    remoteAddress: freshIp(),
    headers: cookie ? { cookie } : {},
  });

/** The same over tRPC, as the web app's sign-in page sends it. */
const trpcLogin = async (email: string, password: string, cookie?: string) => {
  const res = await h.app.inject({
    method: 'POST',
    url: '/trpc/auth.login?batch=1',
    payload: { 0: { email, password } },
    remoteAddress: freshIp(),
    headers: cookie ? { cookie } : {},
  });
  const [answer] = res.json() as { result?: { data: { token: string } }; error?: unknown }[];
  return { res, answer: answer! };
};

type Reply = Awaited<ReturnType<typeof login>>;

/** The known-device cookie a successful sign-in set, as the browser would send it back. */
function deviceCookie(res: Reply): { cookie: string; header: string } {
  const raw = res.headers['set-cookie'];
  const header = (Array.isArray(raw) ? raw : raw ? [raw] : []).find((c) =>
    c.startsWith('hc_device='),
  );
  if (!header) throw new Error('no known-device cookie was set');
  return { cookie: header.split(';')[0]!, header };
}

/** Her browser: she signs in once with her password, and it keeps the cookie. */
async function ownersBrowser(owner: TestUser) {
  const res = await login(owner.email, owner.password);
  expect(res.statusCode).toBe(200);
  return deviceCookie(res).cookie;
}

/** An attacker guesses her password ten times without any cookie; the eleventh is refused. */
async function lockOut(email: string) {
  for (let i = 0; i < 10; i++)
    expect((await login(email, `wrong-guess-${i}`)).statusCode).toBe(401);
  const refused = await login(email, 'wrong-guess-11');
  expect(refused.statusCode).toBe(429);
}

describe('the per-email lock does not keep the owner out', () => {
  it('a sign-in sets a long-lived, script-proof known-device cookie', async () => {
    const owner = await signUp(h);
    const res = await login(owner.email, owner.password);
    const { header } = deviceCookie(res);
    expect(header).toMatch(/; HttpOnly/i);
    expect(header).toMatch(/; SameSite=Lax/i);
    expect(header).toMatch(/; Path=\//i);
    expect(Number(/Max-Age=(\d+)/i.exec(header)?.[1])).toBeGreaterThanOrEqual(180 * 86_400);
    // Over plain HTTP (this test) it cannot be Secure, or the browser would drop it.
    expect(header).not.toMatch(/; Secure/i);
    // A site served over HTTPS sends it over HTTPS only.
    const secure = await https.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: owner.email, password: owner.password },
      remoteAddress: freshIp(),
    });
    expect(secure.statusCode).toBe(200);
    expect(deviceCookie(secure).header).toMatch(/; Secure/i);
  });

  it('the owner signs in from her known browser while the attacker is locked out', async () => {
    const owner = await signUp(h);
    const cookie = await ownersBrowser(owner);
    await lockOut(owner.email);

    // The attacker, still without a cookie, is refused even with the right password.
    expect((await login(owner.email, owner.password)).statusCode).toBe(429);
    // The owner, from her browser: in, over REST and over tRPC alike.
    const rest = await login(owner.email, owner.password, cookie);
    expect(rest.statusCode).toBe(200);
    const me = await h.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: auth(rest.json().data.token),
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.user).toMatchObject({ id: owner.id });
    const viaTrpc = await trpcLogin(owner.email, owner.password, cookie);
    expect(viaTrpc.res.statusCode).toBe(200);
    expect(viaTrpc.answer.result?.data.token).toMatch(/^[\w-]{40,}$/);
    // The web app signs in over tRPC: its answer renews the same browser's cookie.
    expect(deviceCookie(viaTrpc.res).cookie.split('.')[1]).toBe(cookie.split('.')[1]);
  });

  it('a forged cookie or another account’s cookie does not get past the lock', async () => {
    const owner = await signUp(h);
    const attacker = await signUp(h);
    const ownCookie = await ownersBrowser(owner);
    const attackersCookie = await ownersBrowser(attacker);
    await lockOut(owner.email);

    const [name, value] = ownCookie.split('=') as [string, string];
    const [userId, device, mac] = decodeURIComponent(value).split('.') as [string, string, string];
    const flipped = `${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`;
    const forgeries = [
      attackersCookie,
      `${name}=${encodeURIComponent(`${userId}.${device}.${flipped}`)}`,
      `${name}=${encodeURIComponent(`${userId}.AAAAAAAAAAAAAAAAAAAAAA.${mac}`)}`,
      `${name}=${encodeURIComponent(`${attacker.id}.${device}.${mac}`)}`,
      `${name}=garbage`,
    ];
    for (const cookie of forgeries)
      expect((await login(owner.email, owner.password, cookie)).statusCode).toBe(429);
    // Her real one still works.
    expect((await login(owner.email, owner.password, ownCookie)).statusCode).toBe(200);
  });

  it('wrong passwords from her browser have their own limit', async () => {
    const owner = await signUp(h);
    const cookie = await ownersBrowser(owner);
    for (let i = 0; i < 10; i++)
      expect((await login(owner.email, `typo-${i}`, cookie)).statusCode).toBe(401);
    expect((await login(owner.email, owner.password, cookie)).statusCode).toBe(429);
    // ...which is not the email's: anyone else's first attempt is still judged on its password.
    expect((await login(owner.email, 'one-more-typo')).statusCode).toBe(401);
  });
});
