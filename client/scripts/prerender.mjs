// After `vite build` (the browser bundle) and `vite build --ssr` (entry-server.tsx): writes each
// public page's HTML to dist/pages/, which the server sends for that path (static-client.ts), and
// adds font preloads to every HTML file. A page's HTML names its entry and route chunks itself, in
// place of the shell's route preload script (client/src/route-preload.ts), and not the entry's
// imports: it paints without any script, and public/first-paint.js loads them once it has painted
// (on a slow phone those downloads shared the line with the stylesheet and held the first paint
// back). The entry names its imports itself as it loads.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const client = path.resolve(import.meta.dirname, '..');
const dist = path.join(client, 'dist');
// The server bundle stays in the build: the server renders LIVE_PATHS with it per request.
const ssrDir = path.join(dist, 'ssr');
const ROOT_TAG = '<div id="root"></div>';

// The two faces the first screen uses: Inter (text) and Fraunces 600 (headings), Latin subset.
const INTER = /^inter-latin-wght-normal-.*\.woff2$/;
const FRAUNCES = /^fraunces-latin-600-normal-.*\.woff2$/;

function fontPreloads(fonts) {
  const assets = fs.readdirSync(path.join(dist, 'assets'));
  return fonts
    .map((pattern) => {
      const file = assets.find((name) => pattern.test(name));
      if (!file) throw new Error(`No built font matches ${pattern}`);
      return `<link rel="preload" href="/assets/${file}" as="font" type="font/woff2" crossorigin>`;
    })
    .join('');
}

const indexFile = path.join(dist, 'index.html');
let shell = fs.readFileSync(indexFile, 'utf8');
if (!shell.includes(ROOT_TAG)) throw new Error(`dist/index.html has no ${ROOT_TAG}`);
fs.writeFileSync(indexFile, shell.replace('</head>', `${fontPreloads([INTER, FRAUNCES])}</head>`));

const entry = path.join(ssrDir, 'entry-server.js');
const {
  render,
  PRERENDERED_PATHS,
  LIVE_PATHS,
  MEMBER_PAGES,
  filesFor,
  PRERENDER_TABLE,
  escapeHtml,
} = await import(pathToFileURL(entry).href);
// The shell's route preload script finds the first page's chunks at run time; a prerendered page
// names its own in its HTML instead (the same chunks, without loading the table).
const preload = JSON.parse(fs.readFileSync(path.join(dist, PRERENDER_TABLE), 'utf8'));
if (!shell.includes(preload.tag)) throw new Error(`dist/index.html has no ${preload.tag}`);
// Vite's preloads of the entry's imports (the entry names them itself as it loads).
// (None when the entry imports no chunk: everything it needs at start is in it, vite.config.ts.)
const ENTRY_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="[^"]*">/g;
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const entrySrc = shell.match(ENTRY_SCRIPT)?.[1];
if (!entrySrc) throw new Error('dist/index.html has no entry script');
// A prerendered page paints from its HTML and stylesheet alone. Its scripts (the entry and its
// route's chunks) are named in #hc-scripts, not loaded: public/first-paint.js loads them once the
// page has painted, so on a slow line the stylesheet and the headings' font have it to themselves
// and the first paint waits for no script (Lighthouse counted every script requested before the
// largest paint into it). Only the headings' font is preloaded (the first paint's largest text is
// often a heading; body text shows in the fallback face until Inter arrives).
const scriptNames = (page) =>
  `<script type="application/json" id="hc-scripts">${JSON.stringify({
    entry: entrySrc,
    preload: filesFor(preload.routes, page).map((file) => `/${file}`),
  })}</script>`;
const pageHead = shell
  .replace(ENTRY_PRELOAD, '')
  .replace(ENTRY_SCRIPT, '')
  .replace('</head>', `${fontPreloads([FRAUNCES])}</head>`);
const pagesDir = path.join(dist, 'pages');
fs.rmSync(pagesDir, { recursive: true, force: true });
fs.mkdirSync(pagesDir);
// The stylesheets of a page's route chunks (CSS modules of lazily loaded parts) come with its HTML:
// the first paint, which waits for no script, then has the page's layout (the home page's hero and
// cards are laid out by them) instead of moving once the chunks' scripts bring them. A small one is
// written into the page (as a request of its own it cost / on a phone 0.1 s of first paint in a
// Lighthouse trial, bench/results.md); a larger one is linked beside the entry's. Vite adds a link
// to an inlined one when its chunk loads, after the paint: the same rules again, in the same order.
const INLINE_CSS_MAX_BYTES = 4096;
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const cssOfFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk.css ?? []]));
const ENTRY_STYLESHEET = /<link rel="stylesheet" crossorigin href="[^"]*">/;
if (!ENTRY_STYLESHEET.test(shell)) throw new Error('dist/index.html has no stylesheet');
function stylesheet(file) {
  const css = fs.readFileSync(path.join(dist, file), 'utf8');
  if (css.length > INLINE_CSS_MAX_BYTES || /<\/style/i.test(css))
    return `<link rel="stylesheet" crossorigin href="/${file}">`;
  return `<style data-href="/${file}">${css.trim()}</style>`;
}
const routeStylesheets = (page) =>
  [...new Set(filesFor(preload.routes, page).flatMap((file) => cssOfFile.get(file) ?? []))]
    .map(stylesheet)
    .join('');
const pageHtml = (page, title, root) =>
  pageHead
    .replace(ENTRY_STYLESHEET, (entryLink) => entryLink + routeStylesheets(page))
    .replace(preload.tag, scriptNames(page))
    .replace(ROOT_TAG, `<div id="root">${root}</div>`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title ?? 'HerCircle')}</title>`);
for (const page of PRERENDERED_PATHS) {
  const { html, title } = await render(page);
  // usePageTitle also tells the browser that the page's own part has hydrated (main.tsx).
  if (title === null) throw new Error(`${page} renders no page that calls usePageTitle`);
  const file = page === '/' ? 'index.html' : `${page.slice(1)}.html`;
  fs.mkdirSync(path.dirname(path.join(pagesDir, file)), { recursive: true });
  fs.writeFileSync(path.join(pagesDir, file), pageHtml(page, title, html));
  // A page the server renders per request: the same document around markers it fills in
  // (server/src/http/live-pages.ts). The HTML above is what it sends when that fails.
  if (LIVE_PATHS.includes(page))
    fs.writeFileSync(
      path.join(pagesDir, file.replace(/\.html$/, '.template')),
      pageHtml(page, title, '<!--live-root-->').replace('</body>', '<!--live-queries--></body>'),
    );
}
// Members' pages the server renders for the member whose session cookie a request carries: only
// the template, under pages/_members/ at the route's pattern. `data-rendered-for` tells
// first-paint.js that the markup is hers, so her scripts load after it has painted.
for (const { route, sample } of MEMBER_PAGES) {
  const file = path.join(pagesDir, '_members', `${route.slice(1)}.template`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(
    file,
    pageHtml(sample, null, '<!--live-root-->')
      .replace('<html ', '<html data-rendered-for="member" ')
      .replace('</body>', '<!--live-queries--></body>'),
  );
}
process.stdout.write(
  `Prerendered ${PRERENDERED_PATHS.length} pages and ${MEMBER_PAGES.length} member page templates into dist/pages/\n`,
);
// Done: the rendered pages' query caches still hold garbage-collection timers (five minutes each),
// which would keep Node, and so every build, waiting that long for nothing.
process.exit(0);
