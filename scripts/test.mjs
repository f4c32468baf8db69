// npm test: type-check, lint, build (with the size budget), then every Vitest project: server
// integration on a throwaway PostgreSQL, the PGlite suite, client components, and browser journeys.
// Installs Debian's Chromium and PostgreSQL server with apt-get when they are missing and we are root.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { summarize } from './test-summary.mjs';

const root = path.resolve(import.meta.dirname, '..');
/** The checks before the tests; the summary reports them apart from the tests' count. */
const steps = [];

function run(name, command, args, options = {}) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: '1' },
    ...options,
  });
  const ok = result.status === 0;
  console.log(`${ok ? '✔' : '✘'} ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return ok;
}

function has(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

function hasPostgresServer() {
  if (process.env.PG_BIN_DIR) return true;
  const dir = '/usr/lib/postgresql';
  return (
    fs.existsSync(dir) &&
    fs.readdirSync(dir).some((v) => fs.existsSync(path.join(dir, v, 'bin', 'initdb')))
  );
}

function ensureSystemPackages() {
  const missing = [];
  if (!has('chromium') && !has('chromium-browser') && !process.env.CHROMIUM_PATH)
    missing.push('chromium');
  if (!hasPostgresServer()) missing.push('postgresql');
  // The scale-out test puts two server processes behind nginx.
  if (!has('nginx') && !fs.existsSync('/usr/sbin/nginx')) missing.push('nginx-light');
  if (missing.length === 0) return;
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || !has('apt-get')) {
    console.error(
      `Missing system packages: ${missing.join(', ')}. Install them with apt-get (Debian) and run npm test again.`,
    );
    return;
  }
  console.log(`Installing ${missing.join(', ')} with apt-get…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], {
    stdio: 'inherit',
    env,
  });
}

function step(name, command, args) {
  const ok = run(name, command, args);
  steps.push({ name, ok });
  return ok;
}

ensureSystemPackages();
step('type-check', 'npm', ['run', 'typecheck', '--silent']);
step('lint', 'npm', ['run', 'lint', '--silent']);
const built = step('build', 'npx', ['turbo', 'run', 'build', '--output-logs=errors-only']);
if (built) step('size budget', 'node', ['scripts/size-report.mjs']);

const reportFile = path.join(root, '.tmp/vitest-report.json');
fs.mkdirSync(path.dirname(reportFile), { recursive: true });
fs.rmSync(reportFile, { force: true });
const projects = built ? [] : ['--project', 'server', '--project', 'pglite', '--project', 'client'];
const testsOk = run('tests', 'npx', [
  'vitest',
  'run',
  ...projects,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${reportFile}`,
]);

const summary = summarize(steps, {
  ok: testsOk,
  report: fs.existsSync(reportFile) ? JSON.parse(fs.readFileSync(reportFile, 'utf8')) : null,
});
console.log(`\n${summary.lines.join('\n')}`);
process.exit(summary.ok ? 0 : 1);
