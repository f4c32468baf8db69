import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEnv } from '../src/env.ts';
import { createTestDatabase } from './db.ts';
import { createHarness, type Harness } from './harness.ts';

const PROXY = '10.0.0.5';

/** Three forgot-password calls per address an hour; the proxy appends the address it saw. */
async function harness(trustProxy: string): Promise<Harness> {
  return createHarness(await createTestDatabase(), {
    TRUST_PROXY: trustProxy,
    RATE_LIMIT_LOGIN_PER_IP: '3',
  });
}

function forgot(h: Harness, forwardedFor: string) {
  return h.app.inject({
    method: 'POST',
    url: '/api/v1/auth/forgot-password',
    remoteAddress: PROXY,
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { email: `nobody-${Math.random()}@example.com` },
  });
}

describe.each([
  ['1', 'a hop count'],
  ['true', 'true (read as 1 hop)'],
  ['10.0.0.0/8', 'a proxy CIDR'],
  ['127.0.0.1, 10.0.0.5', 'a list of proxy addresses'],
])('TRUST_PROXY=%s (%s)', (trustProxy) => {
  let h: Harness;
  beforeAll(async () => {
    h = await harness(trustProxy);
  });
  afterAll(() => h.close());

  it('a client is known by the address the proxy appended: a spoofed leftmost entry does not escape the per-IP limit', async () => {
    const real = '203.0.113.7';
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await forgot(h, `1.2.3.${i}, ${real}`)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    // Another client behind the same proxy has its own counter.
    expect((await forgot(h, `1.2.3.9, 203.0.113.8`)).statusCode).toBe(200);
  });
});

describe('TRUST_PROXY=false', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await harness('false');
  });
  afterAll(() => h.close());

  it('X-Forwarded-For is ignored: the peer is the client, and no HSTS is sent over HTTP', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await forgot(h, `203.0.113.${i}`)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const res = await h.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('HSTS behind a trusted proxy', () => {
  it('is sent on pages and API answers', async () => {
    const h = await harness('1');
    try {
      for (const url of ['/', '/api/v1/health', '/trpc/content.health']) {
        const res = await h.app.inject({
          method: 'GET',
          url,
          remoteAddress: PROXY,
          headers: { 'x-forwarded-proto': 'https', accept: 'text/html' },
        });
        expect(res.headers['strict-transport-security'], url).toBe('max-age=31536000');
      }
    } finally {
      await h.close();
    }
  });
});

describe('reading TRUST_PROXY', () => {
  it('accepts false, true, hop counts and proxy addresses; refuses anything else clearly', () => {
    expect(testEnv({ TRUST_PROXY: '' }).TRUST_PROXY).toBe(false);
    expect(testEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(testEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1);
    expect(testEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(testEnv({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,::1,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      '::1',
      'loopback',
    ]);
    for (const bad of ['yes', '10.0.0.0/33', '10.0.0.1,', 'proxy.example.com'])
      expect(() => testEnv({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
  });
});
