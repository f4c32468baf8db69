import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AnyRouter } from '@trpc/server';
import { z, type ZodType } from 'zod';
import type { Context } from '../trpc/context.ts';
import { createCallerFactory } from '../trpc/init.ts';
import { listRestProcedures, type RestProcedure } from './procedures.ts';
import { AppError, sendError, toAppError } from '../lib/app-error.ts';
import { idOutOfRange } from '../lib/http-routes.ts';

/** Which JSON types each top-level input field has, so query strings can be read as numbers and booleans. */
function queryFieldTypes(schema: ZodType | undefined): Map<string, string> {
  const types = new Map<string, string>();
  if (!schema) return types;
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, { type?: string | string[]; anyOf?: { type?: string }[] }>;
  };
  for (const [key, prop] of Object.entries(json.properties ?? {})) {
    const type = Array.isArray(prop.type)
      ? prop.type.find((t) => t !== 'null')
      : (prop.type ?? prop.anyOf?.find((a) => a.type && a.type !== 'null')?.type);
    if (type) types.set(key, type);
  }
  return types;
}

/**
 * Writes that take an `idempotency_key` read it over REST from the Idempotency-Key header (api.md);
 * the header wins over a body field of the same name.
 */
function idempotencyKeyOf(
  headers: Record<string, string | string[] | undefined>,
  types: Map<string, string>,
): { idempotency_key?: string | string[] } {
  const key = headers['idempotency-key'];
  return key !== undefined && types.has('idempotency_key') ? { idempotency_key: key } : {};
}

function readQuery(query: unknown, types: Map<string, string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    const value = Array.isArray(raw) ? raw[raw.length - 1] : raw;
    const type = types.get(key);
    if (typeof value !== 'string') out[key] = value;
    else if (type === 'boolean')
      out[key] = value === 'true' ? true : value === 'false' ? false : value;
    else if (
      (type === 'integer' || type === 'number') &&
      value.trim() !== '' &&
      !Number.isNaN(Number(value))
    )
      out[key] = Number(value);
    else out[key] = value;
  }
  return out;
}

function fastifyPath(openApiPath: string): string {
  return openApiPath.replace(/\{(\w+)\}/g, ':$1');
}

/** The procedure at a dotted path, called through tRPC's server-side caller as the request's context. */
function procedureAt(router: AnyRouter, path: string) {
  const createCaller = createCallerFactory(router);
  const keys = path.split('.');
  return (ctx: Context, input: unknown): Promise<unknown> => {
    let target: unknown = createCaller(ctx);
    for (const key of keys) target = (target as Record<string, unknown>)[key];
    return (target as (input: unknown) => Promise<unknown>)(input);
  };
}

export interface RestOptions {
  router: AnyRouter;
  /** Prefix of every route within the Fastify scope, e.g. /v1 */
  basePath: string;
  createContext: (request: FastifyRequest) => Promise<Context>;
}

/**
 * REST at /api/v1: each route runs the tRPC procedure that declares it (meta.rest) through a
 * server-side caller, so validation, authorization and business rules are the procedure's own.
 * This file only moves values between HTTP and the procedure.
 */
export function registerRestRoutes(app: FastifyInstance, options: RestOptions): RestProcedure[] {
  const procedures = listRestProcedures(options.router);

  for (const procedure of procedures) {
    const types = queryFieldTypes(procedure.input);
    const call = procedureAt(options.router, procedure.path);
    const { method, status = 200, envelope = 'data' } = procedure.rest;

    app.route({
      method,
      url: options.basePath + fastifyPath(procedure.rest.path),
      handler: async (request, reply) => {
        const body = request.body;
        if (
          body !== undefined &&
          body !== null &&
          (typeof body !== 'object' || Array.isArray(body))
        ) {
          return sendError(
            reply,
            new AppError('BAD_REQUEST', 'The request body must be a JSON object'),
          );
        }
        const params = readQuery(request.params, types);
        const input = {
          ...readQuery(request.query, types),
          ...(body as object | undefined),
          ...params,
          ...idempotencyKeyOf(request.headers, types),
        };
        try {
          const ctx = await options.createContext(request);
          const output = await call(ctx, procedure.input ? input : undefined);
          if (status === 204) return reply.status(204).send();
          return reply.status(status).send(envelope === 'data' ? { data: output } : output);
        } catch (error) {
          // The shared id schema refuses such an id; over REST it is a path that names nothing.
          const pathIds = Object.values((request.params ?? {}) as Record<string, unknown>);
          if (toAppError(error).code === 'VALIDATION_ERROR' && pathIds.some(idOutOfRange))
            return sendError(reply, new AppError('NOT_FOUND', 'Not found: no record has that id'));
          return sendError(reply, error);
        }
      },
    });
  }
  return procedures;
}
