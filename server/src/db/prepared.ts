/**
 * Named prepared statements for Kysely's PostgresDialect, through pg's public API: a query config with
 * a `name` (pg's "Prepared statements") makes pg parse and plan the text once per connection and then
 * send only its values (planning costs ~5x the execution of our short queries).
 *
 * pg keeps every statement a connection has prepared for the connection's life, and offers no way to
 * forget one, so each connection names at most `maxStatements` texts, never evicting: Kysely compiles a
 * query shape to the same text every time, so the first texts a connection runs are almost all the
 * app's hot shapes, and texts past the cap (an IN list of a new length) run unnamed. Memory stays
 * bounded on both sides: at most `maxStatements` statements per connection.
 */
import { createHash } from 'node:crypto';
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import pg from 'pg';

// Room for the shapes a connection runs often and some IN lists of different lengths, at a few tens
// of kB of PostgreSQL memory each.
export const DEFAULT_MAX_STATEMENTS = 200;

// Only single statements that plan: DDL, transaction control and multi-statement scripts (sent
// without parameters over the simple protocol) pass through unnamed.
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;

/** PostgreSQL refuses to run a cached plan whose output columns changed under it (ALTER TABLE). */
function isStalePlan(error: unknown): boolean {
  return (
    (error as { code?: string }).code === '0A000' &&
    /cached plan must not change result type/.test((error as Error).message)
  );
}

export function statementName(text: string): string {
  return `k${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
}

/** One pg client and the names of the statements it has prepared. */
class PreparingClient {
  readonly #client: pg.PoolClient;
  readonly #max: number;
  readonly #names = new Map<string, string>();
  #inTransaction = false;
  // A statement went stale (a migration changed its table): the connection's others may have too, so
  // it runs everything unnamed until it is released, and is then closed instead of pooled.
  #stale = false;

  constructor(client: pg.PoolClient, max: number) {
    this.#client = client;
    this.#max = max;
  }

  // Kysely also passes cursors (streaming): those go straight to pg.
  query(textOrCursor: unknown, values?: ReadonlyArray<unknown>): unknown {
    if (typeof textOrCursor !== 'string') return this.#client.query(textOrCursor as pg.Query);
    return this.#run(textOrCursor, (values ?? []) as unknown[]);
  }

  async #run(text: string, values: unknown[]) {
    const name = this.#nameFor(text);
    if (!name) return this.#client.query(text, values);
    try {
      return await this.#client.query({ name, text, values });
    } catch (error) {
      if (!isStalePlan(error)) throw error;
      this.#stale = true;
      // Inside a transaction the failure has aborted it already: this request fails. Outside one,
      // the same text runs again unnamed, planned afresh.
      if (this.#inTransaction) throw error;
      return this.#client.query(text, values);
    }
  }

  /** The statement's name, or undefined to send it unnamed. */
  #nameFor(text: string): string | undefined {
    if (!PREPARABLE.test(text) || text.includes(';')) {
      if (/^\s*(begin|start)\b/i.test(text)) this.#inTransaction = true;
      else if (/^\s*(commit|end|rollback)\b(?!\s+to\b)/i.test(text)) this.#inTransaction = false;
      return undefined;
    }
    if (this.#stale) return undefined;
    const known = this.#names.get(text);
    if (known || this.#names.size >= this.#max) return known;
    const name = statementName(text);
    this.#names.set(text, name);
    return name;
  }

  release(destroy?: boolean): void {
    this.#client.release(destroy || this.#stale);
  }
}

/** Runs one statement on a pooled connection, outside any transaction. */
export type RunStatement = (
  text: string,
  values: ReadonlyArray<unknown>,
) => Promise<{ rows: unknown[] }>;

/**
 * A Kysely `PostgresPool` over a pg pool whose clients prepare what they run, and `run`, which sends
 * one statement through the same clients without Kysely's connection and result layers (for the
 * precompiled queries, see precompiled.ts).
 */
export function preparingPool(
  pool: pg.Pool,
  maxStatements = DEFAULT_MAX_STATEMENTS,
): PostgresPool & { run: RunStatement } {
  // Kysely keys its connection objects by the client it gets: one wrapper per pg client, for life.
  const wrappers = new WeakMap<pg.PoolClient, PreparingClient>();
  async function connect(): Promise<PreparingClient> {
    const client = await pool.connect();
    let wrapper = wrappers.get(client);
    if (!wrapper) {
      wrapper = new PreparingClient(client, maxStatements);
      wrappers.set(client, wrapper);
    }
    return wrapper;
  }
  return {
    Client: pg.Client,
    options: pool.options,
    connect: async () => (await connect()) as unknown as PostgresPoolClient,
    end: () => pool.end(),
    async run(text, values) {
      const client = await connect();
      try {
        return (await client.query(text, values)) as pg.QueryResult;
      } finally {
        client.release();
      }
    },
  };
}
