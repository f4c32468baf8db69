import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { renderRoute } from '../../test/render.tsx';
import { failUnhandledRequest, trpcHandler } from '../../test/trpc-msw.ts';
import { sessionStore } from '../../lib/session.ts';
import { signInAs, TEST_MEMBER, signOut } from '../../test/session.ts';

const member = TEST_MEMBER;

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: failUnhandledRequest }));
beforeEach(() => {
  signOut();
  server.use(
    trpcHandler({
      'content.stories': () => ({ data: { stories: [], total: 0 } }),
      'chat.conversations': () => ({ data: { conversations: [] } }),
    }),
  );
});
afterEach(() => {
  server.resetHandlers();
  sessionStore.reload();
});
afterAll(() => server.close());

// The form loads with its first opening, not with the page.
describe('Share Your Story on /stories', () => {
  it('opens the form for a member', async () => {
    signInAs(member);
    renderRoute('/stories');
    await userEvent.click(await screen.findByRole('button', { name: 'Share Your Story' }));
    expect(await screen.findByRole('dialog', { name: 'Share your story' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Title' })).toBeInTheDocument();
  });

  it('opens the form at once on /stories?share=true for a member', async () => {
    signInAs(member);
    renderRoute('/stories?share=true');
    expect(await screen.findByRole('dialog', { name: 'Share your story' })).toBeInTheDocument();
  });

  it('sends a visitor to sign in and back', async () => {
    const { router } = renderRoute('/stories');
    await userEvent.click(await screen.findByRole('button', { name: 'Share Your Story' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(router.state.location.search).toEqual({ redirect: '/stories?share=true' });
    expect(screen.queryByRole('dialog', { name: 'Share your story' })).not.toBeInTheDocument();
  });
});
