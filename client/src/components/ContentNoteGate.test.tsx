import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import type { ContentNoteFilters } from '@hercircle/shared';
import { renderWithProviders } from '../test/render.tsx';
import { failUnhandledRequest, trpcHandler } from '../test/trpc-msw.ts';
import { trpc } from '../lib/trpc.ts';
import { ContentNoteGate } from './ContentNoteGate.tsx';
import { signInAs, TEST_MEMBER, signOut } from '../test/session.ts';

const server = setupServer();
let filters: ContentNoteFilters = {};

function signIn() {
  signInAs(TEST_MEMBER, 'token');
}

beforeAll(() => server.listen({ onUnhandledRequest: failUnhandledRequest }));
beforeEach(() => {
  filters = {};
  server.use(
    trpcHandler({
      'users.preferences': () => ({
        data: {
          preferences: {
            newsletter_opt_in: false,
            email_frequency: 'daily',
            dm_policy: 'shared_groups',
            profile_visibility: 'members',
            content_note_filters: filters,
            show_quick_exit: true,
            discreet_email: false,
          },
        },
      }),
    }),
  );
});
afterEach(() => {
  server.resetHandlers();
  signOut();
});
afterAll(() => server.close());

const gated = (own = false) => (
  <ContentNoteGate note="pregnancy_loss" own={own}>
    <p>At twelve weeks I told my manager.</p>
  </ContentNoteGate>
);

describe('ContentNoteGate', () => {
  it('a visitor sees the note collapsed; Show reveals the content and Hide covers it again', async () => {
    renderWithProviders(gated());
    const toggle = screen.getByRole('button', { name: 'Content note: Pregnancy loss · Show' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('At twelve weeks I told my manager.')).toBeNull();

    await userEvent.click(toggle);
    expect(screen.getByText('At twelve weeks I told my manager.')).toBeInTheDocument();
    const hide = screen.getByRole('button', { name: 'Content note: Pregnancy loss · Hide' });
    expect(hide).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(hide.getAttribute('aria-controls')!)).toContainElement(
      screen.getByText('At twelve weeks I told my manager.'),
    );

    await userEvent.click(hide);
    expect(screen.queryByText('At twelve weeks I told my manager.')).toBeNull();
  });

  it('opens from the keyboard', async () => {
    renderWithProviders(gated());
    await userEvent.tab();
    expect(screen.getByRole('button', { name: /Content note/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByText('At twelve weeks I told my manager.')).toBeInTheDocument();
  });

  it('a member who chose Show for the note sees the content open, with the note above it', async () => {
    filters = { pregnancy_loss: 'show' };
    signIn();
    renderWithProviders(gated());
    expect(await screen.findByText('At twelve weeks I told my manager.')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Content note: Pregnancy loss · Hide' }),
    ).toHaveAttribute('aria-expanded', 'true');
  });

  it('a member who chose Show for another note still sees this one collapsed', async () => {
    filters = { abuse: 'show' };
    signIn();
    renderWithProviders(gated());
    expect(
      await screen.findByRole('button', { name: 'Content note: Pregnancy loss · Show' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('At twelve weeks I told my manager.')).toBeNull();
  });

  it('a member who chose Hide sees nothing of it, except her own content, which stays collapsed', async () => {
    filters = { pregnancy_loss: 'hide' };
    signIn();
    const { queryClient } = renderWithProviders(
      <>
        {gated()}
        {gated(true)}
      </>,
    );
    await expect
      .poll(() => queryClient.getQueryState(trpc.users.preferences.queryKey())?.status)
      .toBe('success');
    expect(screen.getAllByRole('button', { name: /Content note/ })).toHaveLength(1);
    expect(screen.queryByText('At twelve weeks I told my manager.')).toBeNull();
  });

  it('renders content without a note as it is', () => {
    renderWithProviders(
      <ContentNoteGate note={null}>
        <p>Plain words.</p>
      </ContentNoteGate>,
    );
    expect(screen.getByText('Plain words.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('speaks the page’s language: Arabic on a translated page, English on one not yet translated', async () => {
    const onPage = (translated: boolean) =>
      renderWithProviders(
        <RouterProvider
          router={createRouter({
            routeTree: createRootRoute({
              component: () => gated(),
              ...(translated ? { staticData: { translated: true } } : {}),
            }),
            history: createMemoryHistory({ initialEntries: ['/'] }),
          })}
        />,
        { language: 'ar' },
      );
    const arabic = onPage(true);
    expect(
      await screen.findByRole('button', { name: 'تنبيه المحتوى: فقدان الحمل · إظهار' }),
    ).toBeInTheDocument();
    arabic.unmount();
    onPage(false);
    expect(
      await screen.findByRole('button', { name: 'Content note: Pregnancy loss · Show' }),
    ).toBeInTheDocument();
  });
});
