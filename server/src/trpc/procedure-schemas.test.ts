import { z } from 'zod';
import { describe, expect, it, vi } from 'vitest';
import type { Context } from './context.ts';
import { authedProcedure, createCallerFactory, publicProcedure, router } from './init.ts';

const app = router({
  greet: publicProcedure
    .input(z.object({ name: z.string().min(2) }))
    .output(z.object({ greeting: z.string(), length: z.number().int() }))
    .query(({ input: { name } }) => {
      // An extra field the output schema does not name is not sent.
      const answer = { greeting: `Hello ${name}`, length: name.length, secret: 'x' };
      return answer;
    }),
  double: authedProcedure.input(z.object({ n: z.number() })).query(({ input: { n } }) => n * 2),
});
const caller = createCallerFactory(app);
const log = { info: vi.fn(), debug: vi.fn(), warn: vi.fn(), error: vi.fn() };

describe('procedure schemas', () => {
  it('validate the input and send only what the output schema names', async () => {
    const call = caller({ log } as unknown as Context);
    await expect(call.greet({ name: 'Ada' })).resolves.toEqual({
      greeting: 'Hello Ada',
      length: 3,
    });
    const member = caller({
      log,
      user: { id: 1, role: 'user', suspended_until: null },
      session: { id: 's' },
    } as unknown as Context);
    await expect(member.double({ n: 21 })).resolves.toBe(42);
  });

  it('refuse bad input as BAD_REQUEST', async () => {
    const call = caller({ log } as unknown as Context);
    await expect(call.greet({ name: 'A' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    const member = caller({
      log,
      user: { id: 1, role: 'user', suspended_until: null },
      session: { id: 's' },
    } as unknown as Context);
    await expect(member.double({ n: 'x' } as never)).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });
});
