// Posts and replies take the stories' safe formatting: what she typed as markup is shown as text,
// and a link to another site opens in a new tab marked as the member's own.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { renderWithProviders } from '../../test/render.tsx';
import { failUnhandledRequest, trpcHandler } from '../../test/trpc-msw.ts';
import { signOut } from '../../test/session.ts';
import { PostItem } from './PostItem.tsx';
import { ines, mei, postBy, preferences, readers, replyBy, signIn } from './discussion.fixtures.ts';

const POST = [
  'So **glad** to be *here*.',
  '',
  '> The best way out is always through.',
  '',
  '- a walk',
  '- a [helpline](https://helpline.example/call)',
  '',
  '<script>window.pwned = true</script> <b>loud</b> [bad](javascript:alert(1))',
  'Thanks @[Ines Duarte](7)!',
].join('\n');

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: failUnhandledRequest }));
beforeEach(() => {
  localStorage.clear();
  server.use(
    trpcHandler({
      'users.preferences': () => preferences,
      'community.replies': () => ({
        data: {
          replies: [
            replyBy(5, 1, ines, 'Welcome! *Truly.* [Our guide](https://guide.example)', ines),
          ],
          total: 1,
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

function renderDiscussion() {
  const router = createRouter({
    routeTree: createRootRoute({
      component: () => (
        <ul>
          <PostItem post={postBy(1, mei, POST, ines, { reply_count: 1 })} group={readers} />
        </ul>
      ),
    }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  return renderWithProviders(<RouterProvider router={router} />);
}

describe('a formatted post and reply', () => {
  it('shows bold, italics, a quote, a list and links; raw HTML is text; links carry nofollow ugc', async () => {
    signIn(ines);
    renderDiscussion();
    const post = (await screen.findByText('glad')).closest('li')!;
    expect(within(post).getByText('glad').tagName).toBe('STRONG');
    expect(within(post).getByText('here').tagName).toBe('EM');
    expect(
      within(post).getByText('The best way out is always through.').closest('blockquote'),
    ).not.toBeNull();
    const list = within(post).getAllByRole('list')[0]!;
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['a walk', 'a helpline']);
    const helpline = within(post).getByRole('link', { name: 'helpline' });
    expect(helpline).toHaveAttribute('href', 'https://helpline.example/call');
    expect(helpline).toHaveAttribute('target', '_blank');
    expect(helpline).toHaveAttribute('rel', 'nofollow ugc noopener');
    // Markup she typed is shown as she typed it, and no element came of it.
    expect(
      within(post).getByText(/<script>window.pwned = true<\/script> <b>loud<\/b>/),
    ).toBeInTheDocument();
    expect(post.querySelector('script, b')).toBeNull();
    expect(within(post).queryByRole('link', { name: 'bad' })).toBeNull();
    // A mention still links to her page.
    expect(within(post).getByRole('link', { name: '@Ines Duarte' })).toHaveAttribute(
      'href',
      '/members/7',
    );

    const reply = (await screen.findByText('Truly.')).closest('li')!;
    expect(within(reply).getByText('Truly.').tagName).toBe('EM');
    expect(within(reply).getByRole('link', { name: 'Our guide' })).toHaveAttribute(
      'rel',
      'nofollow ugc noopener',
    );
  });
});
