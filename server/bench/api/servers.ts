/**
 * The processes the API benchmark measures: the built product server, the bare server, and the
 * product on its embedded database (PGlite) for its idle memory. Each is its own process, so its
 * memory is its own: VmHWM in /proc is the peak resident set the kernel saw.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../test/pg-server.ts';
import { startServerProcess, type ServerProcess } from '../../test/process.ts';

const root = path.resolve(import.meta.dirname, '../../..');

/** Resident memory of a process in MB: `peak` (VmHWM) or `now` (VmRSS). */
export function rssMb(pid: number, which: 'peak' | 'now'): number {
  const field = which === 'peak' ? 'VmHWM' : 'VmRSS';
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? NaN) / 1024);
}

/**
 * The production build on PostgreSQL, with the per-member rate limits out of the load's way. V8
 * prints a line per garbage collection (`--trace-gc`, a few dozen a second under load): the
 * benchmark counts the full collections of each run (gc.ts).
 */
export async function startProduct(databaseUrl: string): Promise<ServerProcess> {
  if (!fs.existsSync(path.join(root, 'server/dist/main.js')))
    throw new Error('server/dist/main.js is missing: run `npm run build` first');
  return startServerProcess(databaseUrl, {
    built: true,
    nodeFlags: ['--trace-gc'],
    env: {
      NODE_ENV: 'production',
      RATE_LIMIT_CHAT_PER_USER: '1000000000',
      RATE_LIMIT_POST_PER_USER: '1000000000',
      RATE_LIMIT_LOGIN_PER_EMAIL: '1000000000',
      RATE_LIMIT_LOGIN_PER_IP: '1000000000',
    },
  });
}

export async function startBare(databaseUrl: string): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--trace-gc', '--import', 'tsx', path.join(import.meta.dirname, 'bare-server.ts')],
    {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        PORT: String(port),
        NODE_ENV: 'production',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const listening = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (d: Buffer) => {
      output += d.toString();
      if (output.includes('listening')) resolve();
    });
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}: ${output}`)));
  });
  await listening;
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * The product started as a new user would, without DATABASE_URL: PGlite in a fresh data folder,
 * migrated and loaded with demo content. Its resident memory once idle, in MB.
 */
export async function embeddedIdleRss(settleMs: number): Promise<{ rss: number; peak: number }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hercircle-bench-pglite-'));
  let server: ServerProcess | undefined;
  try {
    server = await startServerProcess('', {
      built: true,
      env: { NODE_ENV: 'production', DATA_DIR: dataDir, SEED_DEMO: 'true' },
    });
    await new Promise((r) => setTimeout(r, settleMs));
    const pid = server.child.pid!;
    return { rss: rssMb(pid, 'now'), peak: rssMb(pid, 'peak') };
  } finally {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Waits until a server has worked off what an earlier run left in flight (autocannon stops at its
 * deadline, not when the server has answered): three health checks in a row under 50 ms, or 30 s.
 */
export async function waitUntilIdle(url: string, healthPath: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  let quick = 0;
  while (quick < 3 && Date.now() < deadline) {
    const started = Date.now();
    await (await fetch(url + healthPath)).arrayBuffer();
    quick = Date.now() - started < 50 ? quick + 1 : 0;
    await new Promise((r) => setTimeout(r, 100));
  }
}
