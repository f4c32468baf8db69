// Pages: rendered by the client's server bundle for each request, for the member whose session
// cookie it carries (hers alone), else for a visitor.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { appRouter } from '../trpc/app-router.ts';
import type { Context } from '../trpc/context.ts';
import { registerStaticClient } from './static-client.ts';
import { sessionCookie } from './pages.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'pages-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
fs.mkdirSync(path.join(root, 'ssr'));
fs.mkdirSync(path.join(root, '.vite'));
fs.writeFileSync(path.join(root, '.vite', 'manifest.json'), '{"src/main.tsx":{"file":"m.js"}}');
// Stands in for client/src/entry-server.tsx: says who the page was rendered for, and what it got.
fs.writeFileSync(
  path.join(root, 'ssr', 'entry-server.js'),
  `export function createPageRenderer(manifest) {
     return async (page) => {
       const ctx = await page.ctx();
       const who = page.member ? 'for ' + page.member.first_name : 'for a visitor';
       const seen = [ctx.user?.first_name ?? 'nobody', page.request.headers.get('cookie') ?? 'no cookie', manifest['src/main.tsx'].file];
       const status = page.request.url.endsWith('/nope') ? 404 : 200;
       return new Response('<main lang="' + page.language + '">' + new URL(page.request.url).pathname + ' ' + who + ' (' + seen.join(', ') + ')</main><script nonce="' + page.nonce + '"></script>', { status, headers: { 'Content-Type': 'text/html; charset=UTF-8' } });
     };
   }`,
);

const ada = { id: 3, first_name: 'Ada' } as NonNullable<Context['user']>;

async function app() {
  const server = Fastify({ logger: false });
  await registerStaticClient(server, root, {
    router: appRouter,
    // Only "live-token" is a session still going; "down-token" meets a database out of reach.
    context: async (_request, token) => {
      if (token === 'down-token') throw new Error('connect ECONNREFUSED');
      return { user: token === 'live-token' ? ada : null } as Context;
    },
  });
  return server;
}

describe('a page request', () => {
  it('with her live session cookie gets the page rendered for her, never stored by a cache', async () => {
    const server = await app();
    const res = await server.inject({
      url: '/community/group/12',
      headers: { cookie: 'theme=dark; hc_session=live-token' },
    });
    expect(res.statusCode).toBe(200);
    // The render gets her session's context, never the cookie itself.
    expect(res.body).toContain('>/community/group/12 for Ada (Ada, no cookie, m.js)</main>');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.vary).toContain('Cookie');
  });

  it('without a cookie, with an ended session or when the database is out of reach, gets the page as a visitor sees it', async () => {
    const server = await app();
    const requests = [
      { url: '/community/group/12', headers: {} },
      { url: '/community/group/12', headers: { cookie: 'hc_session=ended-token' } },
      { url: '/community/group/12', headers: { cookie: 'hc_session=down-token' } },
    ];
    for (const request of requests) {
      const res = await server.inject(request);
      expect(res.statusCode, request.url).toBe(200);
      expect(res.body, request.url).toContain('for a visitor (nobody, no cookie, m.js)');
      expect(res.headers['cache-control'], request.url).toBe('no-cache');
      expect(res.headers.vary, request.url).toContain('Cookie');
    }
  });

  it('is rendered in the language she chose in the footer, else the first of her browser’s the site speaks', async () => {
    const server = await app();
    const cases = [
      [{}, 'en'],
      [{ 'accept-language': 'fr-FR,ar;q=0.8,en;q=0.5' }, 'ar'],
      [{ 'accept-language': 'es-MX,es;q=0.9' }, 'es'],
      [{ 'accept-language': 'ar', cookie: 'hc_lang=es' }, 'es'],
      [{ 'accept-language': 'es', cookie: 'hc_lang=klingon; hc_session=live-token' }, 'es'],
    ] as const;
    for (const [headers, language] of cases) {
      const res = await server.inject({ url: '/', headers });
      expect(res.body, JSON.stringify(headers)).toContain(`<main lang="${language}">`);
      expect(res.headers.vary).toContain('Accept-Language');
    }
  });

  it("carries the router's status (an unknown address is a 404) and this answer's script nonce", async () => {
    const server = await app();
    const res = await server.inject({ url: '/nope', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    const nonce = /<script nonce="([^"]+)">/.exec(res.body)?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    const other = await server.inject({ url: '/nope' });
    expect(/<script nonce="([^"]+)">/.exec(other.body)?.[1]).not.toBe(nonce);
  });

  it('the server bundle and the build manifest are never sent', async () => {
    const server = await app();
    for (const url of ['/ssr/entry-server.js', '/.vite/manifest.json']) {
      const res = await server.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('createPageRenderer');
    }
  });
});

describe('sessionCookie', () => {
  it('reads the session token among other cookies, decoded', () => {
    expect(sessionCookie('a=1; hc_session=tok%2F5%2B%3D; b=2')).toBe('tok/5+=');
    expect(sessionCookie('hc_session=abc')).toBe('abc');
  });

  it('is null when the cookie is absent, empty or unreadable', () => {
    expect(sessionCookie(undefined)).toBeNull();
    expect(sessionCookie('other=1')).toBeNull();
    expect(sessionCookie('hc_session=')).toBeNull();
    expect(sessionCookie('hc_session=%E0%A4%A')).toBeNull();
    expect(sessionCookie('xhc_session=abc')).toBeNull();
  });
});
