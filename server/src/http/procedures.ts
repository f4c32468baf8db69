import type { AnyProcedure, AnyRouter } from '@trpc/server';
import type { ZodType } from 'zod';
import type { Meta, RestMeta } from '../trpc/init.ts';

export interface RestProcedure {
  /** Dotted tRPC path, e.g. community.join */
  path: string;
  rest: RestMeta;
  auth: boolean;
  type: 'query' | 'mutation' | 'subscription';
  input?: ZodType;
  output?: ZodType;
}

interface ProcedureDef {
  type: 'query' | 'mutation' | 'subscription';
  meta?: Meta;
  inputs: unknown[];
  output?: unknown;
}

/** One procedure of a router as this server describes it: path, kind, meta and zod schemas. */
export interface ProcedureInfo {
  /** Dotted tRPC path, e.g. community.join */
  path: string;
  type: 'query' | 'mutation' | 'subscription';
  meta: Meta;
  input?: ZodType;
  output?: ZodType;
}

/**
 * Every procedure of a router with its meta and zod schemas. tRPC offers no public way to list a
 * router's procedures, so this is the one module that reads its `_def` (the REST adapter, the
 * OpenAPI document and the tests that walk every procedure all come here); the OpenAPI snapshot
 * test (server/test/openapi.test.ts) fails if a tRPC upgrade changes what it finds.
 */
export function listProcedures(router: AnyRouter): ProcedureInfo[] {
  const procedures = router._def.procedures as Record<string, AnyProcedure>;
  return Object.entries(procedures).map(([path, procedure]) => {
    const def = procedure._def as unknown as ProcedureDef;
    return {
      path,
      type: def.type,
      meta: def.meta ?? {},
      input: def.inputs[0] as ZodType | undefined,
      output: def.output as ZodType | undefined,
    };
  });
}

/** Every procedure that declares a REST route (meta.rest), for the REST adapter and OpenAPI. */
export function listRestProcedures(router: AnyRouter): RestProcedure[] {
  return listProcedures(router).flatMap(({ path, type, meta, input, output }) =>
    meta.rest ? [{ path, rest: meta.rest, auth: meta.auth === true, type, input, output }] : [],
  );
}
