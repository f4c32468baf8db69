import Fastify, { type FastifyInstance } from 'fastify';
import { fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../lib/app-error.ts';
import type { Context } from '../trpc/context.ts';
import { publicProcedure, router } from '../trpc/init.ts';
import { registerTrpcCalls, sendAdapterAnswersAsText } from './trpc-calls.ts';

const testRouter = router({
  greet: publicProcedure
    .input(z.object({ name: z.string().min(1) }))
    .output(z.object({ text: z.string() }))
    .query(({ input }) => ({ text: `Hello ${input.name}` })),
  count: publicProcedure.query(() => 3),
  missing: publicProcedure.query(() => {
    throw new AppError('NOT_FOUND', 'Group not found');
  }),
  crash: publicProcedure.query(() => {
    throw new Error('database on fire');
  }),
  add: publicProcedure
    .input(z.object({ a: z.number(), b: z.number() }))
    .mutation(({ input }) => ({ sum: input.a + input.b })),
  stream: publicProcedure.query(() => ({ later: Promise.resolve(1) })),
});

const quietLog = { info() {}, debug() {}, warn() {}, error() {} };

/** The tRPC scope as server.ts builds it: the Fastify adapter, with or without our answers in front. */
async function build(withCalls: boolean, fastAnswers: string[]): Promise<FastifyInstance> {
  const app = Fastify();
  const createContext = async () => ({ log: quietLog }) as unknown as Context;
  await app.register(
    async (scope) => {
      if (withCalls)
        registerTrpcCalls(scope, {
          router: testRouter,
          maxBatchSize: 3,
          createContext: async (request) => {
            fastAnswers.push(request.url);
            return createContext();
          },
          onError: () => undefined,
        });
      await scope.register(fastifyTRPCPlugin, {
        prefix: '',
        trpcOptions: { router: testRouter, maxBatchSize: 3, createContext },
      });
      sendAdapterAnswersAsText(scope);
    },
    { prefix: '/trpc' },
  );
  await app.ready();
  return app;
}

const batchGet = (paths: string, inputs?: unknown) =>
  `/trpc/${paths}?batch=1${inputs === undefined ? '' : `&input=${encodeURIComponent(JSON.stringify(inputs))}`}`;

describe('tRPC calls answered without the Fetch API adapter', () => {
  let plain: FastifyInstance;
  let fast: FastifyInstance;
  const fastAnswers: string[] = [];

  beforeAll(async () => {
    plain = await build(false, []);
    fast = await build(true, fastAnswers);
  });
  afterAll(async () => {
    await plain.close();
    await fast.close();
  });

  interface TestRequest {
    method: 'GET' | 'POST';
    url: string;
    payload?: string;
    headers?: Record<string, string>;
  }

  async function both(request: TestRequest) {
    const before = fastAnswers.length;
    const [expected, actual] = await Promise.all([plain.inject(request), fast.inject(request)]);
    expect(actual.statusCode).toBe(expected.statusCode);
    expect(actual.body).toBe(expected.body);
    expect(actual.headers['content-type']).toBe(expected.headers['content-type']);
    expect(actual.headers.vary).toBe(expected.headers.vary);
    return { status: actual.statusCode, body: actual.body, fast: fastAnswers.length > before };
  }

  it('answer batched queries exactly as tRPC does, successes and errors alike', async () => {
    const one = await both({ method: 'GET', url: batchGet('greet', { 0: { name: 'Amara' } }) });
    expect(one).toMatchObject({ status: 200, fast: true });
    expect(JSON.parse(one.body)).toEqual([{ result: { data: { text: 'Hello Amara' } } }]);

    const mixed = await both({
      method: 'GET',
      url: batchGet('greet,count,missing', { 0: { name: 'Zoe' } }),
    });
    expect(mixed).toMatchObject({ status: 207, fast: true });

    const errors = [
      batchGet('missing'),
      batchGet('crash'),
      batchGet('greet', { 0: { name: '' } }),
      batchGet('greet'),
      batchGet('stream'),
    ];
    for (const url of errors) {
      const answer = await both({ method: 'GET', url });
      expect(answer.fast).toBe(true);
      expect(answer.status).toBeGreaterThanOrEqual(400);
    }
  });

  it('answer batched mutations sent as JSON', async () => {
    const sum = await both({
      method: 'POST',
      url: '/trpc/add?batch=1',
      payload: JSON.stringify({ 0: { a: 2, b: 3 } }),
      headers: { 'content-type': 'application/json' },
    });
    expect(sum).toMatchObject({ status: 200, fast: true });
    expect(JSON.parse(sum.body)).toEqual([{ result: { data: { sum: 5 } } }]);
  });

  it('leave every other request to the adapter, which answers it as before', async () => {
    const requests: TestRequest[] = [
      { method: 'GET', url: batchGet('add', { 0: { a: 1, b: 2 } }) },
      { method: 'GET', url: batchGet('nope') },
      { method: 'GET', url: batchGet('count,count,count,count') },
      { method: 'GET', url: '/trpc/count' },
      { method: 'GET', url: '/trpc/greet?batch=1&input=%7Bnot-json' },
      { method: 'GET', url: batchGet('greet', [{ name: 'A' }]) },
      {
        method: 'GET',
        url: batchGet('count'),
        headers: { 'trpc-accept': 'application/jsonl' },
      },
      {
        method: 'POST',
        url: '/trpc/count?batch=1',
        payload: '{}',
        headers: { 'content-type': 'application/json' },
      },
      {
        method: 'POST',
        url: '/trpc/add?batch=1',
        payload: '{"0":',
        headers: { 'content-type': 'application/json' },
      },
    ];
    for (const request of requests) {
      const answer = await both(request);
      expect(answer.fast, request.url).toBe(false);
    }
  });
});
