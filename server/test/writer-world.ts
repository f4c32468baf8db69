import pg from 'pg';
import { expect } from 'vitest';
import { startTestPostgres, type TestPostgres } from './pg-server.ts';
import { startServerProcess, type ProcessOptions, type ServerProcess } from './process.ts';

export interface WriterWorld {
  postgres: TestPostgres;
  databaseUrl: string;
  server: ServerProcess;
  /** The writer's session token. */
  token: string;
  /** The group she runs and writes in. */
  groupId: number;
}

/**
 * A server process on a PostgreSQL server of its own (so restarting it disturbs no other test file),
 * with synchronous commits (an immediate shutdown cannot lose a commit PostgreSQL acknowledged), and
 * a member signed in who runs one group: the world of the fault tests.
 */
export async function startWriterWorld(
  database: string,
  writer: { email: string; password: string; first_name: string; last_name: string },
  options: ProcessOptions = {},
): Promise<WriterWorld> {
  const postgres = await startTestPostgres({ durableCommits: true });
  const admin = new pg.Client({ connectionString: postgres.url('postgres') });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  await admin.end();
  const databaseUrl = postgres.url(database);
  const server = await startServerProcess(databaseUrl, options);

  const send = (path: string, body: object, token?: string) =>
    fetch(`${server.url}/api/v1${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
  expect((await send('/auth/register', writer)).status).toBe(201);
  const login = await send('/auth/login', { email: writer.email, password: writer.password });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const group = await send(
    '/community/groups',
    { name: `${writer.first_name}'s circle`, description: 'Where the test writes' },
    token,
  );
  const groupId = ((await group.json()) as { data: { group: { id: number } } }).data.group.id;
  return { postgres, databaseUrl, server, token, groupId };
}
