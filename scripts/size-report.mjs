// Prints the gzipped JS and CSS that the home page (/) loads, what each route adds on top of the
// entry and what the measured pages load in all; fails when any chunk loaded after the entry (a
// route's split chunk or a chunk it imports) is over the chunk budget. Whole pages are judged by
// what visitors feel (Lighthouse's figures in `npm run bench:web`), not by a byte count. Reads
// Vite's manifest: a page loads the entry, its routes' split chunks, and everything they import
// statically.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** The largest chunk loaded after the entry, gzipped. */
const BUDGET_CHUNK_KB = 80;
/** The public pages the web bench measures: what each loads in all is printed. */
const PUBLIC_ROUTES = ['index.tsx', 'stories.index.tsx', 'events.index.tsx', 'community/index.tsx'];
const dist = path.resolve(import.meta.dirname, '../client/dist');
const manifestPath = path.join(dist, '.vite/manifest.json');
if (!fs.existsSync(manifestPath)) {
  console.error('No client build found: run `npm run build` first.');
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));

/** Every file the given manifest keys load, each with the source it was built from (chunks are named by hash). */
function closure(keys) {
  const seen = new Set();
  const files = new Map();
  function visit(key) {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    files.set(chunk.file, chunk.src ?? chunk.name ?? key);
    for (const css of chunk.css ?? []) files.set(css, `${chunk.src ?? key} (css)`);
    for (const dep of chunk.imports ?? []) visit(dep);
  }
  keys.forEach(visit);
  return files;
}

const gzCache = new Map();
function gz(file) {
  if (!gzCache.has(file))
    gzCache.set(file, zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length);
  return gzCache.get(file);
}
const kb = (bytes) => (bytes / 1024).toFixed(1);
const jsBytes = (files) =>
  [...files.keys()].filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gz(f), 0);

const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
const home = closure([
  ...entries,
  ...Object.keys(manifest).filter((k) => /src\/routes\/index\.tsx/.test(k)),
]);
let js = 0;
let css = 0;
const rows = [];
for (const [file, source] of [...home].sort((a, b) => a[1].localeCompare(b[1]))) {
  const size = gz(file);
  if (file.endsWith('.js')) js += size;
  else if (file.endsWith('.css')) css += size;
  rows.push(`  ${kb(size).padStart(7)} kB  ${source}  ${file}`);
}
console.log('What / loads (gzip):');
console.log(rows.join('\n'));
console.log(`JS ${kb(js)} kB, CSS ${kb(css)} kB`);

// Each route file's split chunks (component, pending, error...) count together.
const entryFiles = closure(entries);
const routeKeys = new Map();
for (const key of Object.keys(manifest)) {
  const match = /^src\/routes\/(.+?)\?tsr-split=/.exec(key);
  if (match) routeKeys.set(match[1], [...(routeKeys.get(match[1]) ?? []), key]);
}
const routes = [...routeKeys].map(([route, keys]) => {
  const added = new Map([...closure(keys)].filter(([file]) => !entryFiles.has(file)));
  return { route, js: jsBytes(added), files: [...added.keys()].filter((f) => f.endsWith('.js')) };
});
routes.sort((a, b) => b.js - a.js);
console.log(`\nWhat each route adds to the entry (JS gzip; largest first):`);
for (const r of routes.slice(0, 10))
  console.log(
    `  ${kb(r.js).padStart(7)} kB  ${String(r.files.length).padStart(3)} files  ${r.route}`,
  );

const entryJs = jsBytes(entryFiles);
console.log(
  `\nWhat the measured public pages load, the entry (${kb(entryJs)} kB) and their routes (JS gzip):`,
);
let failed = false;
for (const name of PUBLIC_ROUTES) {
  const r = routes.find((route) => route.route === name);
  if (!r) {
    console.error(`No route file src/routes/${name} in the build: update PUBLIC_ROUTES.`);
    failed = true;
    continue;
  }
  const page = entryJs + r.js;
  console.log(
    `  ${kb(page).padStart(7)} kB  (route ${kb(r.js).padStart(5)} kB in ${String(r.files.length).padStart(2)} files)  ${name}`,
  );
}
// The group page (signed in) is measured by the web bench too.
const groupRoute = routes.find((route) => route.route === 'community/group.$groupId.tsx');
if (!groupRoute) {
  console.error('No route file src/routes/community/group.$groupId.tsx in the build.');
  failed = true;
} else {
  const page = entryJs + groupRoute.js;
  console.log(
    `\nWhat the group page loads: ${kb(page)} kB (route ${kb(groupRoute.js)} kB in ${groupRoute.files.length} files)`,
  );
}
for (const [key, chunk] of Object.entries(manifest)) {
  if (chunk.isEntry || !chunk.file.endsWith('.js') || gz(chunk.file) / 1024 <= BUDGET_CHUNK_KB)
    continue;
  console.error(
    `Over budget: the chunk ${chunk.file} (${chunk.src ?? chunk.name ?? key}) is ${kb(gz(chunk.file))} kB of JS gzipped (budget ${BUDGET_CHUNK_KB} kB).`,
  );
  failed = true;
}
if (failed) process.exit(1);
