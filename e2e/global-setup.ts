import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startTestPostgres } from '../server/test/pg-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    e2eDatabaseUrl: string;
  }
}

const root = path.resolve(import.meta.dirname, '..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Server exited with ${child.exitCode}:\n${log()}`);
    try {
      const res = await fetch(`${url}/api/v1/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`Server did not become healthy:\n${log()}`);
}

/** The real built server on a real PostgreSQL database, with the demo content loaded. */
export default async function setup(project: TestProject) {
  const serverEntry = path.join(root, 'server/dist/main.js');
  if (!fs.existsSync(serverEntry) || !fs.existsSync(path.join(root, 'client/dist/index.html'))) {
    throw new Error('Build first: `npm run build` (npm test does it).');
  }
  const postgres = await startTestPostgres();
  const admin = new pg.Client({ connectionString: postgres.url('postgres') });
  await admin.connect();
  await admin.query('CREATE DATABASE hercircle_e2e');
  await admin.end();

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const databaseUrl = postgres.url('hercircle_e2e');
  let output = '';
  const child = spawn(process.execPath, [serverEntry], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      // Browser journeys sign in many times from one address.
      RATE_LIMIT_LOGIN_PER_IP: '100000',
      RATE_LIMIT_REGISTER_PER_IP: '100000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  try {
    await waitForHealth(baseUrl, child, () => output);
  } catch (error) {
    child.kill('SIGKILL');
    postgres.stop();
    throw error;
  }

  project.provide('baseUrl', baseUrl);
  project.provide('e2eDatabaseUrl', databaseUrl);
  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    postgres.stop();
  };
}
