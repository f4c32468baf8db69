import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { renderRoute } from '../../test/render.tsx';
import { failUnhandledRequest, trpcHandler } from '../../test/trpc-msw.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: failUnhandledRequest }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** The story page is a lazily loaded chunk: the first render waits for its import. */
const LOADED = { timeout: 5000 };

const base = {
  author_name: 'Sofia Marquez',
  status: 'published',
  published_at: '2026-11-20T10:00:00.000Z',
  content_note: null,
};

function serve(story: Record<string, unknown>, related: Record<string, unknown>[] = []) {
  server.use(
    trpcHandler({
      'content.story': () => ({ data: { story: { ...base, ...story }, related } }),
      'content.storyComments': () => ({ data: { comments: [], total: 0 } }),
    }),
  );
}

describe('a story page and its neighbours', () => {
  it('an article leads back to its hub topic and links the related stories the server chose', async () => {
    serve(
      {
        id: 12,
        title: 'Tired all the time? Check your iron',
        content: 'One in four women is low in iron.',
        section: 'health-lifestyle',
        category: 'nutrition',
      },
      [
        {
          ...base,
          id: 13,
          title: 'Five breakfasts',
          section: 'health-lifestyle',
          category: 'nutrition',
        },
      ],
    );
    renderRoute('/stories/12');
    const crumbs = await screen.findByRole('navigation', { name: 'Breadcrumb' }, LOADED);
    expect(within(crumbs).getByRole('link', { name: 'Health & Lifestyle' })).toHaveAttribute(
      'href',
      '/health-lifestyle',
    );
    expect(within(crumbs).getByRole('link', { name: 'Nutrition' })).toHaveAttribute(
      'href',
      '/health-lifestyle/nutrition',
    );
    expect(screen.queryByRole('link', { name: 'All stories' })).toBeNull();
    expect(screen.getByText(/1 min read/)).toBeInTheDocument();
    const related = screen.getByRole('region', { name: 'Related stories' });
    expect(
      within(related).getByRole('link', { name: 'Read story: Five breakfasts' }),
    ).toHaveAttribute('href', '/stories/13');
  });

  it('a news article leads back to Top Stories', async () => {
    serve({ id: 5, title: 'Pay gap narrows', content: 'Text.', section: 'news', category: null });
    renderRoute('/stories/5');
    const crumbs = await screen.findByRole('navigation', { name: 'Breadcrumb' }, LOADED);
    expect(within(crumbs).getAllByRole('link')).toHaveLength(1);
    expect(within(crumbs).getByRole('link', { name: 'Top Media Stories' })).toHaveAttribute(
      'href',
      '/top-stories',
    );
  });

  it('a community story leads back to all stories, with no empty related list', async () => {
    serve({ id: 6, title: 'Learning to swim', content: 'Text.', section: null, category: null });
    renderRoute('/stories/6');
    expect(await screen.findByRole('link', { name: 'All stories' }, LOADED)).toHaveAttribute(
      'href',
      '/stories',
    );
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Related stories' })).toBeNull();
  });
});
