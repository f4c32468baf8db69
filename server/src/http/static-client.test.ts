// Members' pages: rendered for the member whose session cookie the request carries, hers alone,
// and the shell (which loads the page in the browser) for anyone else.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { appRouter } from '../trpc/app-router.ts';
import type { Context } from '../trpc/context.ts';
import { registerStaticClient, sessionCookie } from './static-client.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'static-client-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
fs.writeFileSync(
  path.join(root, 'index.html'),
  '<html><body><div id="root"></div>shell</body></html>',
);
fs.mkdirSync(path.join(root, 'pages', '_members', 'community', 'group'), { recursive: true });
fs.writeFileSync(
  path.join(root, 'pages', '_members', 'community', 'group', '$groupId.template'),
  '<html><head><title>HerCircle</title></head><body><div id="root"><!--live-root--></div><!--live-queries--></body></html>',
);
fs.mkdirSync(path.join(root, 'ssr'));
fs.writeFileSync(
  path.join(root, 'ssr', 'entry-server.js'),
  `export async function renderLive(path, server) {
     const ctx = await server.ctx();
     if (path.endsWith('/404')) throw new Error('Group not found');
     return { html: '<main>' + path + ' for ' + ctx.user.first_name + '</main>', title: null, queries: [] };
   }
   export const seededQueriesScript = () => '';
   export const renderedForScript = (u) => '<script id="hc-member">' + u.id + '</script>';
   export const escapeHtml = (t) => t;`,
);

const ada = { id: 3, first_name: 'Ada' } as NonNullable<Context['user']>;

async function app() {
  const server = Fastify({ logger: false });
  await registerStaticClient(server, root, {
    router: appRouter,
    context: async () => ({ user: null }) as Context,
    // Only "live-token" is a session still going; "down-token" meets a database out of reach.
    memberContext: async (_request, token) => {
      if (token === 'down-token') throw new Error('connect ECONNREFUSED');
      return { user: token === 'live-token' ? ada : null } as Context;
    },
  });
  return server;
}

describe('a member page request', () => {
  it('with her live session cookie gets the page rendered for her, never stored by a cache', async () => {
    const server = await app();
    const res = await server.inject({
      url: '/community/group/12',
      headers: { cookie: 'theme=dark; hc_session=live-token' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<main>/community/group/12 for Ada</main>');
    expect(res.body).toContain('<script id="hc-member">3</script>');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.vary).toContain('Cookie');
  });

  it('without a cookie, with an ended session, with a search, when the render fails or the database is out of reach, gets the shell', async () => {
    const server = await app();
    const requests = [
      { url: '/community/group/12', headers: {} },
      { url: '/community/group/12', headers: { cookie: 'hc_session=ended-token' } },
      { url: '/community/group/12?tab=members', headers: { cookie: 'hc_session=live-token' } },
      { url: '/community/group/404', headers: { cookie: 'hc_session=live-token' } },
      { url: '/community/group/12', headers: { cookie: 'hc_session=down-token' } },
    ];
    for (const request of requests) {
      const res = await server.inject(request);
      expect(res.statusCode, request.url).toBe(200);
      expect(res.body, request.url).toContain('shell');
      expect(res.body, request.url).not.toContain('for Ada');
      expect(res.headers['cache-control'], request.url).toBe('no-cache');
      expect(res.headers.vary, request.url).toContain('Cookie');
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
