import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { renderWithProviders } from '../test/render.tsx';
import { failUnhandledRequest, trpcHandler } from '../test/trpc-msw.ts';
import { sessionStore } from '../lib/session.ts';
import { trpc } from '../lib/trpc.ts';
import { QUICK_EXIT_URL, QuickExit, QuickExitShortcut } from './QuickExit.tsx';
import { signInAs, TEST_MEMBER } from '../test/session.ts';

const server = setupServer();
let showQuickExit = true;
let replace: ReturnType<typeof vi.fn<(url: string | URL) => void>>;

function signIn() {
  signInAs(TEST_MEMBER, 'token');
}

const escape = (repeat = false) => fireEvent.keyDown(window, { key: 'Escape', repeat });

beforeAll(() => server.listen({ onUnhandledRequest: failUnhandledRequest }));
beforeEach(() => {
  showQuickExit = true;
  server.use(
    trpcHandler({
      'users.preferences': () => ({
        data: {
          preferences: {
            newsletter_opt_in: false,
            email_frequency: 'daily',
            dm_policy: 'shared_groups',
            profile_visibility: 'members',
            content_note_filters: {},
            show_quick_exit: showQuickExit,
          },
        },
      }),
    }),
  );
  replace = vi.fn<(url: string | URL) => void>();
  vi.spyOn(window.location, 'replace').mockImplementation(replace);
  sessionStore.reload();
});
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
  vi.useRealTimers();
  sessionStorage.clear();
});
afterAll(() => server.close());

describe('Quick exit', () => {
  it('a visitor sees it; it clears the chat state and replaces the page with the neutral site', async () => {
    localStorage.setItem('chat-widget-state', 'open');
    localStorage.setItem('authToken-unrelated', 'kept');
    sessionStorage.setItem('hercircle.chatDraft', 'Something private');
    const { queryClient } = renderWithProviders(
      <>
        <QuickExit />
        <QuickExitShortcut />
      </>,
    );
    const key = trpc.chat.conversations.queryKey();
    queryClient.setQueryData(key, { conversations: [] });

    await userEvent.click(screen.getByRole('button', { name: 'Quick exit' }));

    expect(replace).toHaveBeenCalledWith(QUICK_EXIT_URL);
    expect(localStorage.getItem('chat-widget-state')).toBeNull();
    expect(sessionStorage.getItem('hercircle.chatDraft')).toBeNull();
    expect(localStorage.getItem('authToken-unrelated')).toBe('kept');
    expect(queryClient.getQueryData(key)).toBeUndefined();
  });

  it('Escape three times within 1.5 s leaves; once, twice, held down or spread out does not', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    renderWithProviders(
      <>
        <QuickExit />
        <QuickExitShortcut />
      </>,
    );
    escape();
    escape(true);
    escape(true);
    expect(replace).not.toHaveBeenCalled();
    escape();
    vi.setSystemTime(Date.now() + 1600);
    escape();
    expect(replace).not.toHaveBeenCalled();
    escape();
    escape();
    expect(replace).toHaveBeenCalledWith(QUICK_EXIT_URL);
  });

  it('a member who turned it off has neither the button nor the shortcut', async () => {
    showQuickExit = false;
    signIn();
    const { queryClient } = renderWithProviders(
      <>
        <QuickExit />
        <QuickExitShortcut />
      </>,
    );
    await waitFor(() =>
      expect(queryClient.getQueryData(trpc.users.preferences.queryKey())).toBeDefined(),
    );
    expect(screen.queryByRole('button', { name: 'Quick exit' })).toBeNull();
    escape();
    escape();
    escape();
    expect(replace).not.toHaveBeenCalled();
  });

  it('a member shows it by default', async () => {
    signIn();
    renderWithProviders(
      <>
        <QuickExit />
        <QuickExitShortcut />
      </>,
    );
    expect(await screen.findByRole('button', { name: 'Quick exit' })).toBeVisible();
  });
});
