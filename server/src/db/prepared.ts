/**
 * Named prepared statements for Kysely's PostgresDialect: a pool whose clients send each DML text as a
 * statement named by a hash of that text, so PostgreSQL parses and plans it once per connection instead
 * of on every call (planning cost ~5x the execution of our short queries). Each connection keeps at
 * most `maxStatements` of them, least recently used evicted with DEALLOCATE, so texts that vary (IN lists
 * of any length) cannot grow server or client memory without bound.
 */
import { createHash } from 'node:crypto';
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import pg from 'pg';

export const DEFAULT_MAX_STATEMENTS = 100;

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

// pg's record of the statements a connection has parsed: an eviction must forget the name there too,
// or pg would skip the Parse when the text comes back and PostgreSQL would not know the name.
interface PgConnectionInternals {
  parsedStatements: Record<string, string>;
  submittedNamedStatements?: Record<string, string>;
}

export function statementName(text: string): string {
  return `k${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
}

/** One pg client's statements, most recently used last (a Map keeps insertion order). */
class PreparingClient {
  readonly #client: pg.PoolClient;
  readonly #max: number;
  readonly #names = new Map<string, string>();
  #inTransaction = false;
  #broken = false;
  #tail: Promise<unknown> = Promise.resolve();

  constructor(client: pg.PoolClient, max: number) {
    this.#client = client;
    this.#max = max;
  }

  get processID(): number | undefined {
    return (this.#client as unknown as { processID?: number }).processID;
  }

  // Kysely also passes cursors (streaming): those go straight to pg.
  query(textOrCursor: unknown, values?: ReadonlyArray<unknown>): unknown {
    if (typeof textOrCursor !== 'string') return this.#client.query(textOrCursor as pg.Query);
    // One at a time, as pg runs them anyway: concurrent queries of one transaction must not see an
    // eviction's DEALLOCATE between their lookup and their run.
    const run = this.#tail.then(() => this.#run(textOrCursor, values ?? []));
    this.#tail = run.catch(() => undefined);
    return run;
  }

  async #run(text: string, values: ReadonlyArray<unknown>) {
    if (!PREPARABLE.test(text) || text.includes(';')) {
      this.#track(text);
      return this.#client.query(text, values as unknown[]);
    }
    const name = await this.#nameFor(text);
    try {
      return await this.#client.query({ name, text, values: values as unknown[] });
    } catch (error) {
      if (!isStalePlan(error)) throw error;
      // A migration changed a table under a statement prepared before it. Outside a transaction:
      // prepare it again and run it once more. Inside one the transaction is aborted already: fail
      // this request and drop the connection, whose statements may all be stale.
      if (this.#inTransaction) {
        this.#broken = true;
        throw error;
      }
      await this.#forget(text, name);
      return this.#client.query({ name, text, values: values as unknown[] });
    }
  }

  #track(text: string): void {
    if (/^\s*(begin|start)\b/i.test(text)) this.#inTransaction = true;
    else if (/^\s*(commit|end|rollback)\b(?!\s+to\b)/i.test(text)) this.#inTransaction = false;
  }

  async #nameFor(text: string): Promise<string> {
    const known = this.#names.get(text);
    if (known) {
      this.#names.delete(text);
      this.#names.set(text, known);
      return known;
    }
    if (this.#names.size >= this.#max) {
      const [oldText, oldName] = this.#names.entries().next().value as [string, string];
      await this.#forget(oldText, oldName);
    }
    const name = statementName(text);
    this.#names.set(text, name);
    return name;
  }

  async #forget(text: string, name: string): Promise<void> {
    this.#names.delete(text);
    const connection = (this.#client as unknown as { connection: PgConnectionInternals })
      .connection;
    if (connection.parsedStatements[name] === undefined) return;
    await this.#client.query(`DEALLOCATE ${pg.escapeIdentifier(name)}`);
    delete connection.parsedStatements[name];
    delete connection.submittedNamedStatements?.[name];
  }

  release(destroy?: boolean): void {
    this.#client.release(destroy || this.#broken);
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
