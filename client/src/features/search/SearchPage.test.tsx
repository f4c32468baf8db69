import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { renderRoute } from '../../test/render.tsx';
import { failUnhandledRequest, trpcHandler } from '../../test/trpc-msw.ts';
import { signInAs, signOut } from '../../test/session.ts';

const me = {
  id: 1,
  email: 'member@example.com',
  first_name: 'Test',
  last_name: 'Member',
  role: 'user',
  status: 'active',
  profile_picture: null,
};

const server = setupServer();
let inputs: { q: string; type: string; limit: number; offset: number }[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: failUnhandledRequest }));
beforeEach(() => {
  signInAs(me, 'member-token');
  inputs = [];
  server.use(
    trpcHandler({
      'search.query': (input) => {
        const args = input as (typeof inputs)[number];
        inputs.push(args);
        return {
          data: {
            total: 45,
            results: [
              {
                type: 'posts',
                id: 9 + args.offset,
                title: 'Midlife circle',
                snippet: [
                  { text: '<b>Not markup</b>: the ', match: false },
                  { text: 'hotflashes', match: true },
                  { text: ' came back', match: false },
                ],
                content_note: null,
                url: '/community/group/3#post-9',
              },
              {
                type: 'stories',
                id: 5,
                title: 'After the scan',
                snippet: [{ text: 'The hotflash story', match: false }],
                content_note: 'pregnancy_loss',
                url: '/stories/5',
              },
              {
                type: 'members',
                id: 7,
                title: 'Rae Okafor',
                snippet: [{ text: 'Rae Okafor', match: false }],
                content_note: null,
                url: '/members/7',
              },
            ],
          },
        };
      },
    }),
  );
});
afterEach(() => {
  server.resetHandlers();
  signOut();
});
afterAll(() => server.close());

describe('the /search page', () => {
  it('shows ranked results with the matched words marked, as text', async () => {
    renderRoute('/search?q=hotflash');
    const list = await screen.findByRole('list', { name: 'Results' });
    const post = within(list).getByRole('link', { name: 'Midlife circle' });
    expect(post).toHaveAttribute('href', '/community/group/3#post-9');
    const mark = list.querySelector('mark');
    expect(mark).toHaveTextContent('hotflashes');
    // The author's text is shown, never interpreted.
    expect(within(list).getByText(/<b>Not markup<\/b>/)).toBeVisible();
    expect(list.querySelector('b')).toBeNull();
    expect(within(list).getByRole('link', { name: 'Rae Okafor' })).toHaveAttribute(
      'href',
      '/members/7',
    );
    expect(screen.getByText('45 results')).toBeVisible();
    expect(inputs[0]).toEqual({ q: 'hotflash', type: 'all', limit: 20, offset: 0 });
  });

  it('keeps a snippet behind its content note until she shows it', async () => {
    const user = userEvent.setup();
    renderRoute('/search?q=hotflash');
    const list = await screen.findByRole('list', { name: 'Results' });
    const gate = await within(list).findByRole('button', { name: /Content note: .* Show/ });
    expect(within(list).queryByText('The hotflash story')).toBeNull();
    await user.click(gate);
    expect(within(list).getByText('The hotflash story')).toBeVisible();
  });

  it('keeps the tab and the page in the URL and asks for them', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/search?q=hotflash');
    await screen.findByRole('list', { name: 'Results' });
    await user.click(screen.getByRole('tab', { name: 'Members' }));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ q: 'hotflash', type: 'members' }),
    );
    await waitFor(() => expect(inputs.at(-1)).toMatchObject({ type: 'members', offset: 0 }));
    await user.click(await screen.findByRole('button', { name: '2' }));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ q: 'hotflash', type: 'members', page: 2 }),
    );
    await waitFor(() => expect(inputs.at(-1)).toMatchObject({ type: 'members', offset: 20 }));
  });

  it('a word in more posts than are counted reads "500+ results" and pages to 25', async () => {
    server.use(
      trpcHandler({
        'search.query': () => ({
          data: {
            total: 500,
            total_capped: true,
            results: [
              {
                type: 'groups',
                id: 3,
                title: 'Garden club',
                snippet: [{ text: 'Garden', match: true }],
                content_note: null,
                url: '/community/group/3',
              },
            ],
          },
        }),
      }),
    );
    renderRoute('/search?q=garden');
    expect(await screen.findByText('500+ results')).toBeVisible();
    expect(screen.getByRole('button', { name: '25' })).toBeVisible();
  });

  it('the nav bar search box opens /search with the words', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/about');
    const box = await screen.findByRole('textbox', { name: 'Search HerCircle' });
    await user.type(box, 'hot flash{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(router.state.location.search).toEqual({ q: 'hot flash' });
    await screen.findByRole('list', { name: 'Results' });
    expect(inputs.at(-1)).toMatchObject({ q: 'hot flash' });
  });
});
