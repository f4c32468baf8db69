import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
} from 'kysely';
import { describe, expect, it } from 'vitest';
import { precompiled } from './precompiled.ts';
import type { Database } from './schema.ts';

// Compiles Postgres SQL without a database.
const db = new Kysely<Database>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (k) => new PostgresIntrospector(k),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

function usersNamed(
  d: Kysely<Database>,
  p: { name: string; role: 'user' | 'admin'; limit: number },
  shape: { withRole: boolean; offset: number },
) {
  let query = d
    .selectFrom('users')
    .select(['id', 'first_name'])
    .where('status', '=', 'active')
    .where(sql<boolean>`lower(first_name) like ${p.name}`);
  if (shape.withRole) query = query.where('role', '=', p.role);
  return query.orderBy('id').limit(p.limit).offset(sql.lit(shape.offset));
}

describe('precompiled queries', () => {
  const query = precompiled(usersNamed);

  it('send the SQL and parameters the builder sends, for each call’s values and shape', () => {
    for (const [params, shape] of [
      [
        { name: 'amara%', role: 'admin', limit: 20 },
        { withRole: true, offset: 0 },
      ],
      [
        { name: 'zoe%', role: 'user', limit: 5 },
        { withRole: true, offset: 0 },
      ],
      [
        { name: 'amara%', role: 'user', limit: 20 },
        { withRole: false, offset: 40 },
      ],
      [
        { name: 'x', role: 'admin', limit: 1 },
        { withRole: true, offset: 40 },
      ],
    ] as const) {
      const expected = usersNamed(db, params, shape).compile();
      const actual = query.compile(db, params, shape);
      expect(actual.sql).toBe(expected.sql);
      expect(actual.parameters).toEqual(expected.parameters);
    }
  });

  it('keep the builder’s constants among the parameters', () => {
    const compiled = query.compile(
      db,
      { name: 'a%', role: 'admin', limit: 3 },
      { withRole: true, offset: 0 },
    );
    expect(compiled.parameters).toEqual(['active', 'a%', 'admin', 3]);
  });

  it('refuse a value used as a literal: it belongs in the shape', () => {
    const wrong = precompiled((d, p: { offset: number }) =>
      d.selectFrom('users').select('id').offset(sql.lit(p.offset)),
    );
    expect(() => wrong.compile(db, { offset: 3 })).toThrow(/invalid immediate value/);
  });

  it('build each shape once', () => {
    let builds = 0;
    const counted = precompiled((d, p: { id: number }, shape: { admin: boolean }) => {
      builds += 1;
      const q = d.selectFrom('users').select('id').where('id', '=', p.id);
      return shape.admin ? q.where('role', '=', 'admin') : q;
    });
    for (let id = 1; id <= 5; id++) {
      counted.compile(db, { id }, { admin: false });
      counted.compile(db, { id }, { admin: true });
    }
    expect(builds).toBe(2);
  });
});
