import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  getErrorShape,
  getTRPCErrorFromUnknown,
  transformTRPCResponse,
  TRPCError,
  type AnyTRPCProcedure,
  type AnyTRPCRouter,
} from '@trpc/server';
import { getHTTPStatusCode } from '@trpc/server/http';

/**
 * The calls the browser makes (httpBatchLink: a batch of queries as a GET, of mutations as a JSON
 * POST), answered here without tRPC's Fetch API adapter, which turns every request into a web
 * Request and every answer into a web Response and stream: about 0.4 ms of CPU per call, most of
 * the difference between a call over tRPC and the same procedure over REST.
 *
 * The answer is the one tRPC's resolveResponse gives (same body, status, headers), built with tRPC's
 * own error shape and status functions. Everything else: a call that is not a batch, a stream
 * (jsonl, subscriptions), input that does not parse, a path with no procedure or of the wrong
 * type, a batch over the limit, a context that cannot be made: is left to the adapter, which
 * answers it as it always has.
 */

interface Call {
  path: string;
  procedure: AnyTRPCProcedure;
  input: unknown;
}

export interface TrpcCallOptions<TContext> {
  router: AnyTRPCRouter;
  maxBatchSize: number;
  createContext(request: FastifyRequest): Promise<TContext>;
  onError(opts: { error: TRPCError; path: string }): void;
}

const TYPE_OF_METHOD: Record<string, 'query' | 'mutation'> = { GET: 'query', POST: 'mutation' };

function isPlainRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** tRPC refuses an answer holding promises or async iterables outside a streaming link. */
function isDataStream(value: unknown): boolean {
  if (!isPlainRecord(value)) return false;
  if (Symbol.asyncIterator in value) return true;
  return Object.values(value).some(
    (v) =>
      (typeof v === 'object' || typeof v === 'function') &&
      v !== null &&
      (typeof (v as { then?: unknown }).then === 'function' || Symbol.asyncIterator in v),
  );
}

function readBatch(
  request: FastifyRequest,
  router: AnyTRPCRouter,
  maxBatchSize: number,
): Call[] | null {
  const type = TYPE_OF_METHOD[request.method];
  const query = request.query as Record<string, unknown>;
  const headers = request.headers;
  if (!type || query.batch !== '1') return null;
  if (headers['trpc-accept'] !== undefined || headers.accept?.includes('application/jsonl'))
    return null;
  const path = (request.params as { path?: unknown }).path;
  if (typeof path !== 'string') return null;
  const paths = path.split(',');
  if (paths.length > maxBatchSize) return null;

  let inputs: unknown;
  const raw = type === 'query' ? query.input : request.body;
  if (raw !== undefined && typeof raw !== 'string') return null;
  if (type === 'mutation' && (raw === undefined || raw === '')) return null;
  if (raw !== undefined && raw !== '') {
    try {
      inputs = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  if (inputs !== undefined && !isPlainRecord(inputs)) return null;

  const { transformer } = router._def._config;
  const procedures = router._def.procedures as Record<string, AnyTRPCProcedure | undefined>;
  const calls: Call[] = [];
  for (const [index, name] of paths.entries()) {
    const procedure = Object.hasOwn(procedures, name) ? procedures[name] : undefined;
    if (!procedure || procedure._def.type !== type) return null;
    const input = inputs?.[index];
    calls.push({
      path: name,
      procedure,
      input: input === undefined ? undefined : transformer.input.deserialize(input),
    });
  }
  return calls;
}

export function registerTrpcCalls<TContext>(
  scope: FastifyInstance,
  options: TrpcCallOptions<TContext>,
): void {
  const { router, maxBatchSize } = options;
  const config = router._def._config;

  scope.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    const calls = readBatch(request, router, maxBatchSize);
    if (!calls) return;
    let ctx: TContext;
    try {
      ctx = await options.createContext(request);
    } catch {
      return;
    }
    const answers = await Promise.all(
      calls.map(async (call, batchIndex) => {
        const type = call.procedure._def.type as 'query' | 'mutation';
        try {
          const data: unknown = await call.procedure({
            path: call.path,
            getRawInput: async () => call.input,
            ctx,
            type,
            signal: undefined,
            batchIndex,
          });
          if (isDataStream(data))
            throw new TRPCError({
              code: 'UNSUPPORTED_MEDIA_TYPE',
              message:
                'Cannot use stream-like response in non-streaming request - use httpBatchStreamLink',
            });
          return { result: { data } };
        } catch (cause) {
          const error = getTRPCErrorFromUnknown(cause);
          options.onError({ error, path: call.path });
          return {
            error: getErrorShape({ config, error, type, path: call.path, input: call.input, ctx }),
          };
        }
      }),
    );
    // As bytes: Fastify would add a charset to a text's content type, which tRPC's answer has not.
    return reply
      .code(getHTTPStatusCode(answers))
      .header('vary', 'trpc-accept, accept')
      .header('content-type', 'application/json')
      .send(Buffer.from(JSON.stringify(transformTRPCResponse(config, answers))));
  });
}

/**
 * tRPC's adapter answers with a web Response. Every answer but a live stream (server-sent events, a
 * jsonl batch) is one JSON text tRPC has already made: sent as that text, it leaves in one write
 * with a Content-Length instead of through a web stream in chunked encoding.
 */
export function sendAdapterAnswersAsText(scope: FastifyInstance): void {
  scope.addHook('onSend', (_request, reply, payload, done) => {
    if (!(payload instanceof Response)) return done(null, payload);
    answerAsText(reply, payload).then(
      (text) => done(null, text),
      (error: Error) => done(error),
    );
  });
}

async function answerAsText(reply: FastifyReply, payload: Response): Promise<unknown> {
  // Live streams (server-sent events, jsonl batches) go out as the stream they are.
  const type = payload.headers.get('content-type');
  if (type?.startsWith('text/event-stream') || payload.headers.has('transfer-encoding'))
    return payload;
  reply.code(payload.status);
  payload.headers.forEach((value, name) => void reply.header(name, value));
  // tRPC answers a request it refuses before any procedure runs (an oversized batch, input it
  // cannot read) with its JSON error body labelled text/plain: label it as what it is.
  if (type?.startsWith('text/plain'))
    reply.header('content-type', 'application/json; charset=utf-8');
  return payload.body === null ? null : await payload.text();
}
