/**
 * Hot queries built and compiled once, run with new values.
 *
 * Kysely builds a query's operation tree and compiles it to SQL on every call: about 40 µs each, three
 * or four times per request on the busiest routes, more than the rest of our code together. A
 * precompiled query is built once per shape with a marker in place of each value, compiled, and then
 * run with the values put where the markers were: the same SQL text and parameters the builder
 * would send (so the same named prepared statement, see prepared.ts), without building anything.
 *
 * The builder gets `params` whose fields are markers: they may only flow into value positions
 * (`where(col, '=', p.id)`, sql`… ${p.pattern}`), never be tested, compared or used as literals
 * (sql.lit refuses a marker). What changes the SQL itself (a filter present or not, a literal LIMIT)
 * is the `shape`: its values are real, and each distinct shape is compiled once (the oldest dropped
 * past `maxShapes`). Tests compare each precompiled query's SQL and parameters with the builder's.
 */
import {
  createQueryId,
  type Compilable,
  type CompiledQuery,
  type Kysely,
  type RootOperationNode,
  type Simplify,
} from 'kysely';
import type { RunStatement } from './prepared.ts';
import type { Database } from './schema.ts';

class Marker {
  constructor(readonly key: string) {}
}

interface Template {
  sql: string;
  query: RootOperationNode;
  /** For each parameter: the key of the value it takes, or a constant the builder put there. */
  slots: ReadonlyArray<{ key: string } | { constant: unknown }>;
}

type Row<Q> = Q extends Compilable<infer R> ? Simplify<R> : never;
/** A query without shape takes none. */
type ShapeArg<S> = keyof S extends never ? [] : [shape: S];

export interface PrecompiledQuery<P, S, Q> {
  execute(db: Kysely<Database>, params: P, ...shape: ShapeArg<S>): Promise<Row<Q>[]>;
  takeFirst(db: Kysely<Database>, params: P, ...shape: ShapeArg<S>): Promise<Row<Q> | undefined>;
  /** The SQL and parameters a call would send. */
  compile(db: Kysely<Database>, params: P, ...shape: ShapeArg<S>): CompiledQuery<Row<Q>>;
}

// Any field read from it is a marker named by the field.
const markers = new Proxy({} as Record<string, Marker>, {
  get: (_target, key) => (typeof key === 'string' ? new Marker(key) : undefined),
});

export function precompiled<
  P extends object,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any row type
  Q extends Compilable<any>,
  S extends object = Record<never, never>,
>(
  build: (db: Kysely<Database>, params: P, shape: S) => Q,
  options: { maxShapes?: number } = {},
): PrecompiledQuery<P, S, Q> {
  const maxShapes = options.maxShapes ?? 64;
  const templates = new Map<string, Template>();

  function templateFor(db: Kysely<Database>, shape: S): Template {
    const shapeKey = JSON.stringify(shape);
    const known = templates.get(shapeKey);
    if (known) return known;
    const compiled = build(db, markers as P, shape).compile();
    const slots = compiled.parameters.map((value) =>
      value instanceof Marker ? { key: value.key } : { constant: value },
    );
    const template: Template = { sql: compiled.sql, query: compiled.query, slots };
    if (templates.size >= maxShapes) templates.delete(templates.keys().next().value as string);
    templates.set(shapeKey, template);
    return template;
  }

  function compile(db: Kysely<Database>, params: P, ...rest: ShapeArg<S>): CompiledQuery<Row<Q>> {
    const template = templateFor(db, (rest[0] ?? {}) as S);
    const parameters = template.slots.map((slot) =>
      'key' in slot ? (params as Record<string, unknown>)[slot.key] : slot.constant,
    );
    return { sql: template.sql, query: template.query, queryId: createQueryId(), parameters };
  }

  async function execute(db: Kysely<Database>, params: P, ...shape: ShapeArg<S>) {
    const compiled = compile(db, params, ...shape);
    const run = directRunners.get(db);
    const result = run
      ? await run(compiled.sql, compiled.parameters)
      : await db.executeQuery(compiled);
    return result.rows as Row<Q>[];
  }

  return {
    compile,
    execute,
    async takeFirst(db, params, ...shape) {
      return (await execute(db, params, ...shape))[0];
    },
  };
}

/**
 * The databases whose precompiled queries skip Kysely's connection and result layers (about 10 µs
 * and a dozen promises per query): a root Kysely over PostgreSQL without plugins, registered by
 * openDatabase. A transaction is another Kysely instance, so its queries keep its connection.
 */
const directRunners = new WeakMap<Kysely<Database>, RunStatement>();

export function runPrecompiledDirectly(db: Kysely<Database>, run: RunStatement): void {
  directRunners.set(db, run);
}
