import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { renderRoute } from '../test/render.tsx';
import { failUnhandledRequest, trpcHandler } from '../test/trpc-msw.ts';

// The frame asks for the site's settings, and "Back to Home" opens the home page: its pulse, its
// featured stories and its upcoming events.
const server = setupServer(
  trpcHandler({
    'community.pulse': () => ({ data: { groups: [], total_groups: 0, total_members: 0 } }),
    'content.stories': () => ({ data: { stories: [], total: 0 } }),
    'events.list': () => ({ data: { events: [], total: 0 } }),
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: failUnhandledRequest }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('not-found screen', () => {
  it('shows 404, the spec text and a link home for any unknown path', async () => {
    const { router } = renderRoute('/definitely/not/a/page');
    expect(
      await screen.findByRole('heading', { name: /Oops! Page not found/ }),
    ).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to Home' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('keeps the navigation bar around it', async () => {
    renderRoute('/nowhere');
    await screen.findByRole('heading', { name: /Oops! Page not found/ });
    expect(screen.getAllByRole('link', { name: 'Join Community' }).length).toBeGreaterThan(0);
  });
});
