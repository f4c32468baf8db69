import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { STORY_SECTION_TOPICS } from '@hercircle/shared';
import { renderRoute } from '../../test/render.tsx';
import { failUnhandledRequest, trpcHandler } from '../../test/trpc-msw.ts';
import { CAREER_TOPICS, HEALTH_TOPICS } from '../../content/topics.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: failUnhandledRequest }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const article = (id: number, title: string, content: string) => ({
  id,
  title,
  content,
  author_name: 'Sofia Marquez',
  status: 'published',
  published_at: '2026-11-20T10:00:00.000Z',
  content_note: null,
  section: 'health-lifestyle',
  category: 'nutrition',
});

describe('topic pages', () => {
  it("list the topic's articles from the server, each card a link to its story page", async () => {
    const asked: unknown[] = [];
    server.use(
      trpcHandler({
        'content.stories': (input) => {
          asked.push(input);
          return {
            data: {
              stories: [
                article(
                  12,
                  'Tired all the time? Check your iron',
                  'One in **four** women is low in iron.\n\n## On your plate\n\n- Lentils',
                ),
                article(13, 'Five breakfasts', 'Quick, cheap and filling until lunch.'),
              ],
              total: 2,
            },
          };
        },
      }),
    );
    renderRoute('/health-lifestyle/nutrition');
    const link = await screen.findByRole('link', {
      name: 'Read article: Tired all the time? Check your iron',
    });
    expect(link).toHaveAttribute('href', '/stories/12');
    // The link's card: the lead paragraph as plain text, the writer and a reading time.
    const card = link.closest('article') as HTMLElement;
    expect(
      within(card).getByRole('heading', { name: 'Tired all the time? Check your iron' }),
    ).toBeInTheDocument();
    expect(within(card).getByText('One in four women is low in iron.')).toBeInTheDocument();
    expect(within(card).getByText(/Sofia Marquez · 1 min read/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read article: Five breakfasts' })).toHaveAttribute(
      'href',
      '/stories/13',
    );
    expect(asked).toEqual([{ section: 'health-lifestyle', category: 'nutrition' }]);
    // Quick tips stay static.
    expect(screen.getByText('Pair iron-rich foods with vitamin C.')).toBeInTheDocument();
  });

  it('shows a skeleton while loading, then says when a topic has no articles yet', async () => {
    let release = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    server.use(
      // Holds every call until the skeleton has been seen, then lets the next handler answer.
      http.all('/trpc/:paths', async () => void (await answered)),
      trpcHandler({ 'content.stories': () => ({ data: { stories: [], total: 0 } }) }),
    );
    renderRoute('/career-finance/investment');
    // A status region (a plain box may not carry a label: axe counts that as serious).
    expect(
      await screen.findByRole('status', { name: 'Loading Investment articles' }),
    ).toHaveAttribute('aria-busy', 'true');
    release();
    expect(
      await screen.findByText('No investment articles yet. Check back soon.'),
    ).toBeInTheDocument();
  });

  it('shows the error when the articles cannot be loaded', async () => {
    server.use(
      trpcHandler({
        'content.stories': () => ({
          error: {
            message: 'The database is unavailable.',
            code: 'INTERNAL_SERVER_ERROR',
            httpStatus: 503,
          },
        }),
      }),
    );
    renderRoute('/health-lifestyle/beauty');
    expect(await screen.findByText('The articles could not be loaded')).toBeInTheDocument();
  });

  it("each hub's topics are the topics its stories may be filed under", () => {
    expect(HEALTH_TOPICS.map((t) => t.slug)).toEqual(
      Object.keys(STORY_SECTION_TOPICS['health-lifestyle']),
    );
    expect(CAREER_TOPICS.map((t) => t.slug)).toEqual(
      Object.keys(STORY_SECTION_TOPICS['career-finance']),
    );
  });
});
