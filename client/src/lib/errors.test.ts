import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { failUnhandledRequest, trpcHandler } from '../test/trpc-msw.ts';
import { trpcClient } from './trpc.ts';
import { errorStatus, isNotFound } from './errors.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: failUnhandledRequest }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function failureOf(call: () => Promise<unknown>): Promise<unknown> {
  try {
    await call();
  } catch (error) {
    return error;
  }
  throw new Error('the call succeeded');
}

describe('errorStatus', () => {
  it('reads the HTTP status the server answered a call with', async () => {
    const client = await trpcClient();
    server.use(
      trpcHandler({
        'community.get': () => ({
          error: { message: 'Group not found', code: 'NOT_FOUND', httpStatus: 404 },
        }),
      }),
    );
    const error = await failureOf(() => client.community.get.query({ id: 7 }));
    expect(errorStatus(error)).toBe(404);
  });

  it('has no status when no answer came, or for an error that is not a call', async () => {
    const client = await trpcClient();
    server.use(http.all('/trpc/:paths', () => HttpResponse.error()));
    const error = await failureOf(() => client.community.get.query({ id: 7 }));
    expect(errorStatus(error)).toBeUndefined();
    expect(errorStatus(new Error('boom'))).toBeUndefined();
    expect(errorStatus(undefined)).toBeUndefined();
  });
});

describe('isNotFound', () => {
  it('is a 404 answer only: not another refusal, not a call that got no answer', async () => {
    const client = await trpcClient();
    const answer = (httpStatus: number, code: string) =>
      trpcHandler({ 'community.get': () => ({ error: { message: 'No', code, httpStatus } }) });
    server.use(answer(404, 'NOT_FOUND'));
    expect(isNotFound(await failureOf(() => client.community.get.query({ id: 7 })))).toBe(true);
    server.use(answer(403, 'FORBIDDEN'));
    expect(isNotFound(await failureOf(() => client.community.get.query({ id: 7 })))).toBe(false);
    server.use(http.all('/trpc/:paths', () => HttpResponse.error()));
    expect(isNotFound(await failureOf(() => client.community.get.query({ id: 7 })))).toBe(false);
  });
});
