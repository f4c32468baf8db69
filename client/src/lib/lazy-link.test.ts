import { createTRPCUntypedClient, type TRPCLink } from '@trpc/client';
import type { AnyRouter } from '@trpc/server';
import { observable } from '@trpc/server/observable';
import { describe, expect, it, vi } from 'vitest';
import { lazyLink } from './lazy-link.ts';

/** A terminating link that answers every query with its path. */
const echoLink: TRPCLink<AnyRouter> =
  () =>
  ({ op }) =>
    observable((observer) => {
      observer.next({ result: { type: 'data', data: `answer to ${op.path}` } });
      observer.complete();
    });

describe('lazyLink', () => {
  it('loads its link on the first operation only, then passes operations through', async () => {
    const load = vi.fn(async () => echoLink);
    const client = createTRPCUntypedClient<AnyRouter>({ links: [lazyLink(load)] });
    expect(load).not.toHaveBeenCalled();
    await expect(client.query('groups.list')).resolves.toBe('answer to groups.list');
    await expect(client.query('chat.history')).resolves.toBe('answer to chat.history');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fails the operation when the code cannot be loaded, and loads again for the next one', async () => {
    const load = vi
      .fn<() => Promise<TRPCLink<AnyRouter>>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValue(echoLink);
    const client = createTRPCUntypedClient<AnyRouter>({ links: [lazyLink(load)] });
    await expect(client.query('chat.events')).rejects.toThrow(
      'Failed to fetch dynamically imported module',
    );
    await expect(client.query('chat.events')).resolves.toBe('answer to chat.events');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('starts nothing for an operation cancelled while its code loads', async () => {
    let release: (link: TRPCLink<AnyRouter>) => void = () => undefined;
    const started = vi.fn();
    const countingLink: TRPCLink<AnyRouter> = () => () =>
      observable(() => {
        started();
        return () => undefined;
      });
    const client = createTRPCUntypedClient<AnyRouter>({
      links: [lazyLink(() => new Promise((resolve) => (release = resolve)))],
    });
    const subscription = client.subscription('chat.events', undefined, {});
    subscription.unsubscribe();
    release(countingLink);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).not.toHaveBeenCalled();
  });
});
