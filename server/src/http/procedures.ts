import type { AnyRouter } from '@trpc/server';
import type { ZodType } from 'zod';
import type { RestMeta } from '../trpc/init.ts';
import { listProcedures } from '../trpc/catalog.ts';

export interface RestProcedure {
  /** Dotted tRPC path, e.g. community.join */
  path: string;
  rest: RestMeta;
  auth: boolean;
  type: 'query' | 'mutation' | 'subscription';
  input?: ZodType;
  output?: ZodType;
}

/** Every procedure that declares a REST route (meta.rest), for the REST adapter and OpenAPI. */
export function listRestProcedures(router: AnyRouter): RestProcedure[] {
  return listProcedures(router).flatMap(({ path, type, meta, input, output }) =>
    meta.rest ? [{ path, rest: meta.rest, auth: meta.auth === true, type, input, output }] : [],
  );
}
