import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startTestPostgres } from '../server/test/pg-server.ts';
import { startServerProcess, type ServerProcess } from '../server/test/process.ts';
import { openDatabase } from '../server/src/db/index.ts';
import { migrateToLatest } from '../server/src/db/migrate.ts';
import { seedDemo } from '../server/src/seed/index.ts';
import { generateDemoPassword, type DemoPasswords } from '../server/src/seed/users.ts';
import { E2E_SERVER_ENV } from './server-env.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    e2eDatabaseUrl: string;
    /** The demo accounts' passwords (the server makes new ones on every install). */
    demoPasswords: DemoPasswords;
  }
}

const root = path.resolve(import.meta.dirname, '..');

/** The real built server on a real PostgreSQL database, with the demo content loaded. */
export default async function setup(project: TestProject) {
  const serverEntry = path.join(root, 'server/dist/main.js');
  if (
    !fs.existsSync(serverEntry) ||
    !fs.existsSync(path.join(root, 'client/dist/ssr/entry-server.js'))
  ) {
    throw new Error('Build first: `npm run build` (npm test does it).');
  }
  const postgres = await startTestPostgres();
  const admin = new pg.Client({ connectionString: postgres.url('postgres') });
  await admin.connect();
  await admin.query('CREATE DATABASE hercircle_e2e');
  await admin.end();

  const databaseUrl = postgres.url('hercircle_e2e');
  // The demo content as the server loads it, with passwords the journeys know.
  const demoPasswords = { member: generateDemoPassword(), admin: generateDemoPassword() };
  let server: ServerProcess;
  try {
    const handle = await openDatabase({ databaseUrl });
    try {
      await migrateToLatest(handle.db);
      await seedDemo(handle.db, { passwords: demoPasswords });
    } finally {
      await handle.close();
    }
    server = await startServerProcess(databaseUrl, { built: true, env: E2E_SERVER_ENV });
  } catch (error) {
    postgres.stop();
    throw error;
  }

  project.provide('baseUrl', server.url);
  project.provide('e2eDatabaseUrl', databaseUrl);
  project.provide('demoPasswords', demoPasswords);
  return async () => {
    await server.stop();
    postgres.stop();
  };
}
