import { initTRPC } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { listProcedures } from './catalog.ts';
import { authedProcedure, publicProcedure, router } from './init.ts';

const input = z.object({ id: z.number() });
const output = z.object({ ok: z.boolean() });

describe('the procedure catalog', () => {
  it("lists a router's procedures by dotted path with their kind, merged meta and schemas", () => {
    const built = router({
      ping: publicProcedure.query(() => 'pong'),
      groups: router({
        join: authedProcedure
          .meta({
            rest: { method: 'POST', path: '/groups/{id}/join', summary: 'Join', tags: ['g'] },
          })
          .input(input)
          .output(output)
          .mutation(() => ({ ok: true })),
      }),
      nested: { plain: publicProcedure.input(input).query(() => 1) },
    });
    expect(listProcedures(built)).toEqual([
      { path: 'ping', type: 'query', meta: {} },
      {
        path: 'groups.join',
        type: 'mutation',
        meta: {
          auth: true,
          rest: { method: 'POST', path: '/groups/{id}/join', summary: 'Join', tags: ['g'] },
        },
        input,
        output,
      },
      { path: 'nested.plain', type: 'query', meta: {}, input },
    ]);
  });

  it('refuses what the builders of init.ts did not make', () => {
    const t = initTRPC.create();
    expect(() => listProcedures(t.router({}))).toThrow(/not made by the router of trpc\/init/);
    expect(() => router({ stray: t.procedure.query(() => 1) })).toThrow(
      /stray is not a procedure made by the builders/,
    );
  });
});
