import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { trpcHandler } from '../test/trpc-msw.ts';
import { trpcClient } from './trpc.ts';
import { errorStatus } from './errors.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
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
    server.use(
      trpcHandler({
        'community.get': () => ({
          error: { message: 'Group not found', code: 'NOT_FOUND', httpStatus: 404 },
        }),
      }),
    );
    const error = await failureOf(() => trpcClient.community.get.query({ id: 7 }));
    expect(errorStatus(error)).toBe(404);
  });

  it('has no status when no answer came, or for an error that is not a call', async () => {
    server.use(http.all('/trpc/:paths', () => HttpResponse.error()));
    const error = await failureOf(() => trpcClient.community.get.query({ id: 7 }));
    expect(errorStatus(error)).toBeUndefined();
    expect(errorStatus(new Error('boom'))).toBeUndefined();
    expect(errorStatus(undefined)).toBeUndefined();
  });
});
