import pg from 'pg';
import { Kysely, PostgresDialect } from 'kysely';
import type { TestProject } from 'vitest/node';
import { startTestPostgres } from './pg-server.ts';
import { migrateToLatest } from '../src/db/migrate.ts';

export const TEMPLATE_DB = 'hercircle_template';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    pgTemplateUrl: string;
  }
}

/** Starts PostgreSQL once for the run and migrates a template that each test file copies. */
export default async function setup(project: TestProject) {
  const server = await startTestPostgres();
  const admin = new pg.Client({ connectionString: server.url('postgres') });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
  await admin.end();

  const db = new Kysely<unknown>({
    dialect: new PostgresDialect({
      pool: new pg.Pool({ connectionString: server.url(TEMPLATE_DB), max: 1 }),
    }),
  });
  await migrateToLatest(db);
  await db.destroy();

  project.provide('pgAdminUrl', server.url('postgres'));
  project.provide('pgTemplateUrl', server.url(TEMPLATE_DB));
  return () => server.stop();
}
