import { z, type ZodType } from 'zod';
import type { RestProcedure } from './procedures.ts';

type JsonSchema = Record<string, unknown> & {
  properties?: Record<string, JsonSchema>;
  required?: string[];
};

function toJsonSchema(schema: ZodType, io: 'input' | 'output'): JsonSchema {
  const json = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'draft-2020-12',
  }) as JsonSchema;
  delete json.$schema;
  return json;
}

const errorSchema: JsonSchema = {
  type: 'object',
  required: ['message', 'code'],
  properties: {
    message: { type: 'string' },
    code: { type: 'string' },
    issues: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          path: { type: 'array', items: { type: ['string', 'number'] } },
          message: { type: 'string' },
        },
      },
    },
  },
};

const ERROR_STATUSES: Record<string, string> = {
  '400': 'Invalid input',
  '401': 'Missing, invalid or expired session',
  '403': 'Signed in but not allowed',
  '404': 'Not found',
  '409': 'Conflict',
  '429': 'Rate limited (see Retry-After)',
  '503': 'Database unavailable',
};

function operation(procedure: RestProcedure): Record<string, unknown> {
  const { rest } = procedure;
  const pathParams = [...rest.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
  const input = procedure.input ? toJsonSchema(procedure.input, 'input') : undefined;
  const properties = { ...(input?.properties ?? {}) };
  const required = new Set(input?.required ?? []);
  const parameters: Record<string, unknown>[] = pathParams.map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: properties[name] ?? { type: 'integer' },
  }));
  for (const name of pathParams) delete properties[name];

  const op: Record<string, unknown> = {
    operationId: procedure.path,
    summary: rest.summary,
    tags: rest.tags,
    'x-trpc-procedure': procedure.path,
  };
  const bodyless = rest.method === 'GET' || rest.method === 'DELETE';
  if (bodyless) {
    for (const [name, schema] of Object.entries(properties)) {
      parameters.push({ name, in: 'query', required: required.has(name), schema });
    }
  } else if (Object.keys(properties).length > 0) {
    const bodyRequired = [...required].filter((name) => !pathParams.includes(name));
    op.requestBody = {
      required: bodyRequired.length > 0,
      content: {
        'application/json': {
          schema: {
            type: 'object',
            properties,
            ...(bodyRequired.length ? { required: bodyRequired } : {}),
          },
        },
      },
    };
  }
  if (parameters.length) op.parameters = parameters;

  const output = procedure.output ? toJsonSchema(procedure.output, 'output') : {};
  const body =
    rest.envelope === 'none'
      ? output
      : { type: 'object', required: ['data'], properties: { data: output } };
  const responses: Record<string, unknown> = {
    [String(rest.status ?? 200)]:
      rest.status === 204
        ? { description: 'Done (no body)' }
        : { description: 'Success', content: { 'application/json': { schema: body } } },
  };
  for (const [status, description] of Object.entries(ERROR_STATUSES)) {
    if (status === '401' && !procedure.auth) continue;
    if (status === '403' && !procedure.auth) continue;
    responses[status] = { $ref: `#/components/responses/E${status}`, description };
  }
  op.responses = responses;
  if (procedure.auth) op.security = [{ bearerAuth: [] }];
  return op;
}

export interface ExtraOperation {
  method: 'get' | 'post' | 'put' | 'delete';
  path: string;
  operation: Record<string, unknown>;
}

/** The OpenAPI 3.1 document of /api/v1, generated from the procedures' own zod schemas. */
export function buildOpenApiDocument(
  procedures: RestProcedure[],
  extra: ExtraOperation[] = [],
): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const procedure of procedures) {
    const entry = (paths[procedure.rest.path] ??= {});
    entry[procedure.rest.method.toLowerCase()] = operation(procedure);
  }
  for (const e of extra) (paths[e.path] ??= {})[e.method] = e.operation;

  const responses = Object.fromEntries(
    Object.entries(ERROR_STATUSES).map(([status, description]) => [
      `E${status}`,
      {
        description,
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      },
    ]),
  );
  return {
    openapi: '3.1.0',
    info: {
      title: 'HerCircle API',
      version: '1.0.0',
      description:
        'REST door to the same procedures the web app calls over tRPC. JSON in and out; send `Authorization: Bearer <token>` from /auth/login where a session is needed. Errors answer `{ message, code, issues? }`.',
    },
    servers: [{ url: '/api/v1' }],
    components: {
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
      schemas: { Error: errorSchema },
      responses,
    },
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
  };
}
