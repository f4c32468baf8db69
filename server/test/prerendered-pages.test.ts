// The build prerenders public pages into dist/pages/ (client/scripts/prerender.mjs): the server
// answers those paths with their page and every other page path with the plain shell.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from './db.ts';
import { createHarness, type Harness } from './harness.ts';

let h: Harness;
let clientDist: string;

const SHELL = '<!doctype html><title>HerCircle</title><div id="root"></div>';
const page = (text: string) =>
  `<!doctype html><title>HerCircle</title><div id="root">${text}</div>`;

beforeAll(async () => {
  clientDist = fs.mkdtempSync(path.join(os.tmpdir(), 'hc-prerendered-'));
  fs.mkdirSync(path.join(clientDist, 'pages', 'career-finance'), { recursive: true });
  fs.writeFileSync(path.join(clientDist, 'index.html'), SHELL);
  fs.writeFileSync(path.join(clientDist, 'pages', 'index.html'), page('Home page'));
  fs.writeFileSync(path.join(clientDist, 'pages', 'stories.html'), page('Stories page'));
  fs.writeFileSync(
    path.join(clientDist, 'pages', 'career-finance', 'finance.html'),
    page('Finance page'),
  );
  h = await createHarness(await createTestDatabase(), {}, clientDist);
});
afterAll(async () => {
  await h.close();
  fs.rmSync(clientDist, { recursive: true, force: true });
});

const get = (url: string) => h.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

describe('prerendered pages', () => {
  it('answers a prerendered path with its page', async () => {
    for (const [url, text] of [
      ['/', 'Home page'],
      ['/stories', 'Stories page'],
      ['/stories/', 'Stories page'],
      ['/career-finance/finance', 'Finance page'],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toBe(page(text));
    }
  });

  it('answers the shell where the page would differ: other paths and any search', async () => {
    for (const url of [
      '/stories/12',
      '/profile',
      '/stories?share=true',
      '/?x=1',
      '/career-finance',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(SHELL);
    }
  });

  it('keeps the pages folder itself out of reach', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/pages/stories.html' });
    expect(res.body).not.toBe(page('Stories page'));
  });

  it('answers HEAD on a prerendered path without a body', async () => {
    const res = await h.app.inject({ method: 'HEAD', url: '/stories' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('');
  });
});
