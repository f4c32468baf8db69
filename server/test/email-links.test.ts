import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from './db.ts';
import { createHarness, latestEmailTo, signUp, type Harness } from './harness.ts';

// A link in an email must never take its address from the request: a forged Host (or, behind a proxy,
// a client's own X-Forwarded-Host) would send the victim's reset token to the attacker's site.
async function lastLinkTo(h: Harness, email: string): Promise<string> {
  const match = /(\S+)\/reset-password\?token=/.exec(await latestEmailTo(h, email));
  if (!match?.[1]) throw new Error('no link in the email');
  return match[1];
}

const forged = { host: 'evil.example', 'x-forwarded-host': 'evil.example' };

describe('links in emails', () => {
  describe('without PUBLIC_URL', () => {
    let h: Harness;
    beforeAll(async () => {
      h = await createHarness(await createTestDatabase(), { TRUST_PROXY: '1', PORT: '4321' });
    });
    afterAll(() => h.close());

    it('point at this server on localhost, whatever Host and X-Forwarded-Host say', async () => {
      const member = await signUp(h);
      const res = await h.app.inject({
        method: 'POST',
        url: '/api/v1/auth/forgot-password',
        headers: forged,
        payload: { email: member.email },
      });
      expect(res.statusCode).toBe(200);
      expect(await lastLinkTo(h, member.email)).toBe('http://localhost:4321');
    });
  });

  describe('with PUBLIC_URL', () => {
    let h: Harness;
    beforeAll(async () => {
      h = await createHarness(await createTestDatabase(), {
        TRUST_PROXY: '1',
        PUBLIC_URL: 'https://hercircle.example/',
      });
    });
    afterAll(() => h.close());

    it('point at PUBLIC_URL, whatever Host and X-Forwarded-Host say', async () => {
      const member = await signUp(h);
      const res = await h.app.inject({
        method: 'POST',
        url: '/api/v1/auth/forgot-password',
        headers: forged,
        payload: { email: member.email },
      });
      expect(res.statusCode).toBe(200);
      expect(await lastLinkTo(h, member.email)).toBe('https://hercircle.example');
    });
  });
});
