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

/**
 * Every procedure that declares a REST route, with its zod schemas for the OpenAPI document.
 * tRPC offers no public way to list a router's procedures with their meta and schemas, so this is
 * the one place that reads its `_def` (issue 31 keeps it here, and nowhere else); the OpenAPI
 * snapshot test (server/test/openapi.test.ts) fails if a tRPC upgrade changes what it finds.
 */
export function listRestProcedures(router: AnyRouter): RestProcedure[] {
  const procedures = router._def.procedures as Record<string, AnyProcedure>;
  return Object.entries(procedures).flatMap(([path, procedure]) => {
    const def = procedure._def as unknown as ProcedureDef;
    const rest = def.meta?.rest;
    if (!rest) return [];
    return [
      {
        path,
        rest,
        auth: def.meta?.auth === true,
        type: def.type,
        input: def.inputs[0] as ZodType | undefined,
        output: def.output as ZodType | undefined,
      },
    ];
  });
}
