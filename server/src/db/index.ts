import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PGliteDialect, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { preparingPool } from './prepared.ts';
import { runPrecompiledDirectly } from './precompiled.ts';
import type { Database } from './schema.ts';

export type DbKind = 'postgres' | 'pglite';

export interface Notification {
  channel: string;
  payload: string;
}

export interface DbHandle {
  db: Kysely<Database>;
  kind: DbKind;
  /**
   * Listens on a PostgreSQL channel; returns a function that stops listening. When its connection is
   * lost it calls `onLost` at once, reconnects by itself and then calls `onReconnect`: notifications
   * sent in between are lost.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onReconnect?: () => void,
    onLost?: () => void,
  ): Promise<() => Promise<void>>;
  /** Writes a restorable copy of the database into `dir`; returns the file's path. */
  backup(dir: string): Promise<string>;
  close(): Promise<void>;
}

function backupName(extension: string): string {
  return `hercircle-${new Date().toISOString().replace(/[:.]/g, '-')}.${extension}`;
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
  // A lost connection emits 'error': the pool forwards it only from idle clients, and a checked-out
  // client without a listener (between the queries of a transaction, or as its socket closes after a
  // failed query) would kill the process. Every client listens for itself; the query in flight, if
  // any, fails on its own and answers 503, and the pool discards the broken client on release.
  pool.on('connect', (client) => client.on('error', (error) => options.onPoolError?.(error)));
  // Idle clients' errors reach the listener above as well; the pool re-emits them, and an 'error'
  // event without a listener would throw.
  pool.on('error', () => undefined);
  const preparing = preparingPool(pool);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: preparing }) });
  runPrecompiledDirectly(db, preparing.run);

  return {
    db,
    kind: 'postgres',
    async listen(channel, onPayload, onReconnect, onLost) {
      // A dedicated connection that reconnects by itself when PostgreSQL restarts.
      let client: pg.Client | undefined;
      let stopped = false;
      let retry: NodeJS.Timeout | undefined;
      const connect = async (delayMs = 500): Promise<void> => {
        if (stopped) return;
        const next = new pg.Client({ connectionString });
        next.on('notification', (n) => {
          if (n.channel === channel && n.payload !== undefined) onPayload(n.payload);
        });
        next.on('error', (error) => {
          options.onPoolError?.(error);
          next.end().catch(() => undefined);
          if (client === next && !stopped) {
            onLost?.();
            retry = setTimeout(() => void connect(), delayMs);
          }
        });
        try {
          await next.connect();
          await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
          if (stopped) {
            // Stopped while this reconnect was under way: don't leave a connection open.
            await next.end().catch(() => undefined);
            return;
          }
          const reconnected = client !== undefined;
          client = next;
          if (reconnected) onReconnect?.();
        } catch (error) {
          options.onPoolError?.(error as Error);
          await next.end().catch(() => undefined);
          if (!stopped)
            retry = setTimeout(() => void connect(Math.min(delayMs * 2, 10_000)), delayMs);
        }
      };
      await connect();
      if (!client) {
        // The caller gets the refusal and no way to stop a retry: don't leave one running.
        stopped = true;
        clearTimeout(retry);
        throw new Error(`Could not LISTEN on ${channel}`);
      }
      return async () => {
        stopped = true;
        clearTimeout(retry);
        await client?.end().catch(() => undefined);
      };
    },
    // pg_dump's custom format: restore with `pg_restore --clean --dbname <url> <file>`.
    async backup(dir) {
      fs.mkdirSync(dir, { recursive: true });
      const file = path.join(dir, backupName('dump'));
      // The password goes in the child's environment: a command line is visible to every local user.
      const url = new URL(connectionString);
      const password = decodeURIComponent(url.password);
      url.password = '';
      await new Promise<void>((resolve, reject) => {
        const child = spawn(
          'pg_dump',
          ['--format=custom', '--no-owner', `--file=${file}`, url.toString()],
          {
            stdio: ['ignore', 'ignore', 'pipe'],
            env: password ? { ...process.env, PGPASSWORD: password } : process.env,
          },
        );
        let stderr = '';
        child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
        child.on('error', (error) =>
          reject(
            new Error(`pg_dump could not start (install the PostgreSQL client): ${error.message}`),
          ),
        );
        child.on('exit', (code) =>
          code === 0 ? resolve() : reject(new Error(`pg_dump failed: ${stderr.trim()}`)),
        );
      });
      return file;
    },
    close: () => db.destroy(),
  };
}

async function openPglite(dataDir: string): Promise<DbHandle> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const resolved = path.resolve(dataDir, 'pglite');
  fs.mkdirSync(path.dirname(resolved), { recursive: true });
  const pglite = new PGlite(resolved, {
    extensions: { pg_trgm },
    // PostgreSQL's 128 MB of shared buffers live in the WebAssembly heap, which never shrinks; a
    // small site's working set fits in 16 MB, and the rest is read from the OS cache through the
    // data folder (idle RSS after a restart ~400 MB -> ~260 MB).
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
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
    // The embedded database's own dump: a gzipped data folder. Restore by unpacking it into
    // DATA_DIR/pglite (or `new PGlite({ loadDataDir })`).
    async backup(dir) {
      fs.mkdirSync(dir, { recursive: true });
      const file = path.join(dir, backupName('tar.gz'));
      const dump = await pglite.dumpDataDir('gzip');
      fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
      return file;
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
