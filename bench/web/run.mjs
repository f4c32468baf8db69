/**
 * Web benchmark (issue 14): Lighthouse 13, mobile and desktop presets, in Debian's Chromium, against
 * the built production server on a throwaway PostgreSQL with the demo content. Prints the four
 * category scores, FCP, LCP, TBT, CLS and the gzipped JS and CSS each page loads, and appends a
 * section to bench/results.md (newest first).
 *
 *   npm run bench:web                                   (builds first; installs Lighthouse once)
 *   node --import tsx bench/web/run.mjs --pages /,/community --runs 1   (a trial: not recorded)
 *   … --reports /tmp/lh   (also keeps each run's full Lighthouse report as JSON there)
 *
 * Lighthouse lives in bench/web/node_modules (its own package, not a workspace) so that the
 * product's install stays small.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { parseArgs } from 'node:util';
import pg from 'pg';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer-core';
import { startTestPostgres } from '../../server/test/pg-server.ts';
import { startServerProcess } from '../../server/test/process.ts';
import { openDatabase } from '../../server/src/db/index.ts';
import { migrateToLatest } from '../../server/src/db/migrate.ts';
import { seedDemo } from '../../server/src/seed/index.ts';
import { generateDemoPassword } from '../../server/src/seed/users.ts';
import { DEMO_ADMIN_EMAIL } from '../../server/src/seed/users.ts';

const root = path.resolve(import.meta.dirname, '../..');
/** The figures go to standard output (the lint allows console output only in scripts/). */
const print = (line) => process.stdout.write(`${line}\n`);
const resultsFile = path.join(root, 'bench/results.md');
const MEMBER_EMAIL = 'amara@hercircle.example';
const ALL_PAGES = ['/', '/stories', '/events', '/community', 'story', 'group', '/admin/dashboard'];

const { values: args } = parseArgs({
  options: {
    pages: { type: 'string', default: ALL_PAGES.join(',') },
    presets: { type: 'string', default: 'mobile,desktop' },
    /** Lighthouse varies from run to run: each figure is the median of this many runs. */
    runs: { type: 'string', default: '3' },
    note: { type: 'string', default: '' },
    /** A folder to keep each run's full Lighthouse report in (JSON), to see what a figure is made of. */
    reports: { type: 'string' },
  },
});
const pages = args.pages.split(',');
const presets = args.presets.split(',');
const runs = Number(args.runs);
const standardRun = args.pages === ALL_PAGES.join(',') && args.presets === 'mobile,desktop';

const chromePath =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => fs.existsSync(p));
if (!chromePath)
  throw new Error('No Chromium found: apt-get install chromium (or set CHROMIUM_PATH).');

async function logIn(url, email, password) {
  const res = await fetch(`${url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`login ${email}: ${res.status} ${await res.text()}`);
  return (await res.json()).data;
}

/** The newest published story, as a visitor finds it on /stories. */
async function newestStory(url) {
  const res = await fetch(`${url}/api/v1/stories?limit=1`);
  const story = (await res.json()).data?.stories?.[0];
  if (!story) throw new Error('The demo content has no story');
  return story.id;
}

async function firstGroupOf(url, token) {
  const res = await fetch(`${url}/api/v1/community/my-groups?limit=1`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const group = (await res.json()).data?.groups?.[0];
  if (!group) throw new Error('The demo member belongs to no group');
  return group.id;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** The gzipped size (level 9, as the size report counts) of every same-origin script and stylesheet the page loaded. */
async function loadedBytes(lhr, origin) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  const sums = { Script: 0, Stylesheet: 0 };
  const seen = new Set();
  for (const item of items) {
    if (!(item.resourceType in sums) || !item.url.startsWith(origin) || seen.has(item.url))
      continue;
    seen.add(item.url);
    const body = Buffer.from(await (await fetch(item.url)).arrayBuffer());
    sums[item.resourceType] += zlib.gzipSync(body, { level: 9 }).length;
  }
  return { js: sums.Script, css: sums.Stylesheet };
}

/**
 * Lighthouse sometimes loses the trace of a page load (NO_NAVSTART, "Please run Lighthouse again"):
 * such a run measured nothing, so it is run again, at most twice.
 */
async function auditAgainOnTraceLoss(browser, url, target, preset) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(browser, url, target.session, preset);
    } catch (error) {
      if (attempt === 3 || !/NO_NAVSTART/.test(error.message)) throw error;
      print(`    (trace lost on ${url}, running it again)`);
    }
  }
}

/** One Lighthouse run on a clean origin: no cache, no storage, then the session if the page needs one. */
async function audit(browser, url, session, preset) {
  const origin = new URL(url).origin;
  const page = await browser.newPage();
  try {
    // A JSON answer on the origin: somewhere to write storage without loading the app.
    await page.goto(`${origin}/api/v1/health`);
    const cdp = await page.createCDPSession();
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    await cdp.send('Network.clearBrowserCache');
    if (session) {
      // Where the app keeps a session: storage, and the cookie page requests carry (lib/session.ts).
      await page.evaluate((s) => {
        localStorage.setItem('authToken', s.token);
        localStorage.setItem('userData', JSON.stringify(s.user));
        globalThis.document.cookie = `hc_session=${encodeURIComponent(s.token)}; Path=/; SameSite=Lax`;
      }, session);
    }
    // Lighthouse's own storage reset would sign the session out: the cleaning is done above.
    const flags = {
      output: 'json',
      logLevel: 'error',
      disableStorageReset: true,
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    };
    const result = await lighthouse(
      url,
      flags,
      preset === 'desktop' ? desktopConfig : undefined,
      page,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    if (args.reports) {
      fs.mkdirSync(args.reports, { recursive: true });
      const name = `${preset}-${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}.json`;
      fs.writeFileSync(path.join(args.reports, name), JSON.stringify(lhr));
    }
    if (session && new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname)
      throw new Error(`${url} ended at ${lhr.finalDisplayedUrl}: the session did not hold`);
    const score = (id) => lhr.categories[id]?.score ?? NaN;
    const metric = (id) => lhr.audits[id]?.numericValue ?? NaN;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      ...(await loadedBytes(lhr, origin)),
      failing: Object.values(lhr.categories)
        .filter((c) => c.id !== 'performance')
        .flatMap((c) => c.auditRefs)
        .map((ref) => lhr.audits[ref.id])
        .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
        .map((a) => a.id),
    };
  } finally {
    await page.close();
  }
}

const KEYS = [
  'performance',
  'accessibility',
  'bestPractices',
  'seo',
  'fcp',
  'lcp',
  'tbt',
  'cls',
  'js',
  'css',
];

function summarize(results) {
  const out = {};
  for (const key of KEYS) out[key] = median(results.map((r) => r[key]));
  out.failing = [...new Set(results.flatMap((r) => r.failing))];
  return out;
}

const fmt = {
  score: (v) => (Number.isNaN(v) ? '?' : Math.round(v * 100).toString()),
  s: (v) => `${(v / 1000).toFixed(1)} s`,
  ms: (v) => `${Math.round(v)} ms`,
  cls: (v) => v.toFixed(3),
  kb: (v) => `${(v / 1024).toFixed(1)} kB`,
};

function row(page, preset, r) {
  return [
    page,
    preset,
    fmt.score(r.performance),
    fmt.score(r.accessibility),
    fmt.score(r.bestPractices),
    fmt.score(r.seo),
    fmt.s(r.fcp),
    fmt.s(r.lcp),
    fmt.ms(r.tbt),
    fmt.cls(r.cls),
    fmt.kb(r.js),
    fmt.kb(r.css),
  ];
}

const HEADER = [
  'Page',
  'Preset',
  'Perf',
  'A11y',
  'BP',
  'SEO',
  'FCP',
  'LCP',
  'TBT',
  'CLS',
  'JS gz',
  'CSS gz',
];

async function main() {
  if (!fs.existsSync(path.join(root, 'client/dist/ssr/entry-server.js')))
    throw new Error('Build first: `npm run build` (npm run bench:web does it).');
  const postgres = await startTestPostgres();
  let server;
  let chrome;
  let browser;
  try {
    const admin = new pg.Client({ connectionString: postgres.url('postgres') });
    await admin.connect();
    await admin.query('CREATE DATABASE hercircle_web_bench');
    await admin.end();
    const databaseUrl = postgres.url('hercircle_web_bench');
    const passwords = { member: generateDemoPassword(), admin: generateDemoPassword() };
    const handle = await openDatabase({ databaseUrl });
    try {
      await migrateToLatest(handle.db);
      await seedDemo(handle.db, { passwords });
    } finally {
      await handle.close();
    }
    server = await startServerProcess(databaseUrl, {
      built: true,
      env: { NODE_ENV: 'production', RATE_LIMIT_LOGIN_PER_IP: '100000' },
    });
    // localhost, not 127.0.0.1: a secure context, as a real deployment behind HTTPS is.
    const base = server.url.replace('127.0.0.1', 'localhost');
    const member = await logIn(server.url, MEMBER_EMAIL, passwords.member);
    const adminSession = await logIn(server.url, DEMO_ADMIN_EMAIL, passwords.admin);
    const groupPath = `/community/group/${await firstGroupOf(server.url, member.token)}`;
    const storyPath = `/stories/${await newestStory(server.url)}`;
    const targets = pages.map((p) => {
      if (p === 'story') return { label: 'a story', path: storyPath, session: null };
      if (p === 'group') return { label: 'group page', path: groupPath, session: member };
      if (p.startsWith('/admin')) return { label: p, path: p, session: adminSession };
      return { label: p, path: p, session: null };
    });

    chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic'],
    });
    browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });

    const table = [];
    for (const preset of presets) {
      for (const target of targets) {
        const results = [];
        for (let i = 0; i < runs; i++)
          results.push(
            await auditAgainOnTraceLoss(browser, `${base}${target.path}`, target, preset),
          );
        const summary = summarize(results);
        const cells = row(target.label, preset, summary);
        table.push(cells);
        print(cells.join('  '));
        if (summary.failing.length) print(`    failing audits: ${summary.failing.join(', ')}`);
      }
    }

    const markdown = [
      `| ${HEADER.join(' | ')} |`,
      `| ${HEADER.map(() => '---').join(' | ')} |`,
      ...table.map((cells) => `| ${cells.join(' | ')} |`),
    ].join('\n');
    print(`\n${markdown}`);
    if (standardRun) {
      const cpu = os.cpus();
      const date = new Date().toISOString().replace('T', ' ').slice(0, 16);
      const section = [
        `## ${date} UTC: web, Lighthouse 13${args.note ? `, ${args.note}` : ''}`,
        '',
        `Machine: ${cpu.length} cores (${cpu[0]?.model.trim() ?? 'unknown'}), Node ${process.version}, Debian Chromium, load average ${os.loadavg()[0].toFixed(1)} at the end. The built production server on PostgreSQL with the demo content. ${runs === 1 ? 'One run' : `Median of ${runs} runs`} per page and preset (mobile: Lighthouse's default simulated slow 4G and 4x CPU slowdown). Scores out of 100; JS and CSS are what the page loaded from the site, gzipped at level 9. The group page is signed in as a member, /admin/dashboard as an admin.`,
        '',
        markdown,
        '',
      ].join('\n');
      const intro = '# Benchmark results\n\nNewest first. `npm run bench` adds a section.\n\n';
      const older = fs.existsSync(resultsFile)
        ? fs.readFileSync(resultsFile, 'utf8').replace(intro, '')
        : '';
      fs.writeFileSync(resultsFile, `${intro}${section}${older ? `\n${older}` : ''}`);
      print(`Recorded in ${path.relative(root, resultsFile)}`);
    }
  } finally {
    await browser?.disconnect();
    chrome?.kill();
    await server?.stop();
    postgres.stop();
  }
}

await main();
