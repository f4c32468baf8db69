import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PGliteDialect, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';

export type DbKind = 'postgres' | 'pglite';

export interface Notification {
  channel: string;
  payload: string;
}

export interface DbHandle {
  db: Kysely<Database>;
  kind: DbKind;
  /** Listens on a PostgreSQL channel; returns a function that stops listening. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

// Keep DATE as 'YYYY-MM-DD' (no time zone shifts) and counts as numbers.
const DATE_OID = 1082;
const INT8_OID = 20;
const NUMERIC_OID = 1700;
pg.types.setTypeParser(DATE_OID, (v) => v);
pg.types.setTypeParser(INT8_OID, (v) => Number.parseInt(v, 10));
pg.types.setTypeParser(NUMERIC_OID, (v) => Number.parseFloat(v));

export interface OpenOptions {
  databaseUrl?: string;
  dataDir?: string;
  /** Called when the pool reports a lost connection; the server keeps running. */
  onPoolError?: (error: Error) => void;
  poolSize?: number;
}

export async function openDatabase(options: OpenOptions): Promise<DbHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options);
  return openPglite(options.dataDir ?? './data');
}

function openPostgres(connectionString: string, options: OpenOptions): DbHandle {
  const pool = new pg.Pool({
    connectionString,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30000,
  });
  // Without this listener a PostgreSQL restart emits an unhandled 'error' and kills the process.
  pool.on('error', (error) => options.onPoolError?.(error));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });

  return {
    db,
    kind: 'postgres',
    async listen(channel, onPayload) {
      const client = new pg.Client({ connectionString });
      client.on('error', (error) => options.onPoolError?.(error));
      await client.connect();
      client.on('notification', (n) => {
        if (n.channel === channel && n.payload !== undefined) onPayload(n.payload);
      });
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      return async () => {
        await client.end().catch(() => undefined);
      };
    },
    close: () => db.destroy(),
  };
}

async function openPglite(dataDir: string): Promise<DbHandle> {
  const { PGlite } = await import('@electric-sql/pglite');
  const resolved = path.resolve(dataDir, 'pglite');
  fs.mkdirSync(path.dirname(resolved), { recursive: true });
  const pglite = new PGlite(resolved, {
    parsers: {
      [DATE_OID]: (v: string) => v,
      [INT8_OID]: (v: string) => Number.parseInt(v, 10),
      [NUMERIC_OID]: (v: string) => Number.parseFloat(v),
    },
  });
  await pglite.waitReady;
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
  return {
    db,
    kind: 'pglite',
    async listen(channel, onPayload) {
      const unsubscribe = await pglite.listen(channel, onPayload);
      return unsubscribe;
    },
    async close() {
      await db.destroy();
      if (!pglite.closed) await pglite.close();
    },
  };
}

export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}
