import type { ZodType } from 'zod';
import type { Meta } from './meta.ts';

/**
 * The server's own record of what each procedure is: its kind, meta and zod schemas, and each
 * router's procedures by dotted path. tRPC builds procedures and routers but offers no public way to
 * list them, so the builders and `router` that `init.ts` exports note down, through tRPC's public
 * builder methods, what every procedure is declared with. The REST adapter, the OpenAPI document and
 * the tests that walk every procedure read this record, never tRPC's internals.
 */
export interface ProcedureInfo {
  /** Dotted tRPC path, e.g. community.join */
  path: string;
  type: 'query' | 'mutation' | 'subscription';
  meta: Meta;
  input?: ZodType;
  output?: ZodType;
}

type Declared = Omit<ProcedureInfo, 'path' | 'type'>;

const procedures = new WeakMap<object, Omit<ProcedureInfo, 'path'>>();
const routers = new WeakMap<object, Map<string, object>>();

const RESOLVERS = ['query', 'mutation', 'subscription'] as const;
type Resolver = (typeof RESOLVERS)[number];
const isResolver = (key: string | symbol): key is Resolver =>
  (RESOLVERS as readonly (string | symbol)[]).includes(key);

/**
 * A procedure builder that notes what it is declared with: `.meta()` merges as tRPC merges it, the
 * first `.input()` and the `.output()` are the schemas, and `.query()`, `.mutation()` and
 * `.subscription()` record the procedure they build. Every other method (`use`, `concat`) gives a
 * builder that goes on noting. The builder's type is tRPC's own.
 */
export function noting<Builder extends object>(builder: Builder, declared: Declared): Builder {
  return new Proxy(builder, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof value !== 'function') return value;
      const method = value as (...args: unknown[]) => unknown;
      if (isResolver(key))
        return (resolver: unknown) => {
          const procedure = method.call(target, resolver) as object;
          procedures.set(procedure, { ...declared, type: key });
          return procedure;
        };
      return (...args: unknown[]) => {
        const next = method.apply(target, args) as object;
        if (key === 'meta')
          return noting(next, { ...declared, meta: { ...declared.meta, ...(args[0] as Meta) } });
        if (key === 'input')
          return noting(next, { ...declared, input: declared.input ?? (args[0] as ZodType) });
        if (key === 'output') return noting(next, { ...declared, output: args[0] as ZodType });
        return noting(next, declared);
      };
    },
  });
}

/** Notes a router's procedures by dotted path, its nested routers' included. */
export function noteRouter(router: object, record: Record<string, unknown>): void {
  const flat = new Map<string, object>();
  const add = (prefix: string, entries: Record<string, unknown>) => {
    for (const [key, value] of Object.entries(entries)) {
      const path = prefix + key;
      const nested = routers.get(value as object);
      if (nested) for (const [inner, procedure] of nested) flat.set(`${path}.${inner}`, procedure);
      else if (procedures.has(value as object)) flat.set(path, value as object);
      else if (value && typeof value === 'object')
        add(`${path}.`, value as Record<string, unknown>);
      else throw new Error(`${path} is not a procedure made by the builders of trpc/init.ts`);
    }
  };
  add('', record);
  routers.set(router, flat);
}

/** Every procedure of a router built by `init.ts`'s `router`, with its meta and zod schemas. */
export function listProcedures(router: object): ProcedureInfo[] {
  const flat = routers.get(router);
  if (!flat) throw new Error('This router was not made by the router of trpc/init.ts');
  return [...flat].map(([path, procedure]) => ({ path, ...procedures.get(procedure)! }));
}
