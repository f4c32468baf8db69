import Fastify from 'fastify';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { registerRestRoutes } from '../http/rest.ts';
import type { Context } from './context.ts';
import { publicProcedure, router } from './init.ts';

/** A procedure whose answer breaks its own output schema: a server bug, whoever called. */
const broken = router({
  broken: publicProcedure
    .meta({ rest: { method: 'GET', path: '/broken', summary: 'Broken', tags: ['test'] } })
    .input(z.object({ n: z.coerce.number().int().optional() }))
    .output(z.object({ count: z.number().int() }))
    .query(() => ({ count: 'not a number' }) as unknown as { count: number }),
});

describe('an answer that fails its output schema', () => {
  it('is a logged 500, not a 400 that blames the caller with the server’s fields', async () => {
    const logged: unknown[] = [];
    const log = {
      info: () => undefined,
      debug: () => undefined,
      warn: () => undefined,
      error: (o: unknown) => void logged.push(o),
    };
    const app = Fastify();
    registerRestRoutes(app, {
      router: broken,
      basePath: '/v1',
      createContext: async () => ({ log }) as unknown as Context,
    });
    await app.ready();

    const res = await app.inject({ method: 'GET', url: '/v1/broken' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      message: 'Something went wrong on our side. Please try again.',
      code: 'INTERNAL',
    });
    expect(logged).toHaveLength(1);
    // A caller's own bad input is still a 400 with its issues.
    const bad = await app.inject({ method: 'GET', url: '/v1/broken?n=1.5' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_ERROR', issues: [{ path: ['n'] }] });
    await app.close();
  });
});
