import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from './db.ts';

/** A page's head, as long as a real one's (compression skips answers under 1 kB). */
const PAGE_HEAD = `<head><title>Events</title>${'<link rel="preload" href="/x">'.repeat(40)}</head>`;
import { createHarness, signUp, type Harness } from './harness.ts';

let h: Harness;
let clientDist: string;

beforeAll(async () => {
  clientDist = fs.mkdtempSync(path.join(os.tmpdir(), 'hc-client-'));
  fs.mkdirSync(path.join(clientDist, 'assets'));
  fs.writeFileSync(
    path.join(clientDist, 'assets', 'app-abc123.js'),
    `console.log(${JSON.stringify('x'.repeat(4000))});`,
  );
  // As the build leaves it (client/scripts/precompress.mjs): a ready brotli copy beside the file.
  // Its text differs from the file's, so a test can tell which one was sent.
  fs.writeFileSync(path.join(clientDist, 'assets', 'pre-def456.js'), 'x'.repeat(4000));
  fs.writeFileSync(
    path.join(clientDist, 'assets', 'pre-def456.js.br'),
    zlib.brotliCompressSync('/* compressed at build */'),
  );
  // The client's server bundle (client/src/entry-server.tsx, http/pages.ts): renders who the page
  // is for, with this answer's nonce, and a 404 for an unknown address.
  fs.mkdirSync(path.join(clientDist, '.vite'));
  fs.writeFileSync(path.join(clientDist, '.vite', 'manifest.json'), '{}');
  fs.mkdirSync(path.join(clientDist, 'ssr'));
  fs.writeFileSync(
    path.join(clientDist, 'ssr', 'entry-server.js'),
    `export const createPageRenderer = () => async (page) => {
      const ctx = await page.ctx();
      const who = ctx.user ? 'member ' + ctx.user.id : 'visitor';
      const status = page.request.url.endsWith('/no-such-page') ? 404 : 200;
      const html = ${JSON.stringify(PAGE_HEAD)} + '<div id="root">' + who + '</div><script nonce="' + page.nonce + '"></script>';
      return new Response(html, { status, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
    };`,
  );
  h = await createHarness(await createTestDatabase(), {}, clientDist);
});
afterAll(async () => {
  await h.close();
  fs.rmSync(clientDist, { recursive: true, force: true });
});

describe('health', () => {
  it('answers 200 with the database status over REST', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { status: 'ok', database: 'ok' } });
  });

  it('answers the same over tRPC', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/trpc/content.health' });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.data).toEqual({ status: 'ok', database: 'ok' });
  });
});

describe('error bodies', () => {
  it('an unknown /api path is a JSON 404', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/v1/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual({
      message: 'No route for GET /api/v1/no-such-thing',
      code: 'NOT_FOUND',
    });
  });

  it('an unknown /trpc procedure is a JSON 404', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/trpc/nope.nothing' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
  });

  it('malformed JSON is a 400 with the error shape and no stack', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('BAD_REQUEST');
    expect(body.message).toMatch(/JSON/);
    expect(res.body).not.toMatch(/at .*\.(js|ts):\d+/);
  });

  it('an oversized body is a 413', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'Request body is too large', code: 'PAYLOAD_TOO_LARGE' });
  });

  it('a tRPC call whose body is not JSON is a 415 in tRPC’s error shape, and a JSON one goes on', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/trpc/auth.login',
      headers: { 'content-type': 'text/plain' },
      payload: '{"email":"a@b.example","password":"x"}',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({
      error: {
        message: 'Send the call as application/json',
        data: { appCode: 'UNSUPPORTED_MEDIA_TYPE', httpStatus: 415 },
      },
    });
    const json = await h.app.inject({
      method: 'POST',
      url: '/trpc/auth.login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":"nobody@b.example","password":"not-the-password"}',
    });
    expect(json.statusCode).toBe(401);
  });

  it('an unsupported content type is a 415', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'text/xml' },
      payload: '<a/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });
});

describe('OpenAPI and reference page', () => {
  it('serves an OpenAPI 3.1 document listing the REST paths', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths['/health'].get.responses['200']).toBeDefined();
    expect(doc.components.securitySchemes.bearerAuth).toEqual({ type: 'http', scheme: 'bearer' });
  });

  it('renders a readable reference at /api/docs', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('HerCircle API reference');
    expect(res.body).toContain('/api/v1/health');
  });
});

describe('security headers and the client', () => {
  it('sends CSP, no-sniff, frame denial and a referrer policy on every response', async () => {
    for (const url of ['/api/v1/health', '/', '/some/page']) {
      const res = await h.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('answers any page path with the page rendered for it, and an unknown one with a 404', async () => {
    const page = (url: string) =>
      h.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    const res = await page('/community/group/42');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">visitor</div>');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect((await page('/no-such-page')).statusCode).toBe(404);
  });

  it('serves hashed assets compressed with a year-long immutable cache', async () => {
    const res = await h.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the copy compressed at build time when there is one', async () => {
    const res = await h.app.inject({
      method: 'GET',
      url: '/assets/pre-def456.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^application\/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe('/* compressed at build */');
  });

  it('a missing asset is a plain 404, not the app shell', async () => {
    const res = await h.app.inject({
      method: 'GET',
      url: '/assets/gone-123.js',
      headers: { accept: '*/*' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<div id="root">');
  });

  it('echoes a request id', async () => {
    const res = await h.app.inject({
      method: 'GET',
      url: '/api/v1/health',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(res.headers['x-request-id']).toBe('abc-123');
  });
});

describe('headers for secrets and transport', () => {
  it('every response carries the full CSP, base-uri included, on every kind of path', async () => {
    const paths = [
      '/api/v1/health',
      '/api/v1/no-such-thing',
      '/api/docs',
      '/trpc/content.health',
      '/trpc/nope.nothing',
      '/',
      '/some/page',
      '/assets/app-abc123.js',
      '/assets/gone-123.js',
      '/%E0%A4%A',
      '/api/v1/%E0%A4%A',
      `/api/v1/users/${'9'.repeat(6000)}/profile`,
    ];
    for (const url of paths) {
      const res = await h.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      // No page needs a <base>: an injected one could send every relative link elsewhere.
      expect(res.headers['content-security-policy'], url).toContain("base-uri 'none'");
      expect(res.headers['content-security-policy'], url).toContain("object-src 'none'");
      if (res.statusCode >= 400 && url.startsWith('/api'))
        expect(Object.keys(res.json()).sort(), url).toEqual(['code', 'message']);
    }
  });

  it('the reset-password page, whose URL holds the emailed token, sends no Referer anywhere', async () => {
    for (const url of [
      '/reset-password?token=12.secret',
      '/reset-password/?token=12.secret',
      '/reset-password',
    ]) {
      const res = await h.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect([url, res.statusCode]).toEqual([url, 200]);
      expect(res.body, url).toContain('<div id="root">');
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
    }
    // Only that page: the others keep the site's policy.
    for (const url of ['/reset-passwords', '/sign-in?redirect=/reset-password', '/']) {
      const res = await h.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
    }
  });

  it('API answers that carry a token or personal data are never stored by a cache', async () => {
    const email = `nostore-${Date.now()}@example.com`;
    const password = 'correct-horse-battery';
    const registered = await h.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: { email, password, first_name: 'No', last_name: 'Store' },
    });
    expect(registered.statusCode).toBe(201);
    expect(registered.headers['cache-control']).toBe('no-store');
    const login = await h.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email, password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    const { token, user } = login.json().data;
    const profile = await h.app.inject({
      method: 'GET',
      url: `/api/v1/users/${user.id}/profile`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(profile.json().data.user.email).toBe(email);
    expect(profile.headers['cache-control']).toBe('no-store');
    const trpcLogin = await h.app.inject({
      method: 'POST',
      url: '/trpc/auth.login',
      payload: { email, password },
    });
    expect(trpcLogin.statusCode).toBe(200);
    expect(trpcLogin.headers['cache-control']).toBe('no-store');
    const trpcBatch = await h.app.inject({
      method: 'GET',
      url: `/trpc/users.profile,chat.conversations?batch=1&input=${encodeURIComponent(
        JSON.stringify({ 0: { id: user.id } }),
      )}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(trpcBatch.statusCode).toBe(200);
    expect(trpcBatch.headers['cache-control']).toBe('no-store');
    for (const url of ['/api/v1/no-such-thing', '/trpc/nope.nothing', '/api/v1/health']) {
      const res = await h.app.inject({ method: 'GET', url });
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('a page is rendered per request, compressed, its scripts allowed by its own nonce alone', async () => {
    const member = await signUp(h, { first_name: 'Pia' });
    const get = (url: string, token?: string) =>
      h.app.inject({
        method: 'GET',
        url,
        headers: { accept: 'text/html', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      });
    // The Authorization header is the API's: a page is hers only through her cookie.
    for (const token of [undefined, member.token]) {
      const res = await get('/events', token);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain(`${PAGE_HEAD}<div id="root">visitor</div>`);
      const nonce = /<script nonce="([^"]+)">/.exec(res.body)?.[1];
      expect(res.headers['content-security-policy']).toContain(
        `script-src 'self' 'nonce-${nonce}';`,
      );
    }
    const compressed = await h.app.inject({
      method: 'GET',
      url: '/events',
      headers: { accept: 'text/html', 'accept-encoding': 'gzip, br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    // Header names are case-insensitive (RFC 9110).
    expect(String(compressed.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(zlib.brotliDecompressSync(compressed.rawPayload).toString()).toContain(
      `${PAGE_HEAD}<div id="root">visitor</div>`,
    );
    // The server bundle itself is never sent.
    const bundle = await h.app.inject({ method: 'GET', url: '/ssr/entry-server.js' });
    expect(bundle.statusCode).toBe(404);
    expect(bundle.body).not.toContain('createPageRenderer');
  });

  it('pages and hashed assets keep their own caching', async () => {
    const page = await h.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(page.headers['cache-control']).toBe('no-cache');
    const asset = await h.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('no HSTS over plain HTTP without a trusted proxy (browsers would ignore it anyway)', async () => {
    const res = await h.app.inject({
      method: 'GET',
      url: '/api/v1/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('tRPC batches', () => {
  const healthBatch = (n: number) =>
    h.app.inject({
      method: 'GET',
      url: `/trpc/${Array(n).fill('content.health').join(',')}?batch=1&input={}`,
    });

  it('a batch of 20 calls runs', async () => {
    const res = await healthBatch(20);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(20);
  });

  it('a batch of 21 calls is a 400 in the tRPC error shape, and none of them runs', async () => {
    expect((await healthBatch(21)).statusCode).toBe(400);
    const stamp = Date.now();
    const emails = Array.from({ length: 21 }, (_, i) => `batch-${stamp}-${i}@example.com`);
    const input = Object.fromEntries(
      emails.map((email, i) => [
        i,
        { email, password: 'correct-horse-battery', first_name: 'B', last_name: 'Atch' },
      ]),
    );
    const res = await h.app.inject({
      method: 'POST',
      url: `/trpc/${Array(21).fill('auth.register').join(',')}?batch=1`,
      payload: input,
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = res.json();
    const error = (Array.isArray(body) ? body[0] : body).error;
    expect(error.data).toMatchObject({ httpStatus: 400 });
    expect(error.message).toMatch(/batch/i);
    expect(res.body).not.toMatch(/at .*\.(js|ts):\d+/);
    const created = await h.db
      .selectFrom('users')
      .select('id')
      .where('email', 'in', emails)
      .execute();
    expect(created).toEqual([]);
  });
});
