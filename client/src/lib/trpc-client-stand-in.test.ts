import { describe, expect, it } from 'vitest';
import { createTRPCClient, getUntypedClient } from '@trpc/client';
import type { AppRouter } from '@hercircle/server/router';
import * as standIn from './trpc-client-stand-in.ts';

describe('the stand-in for @trpc/client that the build gives @trpc/tanstack-react-query', () => {
  it('finds a typed client’s untyped client as @trpc/client does', () => {
    const client = createTRPCClient<AppRouter>({ links: [] });
    expect(getUntypedClient(client)).toBeDefined();
    expect(standIn.getUntypedClient(client)).toBe(getUntypedClient(client));
    const ours = { [standIn.UNTYPED_CLIENT]: 'untyped' };
    expect(getUntypedClient(ours as never)).toBe('untyped');
  });
});
