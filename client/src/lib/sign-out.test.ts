import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createElement, type ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import { failUnhandledRequest, trpcHandler } from '../test/trpc-msw.ts';
import { signInAs, TEST_MEMBER } from '../test/session.ts';
import { signOut } from './sign-out.ts';
import { trpcClient } from './trpc.ts';
import { sessionStore } from './session.ts';
import { queryClient, trpc } from './trpc.ts';
import { expectHydration, usePageTitle } from './use-page-title.ts';

let logouts = 0;
const preferenceWrites: (string | null)[] = [];
const server = setupServer(
  trpcHandler({
    'auth.logout': () => {
      logouts += 1;
      return { data: { success: true } };
    },
  }),
);
server.events.on('request:start', ({ request }) => {
  if (request.url.includes('users.updatePreferences'))
    preferenceWrites.push(request.headers.get('authorization'));
});
beforeAll(() => server.listen({ onUnhandledRequest: failUnhandledRequest }));
afterAll(() => server.close());

const wrapper = ({ children }: { children: ReactNode }) =>
  createElement(QueryClientProvider, { client: queryClient }, children);

describe('signOut', () => {
  it('waits for a page still hydrating from her data before emptying the cache, then ends the session', async () => {
    signInAs(TEST_MEMBER);
    const profileKey = trpc.users.profile.queryKey({ id: TEST_MEMBER.id });
    queryClient.setQueryData(profileKey, { user: TEST_MEMBER } as never);
    // The top bar is hydrated (Log out is pressed there); the page below it is not yet.
    expectHydration();

    const done = signOut(queryClient);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(queryClient.getQueryData(profileKey)).toBeDefined();
    expect(sessionStore.get()).not.toBeNull();

    // The page hydrates and says so.
    renderHook(() => usePageTitle('Profile'), { wrapper });
    await done;
    expect(queryClient.getQueryData(profileKey)).toBeUndefined();
    expect(sessionStore.get()).toBeNull();
    expect(logouts).toBe(1);
  });

  it('on a live page, signs out at once', async () => {
    signInAs(TEST_MEMBER);
    queryClient.setQueryData(trpc.users.profile.queryKey({ id: 9 }), {
      user: TEST_MEMBER,
    } as never);
    await signOut(queryClient);
    expect(queryClient.getQueryData(trpc.users.profile.queryKey({ id: 9 }))).toBeUndefined();
    expect(sessionStore.get()).toBeNull();
  });

  it('a write made in the moment she signs out is not sent afterwards without her token', async () => {
    signInAs(TEST_MEMBER);
    const client = await trpcClient();
    // A page's effect saves her time zone in the same tick as Log out.
    const write = client.users.updatePreferences.mutate({ time_zone: 'Asia/Tokyo' }).then(
      () => 'sent',
      (error: Error) => error.message,
    );
    await signOut(queryClient);
    expect(await write).toBe('Signed out before this call was sent');
    expect(preferenceWrites).toEqual([]);
  });
});
