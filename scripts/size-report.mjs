// Prints the gzipped JS and CSS that the home page (/) loads, and fails when JS is over budget.
// Reads Vite's manifest: the entry, the home route's split chunk, and everything they import statically.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const BUDGET_JS_KB = 160;
const dist = path.resolve(import.meta.dirname, '../client/dist');
const manifestPath = path.join(dist, '.vite/manifest.json');
if (!fs.existsSync(manifestPath)) {
  console.error('No client build found: run `npm run build` first.');
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));

const roots = Object.entries(manifest)
  .filter(([key, chunk]) => chunk.isEntry || /src\/routes\/index\.tsx/.test(key))
  .map(([key]) => key);

const seen = new Set();
/** Each file the page loads, with the source it was built from (chunks are named by hash). */
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
roots.forEach(visit);

const gz = (file) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
let js = 0;
let css = 0;
const rows = [];
for (const [file, source] of [...files].sort((a, b) => a[1].localeCompare(b[1]))) {
  const size = gz(file);
  if (file.endsWith('.js')) js += size;
  else if (file.endsWith('.css')) css += size;
  rows.push(`  ${(size / 1024).toFixed(1).padStart(7)} kB  ${source}  ${file}`);
}
console.log('What / loads (gzip):');
console.log(rows.join('\n'));
console.log(
  `JS ${(js / 1024).toFixed(1)} kB (budget ${BUDGET_JS_KB} kB), CSS ${(css / 1024).toFixed(1)} kB`,
);
if (js / 1024 > BUDGET_JS_KB) {
  console.error(`Over budget: the home page loads ${(js / 1024).toFixed(1)} kB of JS gzipped.`);
  process.exit(1);
}
