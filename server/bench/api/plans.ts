/**
 * EXPLAIN (ANALYZE, BUFFERS) of the product's hot queries as the product itself sends them: a short-
 * lived product process connects with auto_explain loaded (a database-level setting that only new
 * connections pick up), answers one request of each hot kind, and the plans PostgreSQL logged for
 * them are cut out of the server log. No SQL is copied here, so the plans follow the product's code.
 */
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { Member } from './dataset.ts';
import { SEARCH_TERM } from './dataset.ts';
import { startProduct } from './servers.ts';

const SETTINGS = [
  ['session_preload_libraries', 'auto_explain'],
  ['auto_explain.log_min_duration', '0'],
  ['auto_explain.log_analyze', 'on'],
  ['auto_explain.log_buffers', 'on'],
  ['auto_explain.log_timing', 'on'],
] as const;

/** Where the test PostgreSQL (server/test/pg-server.ts) writes its log: beside its data folder. */
export async function serverLogPath(admin: pg.Client): Promise<string> {
  const { rows } = await admin.query<{ data_directory: string }>('show data_directory');
  const log = path.join(path.dirname(rows[0]!.data_directory), 'server.log');
  if (!fs.existsSync(log)) throw new Error(`PostgreSQL's log is not at ${log}`);
  return log;
}

/** The plans of one request of each hot kind, as text headed by the request. */
export async function capturePlans(
  adminUrl: string,
  database: string,
  databaseUrl: string,
  member: Member,
  label: string,
): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const log = await serverLogPath(admin);
  const ident = (s: string) => `"${s.replace(/"/g, '""')}"`;
  for (const [name, value] of SETTINGS)
    await admin.query(`alter database ${ident(database)} set ${name} = '${value}'`);
  const server = await startProduct(databaseUrl);
  const sections: string[] = [];
  try {
    const room = member.groups[0]!;
    const requests: [string, string][] = [
      ['group list, first page of 20', '/api/v1/community/groups?limit=20'],
      [
        `group list, search "${SEARCH_TERM}"`,
        `/api/v1/community/groups?limit=20&search=${SEARCH_TERM}`,
      ],
      ['chat history, community room', '/api/v1/chat/messages/1?limit=50'],
      ['chat history, a group room', `/api/v1/chat/messages/${room.roomId}?limit=50`],
      ['group posts page', `/api/v1/community/groups/${room.groupId}/posts?limit=20`],
    ];
    for (const [name, url] of requests) {
      const from = fs.statSync(log).size;
      const res = await fetch(server.url + url, {
        headers: { authorization: `Bearer ${member.token}` },
      });
      await res.arrayBuffer();
      // The log is written by another process: give it a moment to land.
      await new Promise((r) => setTimeout(r, 300));
      const text = fs.readFileSync(log, 'utf8').slice(from);
      const plans = text
        .split(/\n(?=\S)/)
        .filter((entry) => entry.includes('LOG:  duration:') && entry.includes('Query Text:'))
        .map((entry) => entry.replace(/^.*?LOG: {2}/, ''));
      sections.push(`### ${name} (${label}): GET ${url} -> ${res.status}\n\n${plans.join('\n\n')}`);
    }
  } finally {
    await server.stop();
    for (const [name] of SETTINGS)
      await admin.query(`alter database ${ident(database)} reset ${name}`);
    await admin.end();
  }
  return sections.join('\n\n');
}
