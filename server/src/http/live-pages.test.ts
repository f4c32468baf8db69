// The server's side of /events rendered with its data: the build's template filled in with what the
// client's server bundle renders, or null (the caller sends the build's page) when that fails.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { appRouter } from '../trpc/app-router.ts';
import type { Context } from '../trpc/context.ts';
import { findLivePages, RENDER_WARNING_EVERY_MS } from './live-pages.ts';

const TEMPLATE =
  '<html><head><title>Events · HerCircle</title></head><body><div id="root"><!--live-root--></div><!--live-queries--></body></html>';

/** A client build with one live page, one member page and a server bundle whose render is `body`. */
function clientBuild(body: string, options: { bundle?: boolean } = {}): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'live-pages-'));
  fs.mkdirSync(path.join(root, 'pages', '_members', 'community', 'group'), { recursive: true });
  fs.writeFileSync(path.join(root, 'pages', 'events.template'), TEMPLATE);
  fs.writeFileSync(
    path.join(root, 'pages', '_members', 'community', 'group', '$groupId.template'),
    TEMPLATE.replace('Events', 'Group'),
  );
  if (options.bundle !== false) {
    fs.mkdirSync(path.join(root, 'ssr'));
    fs.writeFileSync(
      path.join(root, 'ssr', 'entry-server.js'),
      `export async function renderLive(path, server) { ${body} }
       export const seededQueriesScript = (q) => '<script type="application/json">' + JSON.stringify(q) + '</script>';
       export const renderedForScript = (u) => '<script type="application/json" id="hc-member">' + JSON.stringify(u) + '</script>';
       export const escapeHtml = (t) => t.replace(/[&<>"']/g, (c) => '&#' + c.charCodeAt(0) + ';');`,
    );
  }
  roots.push(root);
  return root;
}
const roots: string[] = [];
afterAll(() => roots.forEach((root) => fs.rmSync(root, { recursive: true, force: true })));

function logger() {
  const warnings: string[] = [];
  const details: object[] = [];
  return {
    warnings,
    details,
    log: {
      warn: (o: object, message: string) => {
        details.push(o);
        warnings.push(message);
      },
    },
  };
}
const ctx = async () => ({}) as Context;
/** The member a member page is rendered for. */
const member = {
  id: 3,
  email: 'ada@example.com',
  first_name: 'Ada',
  last_name: 'Obi',
  role: 'user' as const,
  status: 'active' as const,
  profile_picture: null,
  suspended_until: null,
};

describe('live pages', () => {
  it('fill the template with the render, its title and its answers, text taken as it is', async () => {
    const root = clientBuild(`
      if (path !== '/events' || server.router === undefined) throw new Error('wrong call');
      await server.ctx();
      return { html: '<main>Costs $& and $1</main>', title: 'Events & more · "Her"Circle', queries: [{ key: ['k'], data: 1 }] };
    `);
    const { log, warnings } = logger();
    const pages = findLivePages(root, { router: appRouter, log });
    expect(pages.paths()).toEqual(['/events']);
    expect(await pages.render('/events', ctx)).toBe(
      '<html><head><title>Events &#38; more · &#34;Her&#34;Circle</title></head><body><div id="root"><main>Costs $& and $1</main></div><script type="application/json">[{"key":["k"],"data":1}]</script></body></html>',
    );
    expect(warnings).toEqual([]);
  });

  it('answer null and say why when the render fails (a query failed, say)', async () => {
    const root = clientBuild(`throw new Error('database unavailable');`);
    const { log, warnings } = logger();
    const pages = findLivePages(root, { router: appRouter, log });
    expect(await pages.render('/events', ctx)).toBeNull();
    expect(warnings).toEqual(['live page: rendered without its data']);
  });

  it('log a page that keeps failing once a minute, with how many failed in between', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const root = clientBuild(`throw new Error('database unavailable');`);
      const { log, warnings, details } = logger();
      const pages = findLivePages(root, { router: appRouter, log });
      for (let i = 0; i < 3; i++) expect(await pages.render('/events', ctx)).toBeNull();
      // Another page has its own minute: two groups' pages are one (their route's).
      expect(await pages.renderForMember('/community/group/1', member, ctx)).toBeNull();
      expect(await pages.renderForMember('/community/group/2', member, ctx)).toBeNull();
      expect(warnings).toHaveLength(2);
      vi.setSystemTime(Date.now() + RENDER_WARNING_EVERY_MS);
      expect(await pages.render('/events', ctx)).toBeNull();
      expect(warnings).toHaveLength(3);
      expect(details[2]).toMatchObject({ path: '/events', unlogged_failures: 2 });
      expect(details[0]).not.toHaveProperty('unlogged_failures');
    } finally {
      vi.useRealTimers();
    }
  });

  it('are none when the build has no server bundle', () => {
    const { log } = logger();
    const pages = findLivePages(clientBuild('', { bundle: false }), { router: appRouter, log });
    expect(pages.paths()).toEqual([]);
    expect(pages.memberRoutes()).toEqual([]);
  });

  it('render a member page for the member given, at the paths of its route only, and name her in it', async () => {
    const root = clientBuild(`
      await server.ctx();
      return { html: '<main>' + path + ' for ' + (server.member ? server.member.first_name : 'nobody') + '</main>', title: 'Knitters', queries: [] };
    `);
    const { log, warnings } = logger();
    const pages = findLivePages(root, { router: appRouter, log });
    expect(pages.paths()).toEqual(['/events']);
    expect(pages.memberRoutes()).toEqual(['/community/group/$groupId']);
    expect(await pages.renderForMember('/community/group/12', member, ctx)).toBe(
      '<html><head><title>Knitters</title></head><body><div id="root"><main>/community/group/12 for Ada</main></div><script type="application/json">[]</script><script type="application/json" id="hc-member">{"id":3,"email":"ada@example.com","first_name":"Ada","last_name":"Obi","role":"user","status":"active","profile_picture":null,"suspended_until":null}</script></body></html>',
    );
    // Not the route's: a segment too many, another page, the public live page.
    expect(await pages.renderForMember('/community/group/12/x', member, ctx)).toBeNull();
    expect(await pages.renderForMember('/community/groups', member, ctx)).toBeNull();
    expect(await pages.renderForMember('/events', member, ctx)).toBeNull();
    // The public page stays a visitor's: no member named in it.
    expect(await pages.render('/events', ctx)).toContain('<main>/events for nobody</main>');
    expect(warnings).toEqual([]);
  });
});
