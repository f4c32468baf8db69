import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../test/db.ts';
import type { DbHandle } from './index.ts';
import { precompiled } from './precompiled.ts';
import { preparingPool, statementName } from './prepared.ts';
import type { Database } from './schema.ts';

let handle: DbHandle & { url: string };

beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle.close();
});

/** A Kysely instance on one connection, so every query lands in the same session. */
function oneConnection(maxStatements?: number) {
  const pool = new pg.Pool({ connectionString: handle.url, max: 1 });
  return new Kysely<Database>({
    dialect: new PostgresDialect({ pool: preparingPool(pool, maxStatements) }),
  });
}

async function preparedInSession(db: Kysely<Database>) {
  const { rows } = await sql<{ name: string; statement: string }>`
    select name, statement from pg_prepared_statements where not from_sql`.execute(db);
  return rows;
}

describe('prepared statements', () => {
  it('the server database prepares each query text once per connection and reuses it', async () => {
    const text = await handle.db.connection().execute(async (conn) => {
      const query = (email: string) =>
        conn.selectFrom('users').select(['id', 'email']).where('email', '=', email);
      for (const email of ['a@x.example', 'b@x.example', 'c@x.example'])
        await query(email).execute();
      const compiled = query('a@x.example').compile().sql;
      const rows = await preparedInSession(conn);
      expect(rows.filter((r) => r.statement === compiled)).toEqual([
        { name: statementName(compiled), statement: compiled },
      ]);
      return compiled;
    });
    expect(text).toMatch(/^select/);
  });

  it('returns what an unnamed query returns', async () => {
    const db = oneConnection();
    const client = new pg.Client({ connectionString: handle.url });
    await client.connect();
    try {
      await sql`insert into users (email, first_name, last_name) values
        ('p1@x.example', 'Ada', 'One'), ('p2@x.example', 'Bea', 'Two')`.execute(db);
      const query = db
        .selectFrom('users')
        .select(['id', 'email', 'first_name', 'created_at'])
        .where('email', 'like', 'p%@x.example')
        .orderBy('id');
      const compiled = query.compile();
      const plain = await client.query(compiled.sql, [...compiled.parameters]);
      for (let i = 0; i < 3; i++) expect(await query.execute()).toEqual(plain.rows);
      expect(plain.rows).toHaveLength(2);
    } finally {
      await client.end();
      await db.destroy();
    }
  });

  it('keeps at most the bound of statements when IN lists vary in length, and still answers', async () => {
    const db = oneConnection(5);
    try {
      const ids = Array.from({ length: 30 }, (_, i) => i + 1);
      for (let round = 0; round < 2; round++)
        for (let n = 1; n <= ids.length; n++) {
          const rows = await db
            .selectFrom('users')
            .select('id')
            .where('id', 'in', ids.slice(0, n))
            .execute();
          expect(rows.length).toBeLessThanOrEqual(n);
        }
      // The listing query itself is one of the five.
      expect((await preparedInSession(db)).length).toBeLessThanOrEqual(5);
    } finally {
      await db.destroy();
    }
  });

  it('a table changed after a statement was prepared: the next run sees the change', async () => {
    const db = oneConnection();
    try {
      await sql`create table plan_change (a int)`.execute(db);
      await sql`insert into plan_change values (1)`.execute(db);
      const read = (on: Kysely<Database> = db) =>
        sql<Record<string, number>>`select * from plan_change`.execute(on);
      expect((await read()).rows).toEqual([{ a: 1 }]);
      await sql`alter table plan_change add column b int default 2`.execute(db);
      expect((await read()).rows).toEqual([{ a: 1, b: 2 }]);
      // Prepared again, on the connection that replaced the stale one.
      expect((await read()).rows).toEqual([{ a: 1, b: 2 }]);
      expect((await preparedInSession(db)).map((r) => r.statement)).toContain(
        'select * from plan_change',
      );

      // Inside a transaction the failure cannot be retried: it fails once, the connection is
      // dropped with its stale statements, and the next call works.
      await sql`alter table plan_change add column c int default 3`.execute(db);
      await expect(db.transaction().execute((trx) => read(trx))).rejects.toThrow(
        'cached plan must not change result type',
      );
      expect((await read()).rows).toEqual([{ a: 1, b: 2, c: 3 }]);
    } finally {
      await db.destroy();
    }
  });

  it('DDL, transaction control and multi-statement scripts run unnamed', async () => {
    const db = oneConnection();
    try {
      await sql`create table script_a (a int); create table script_b (b int)`.execute(db);
      await db.transaction().execute(async (trx) => {
        await sql`insert into script_a values (1)`.execute(trx);
      });
      const statements = (await preparedInSession(db)).map((r) => r.statement);
      expect(statements).toContain('insert into script_a values (1)');
      expect(statements.filter((t) => /create|begin|commit/i.test(t))).toEqual([]);
    } finally {
      await db.destroy();
    }
  });

  it('precompiled queries run on the pool’s connections without Kysely, and in a transaction on its connection', async () => {
    const byEmail = precompiled((db, p: { email: string }) =>
      db.selectFrom('users').select(['first_name']).where('email', '=', p.email),
    );
    const email = `direct-${Date.now()}@example.com`;
    const throughKysely = vi.spyOn(handle.db, 'executeQuery');
    try {
      await handle.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('users')
          .values({ email, password_hash: null, first_name: 'Direct', last_name: 'Run' })
          .execute();
        // The transaction's own connection sees its row; the pool's others do not, yet.
        expect(await byEmail.execute(trx, { email })).toEqual([{ first_name: 'Direct' }]);
        expect(await byEmail.execute(handle.db, { email })).toEqual([]);
      });
      expect(await byEmail.takeFirst(handle.db, { email })).toEqual({ first_name: 'Direct' });
      expect(throughKysely).not.toHaveBeenCalled();
    } finally {
      throughKysely.mockRestore();
      await handle.db.deleteFrom('users').where('email', '=', email).execute();
    }
  });
});
