// The server's side of /events rendered with its data: the build's template filled in with what the
// client's server bundle renders, or null (the caller sends the build's page) when that fails.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { appRouter } from '../trpc/app-router.ts';
import type { Context } from '../trpc/context.ts';
import { findLivePages } from './live-pages.ts';

const TEMPLATE =
  '<html><head><title>Events · HerCircle</title></head><body><div id="root"><!--live-root--></div><!--live-queries--></body></html>';

/** A client build with one live page and a server bundle whose render is `body`. */
function clientBuild(body: string, options: { bundle?: boolean } = {}): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'live-pages-'));
  fs.mkdirSync(path.join(root, 'pages'));
  fs.writeFileSync(path.join(root, 'pages', 'events.template'), TEMPLATE);
  if (options.bundle !== false) {
    fs.mkdirSync(path.join(root, 'ssr'));
    fs.writeFileSync(
      path.join(root, 'ssr', 'entry-server.js'),
      `export async function renderLive(path, server) { ${body} }
       export const seededQueriesScript = (q) => '<script type="application/json">' + JSON.stringify(q) + '</script>';
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
  return { warnings, log: { warn: (_o: object, message: string) => void warnings.push(message) } };
}
const ctx = async () => ({}) as Context;

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

  it('are none when the build has no server bundle', () => {
    const { log } = logger();
    const pages = findLivePages(clientBuild('', { bundle: false }), { router: appRouter, log });
    expect(pages.paths()).toEqual([]);
  });
});
