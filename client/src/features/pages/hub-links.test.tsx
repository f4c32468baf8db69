import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { sessionStore } from '../../lib/session.ts';
import { renderRoute } from '../../test/render.tsx';
import { failUnhandledRequest, trpcHandler } from '../../test/trpc-msw.ts';
import { RESOURCE_CATEGORIES } from '../../content/pages.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: failUnhandledRequest }));
afterEach(() => {
  server.resetHandlers();
  sessionStore.clear();
});
afterAll(() => server.close());

describe('hub pages', () => {
  it('every resource is a real link to its https source, opening in a new tab without an opener', async () => {
    server.use(trpcHandler({}));
    renderRoute('/resources');
    const list = RESOURCE_CATEGORIES.flatMap((c) => c.resources);
    expect(list.length).toBeGreaterThan(0);
    for (const resource of list) {
      const link = await screen.findByRole('link', { name: new RegExp(`^${resource.title}`) });
      expect(link).toHaveAttribute('href', resource.url);
      expect(new URL(link.getAttribute('href') ?? '').protocol).toBe('https:');
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')?.split(' ')).toEqual(
        expect.arrayContaining(['noopener', 'noreferrer']),
      );
      expect(within(link).getByText('(opens in a new tab)')).toBeInTheDocument();
    }
  });

  it('View All Publications goes to the publications list, not the shop', async () => {
    server.use(trpcHandler({}));
    renderRoute('/publications');
    expect(await screen.findByRole('link', { name: 'View All Publications' })).toHaveAttribute(
      'href',
      '/publications',
    );
  });

  it('a member downloads an issue and a tool at once, with her session', async () => {
    sessionStore.signIn({
      token: 'tok-dl',
      user: {
        id: 4,
        email: 'm@example.com',
        first_name: 'Mia',
        last_name: 'Reader',
        role: 'user',
        status: 'active',
        profile_picture: null,
      } as never,
    });
    const asked: { path: string; auth: string | null }[] = [];
    server.use(
      trpcHandler({}),
      http.get('*/api/v1/downloads/:id', ({ request, params }) => {
        asked.push({ path: String(params.id), auth: request.headers.get('authorization') });
        return new HttpResponse('%PDF-1.4', {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': `attachment; filename="hercircle-${String(params.id)}.pdf"`,
          },
        });
      }),
    );
    const saved = vi.fn();
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:file');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved(this.download);
    });
    const { unmount } = renderRoute('/publications');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Download The Courage Issue' }),
    );
    await waitFor(() => expect(saved).toHaveBeenCalledWith('hercircle-issue-12.pdf'));
    unmount();
    renderRoute('/resources');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Download Goal Setting Worksheet' }),
    );
    await waitFor(() => expect(saved).toHaveBeenCalledWith('hercircle-goal-setting-worksheet.pdf'));
    expect(asked).toEqual([
      { path: 'issue-12', auth: 'Bearer tok-dl' },
      { path: 'goal-setting-worksheet', auth: 'Bearer tok-dl' },
    ]);
    vi.restoreAllMocks();
  });

  it('a visitor is asked for an account first, and comes back to the page', async () => {
    server.use(trpcHandler({}));
    const { unmount } = renderRoute('/publications');
    expect(
      await screen.findByRole('link', { name: 'Sign in to download: The Courage Issue' }),
    ).toHaveAttribute('href', '/sign-in?redirect=%2Fpublications');
    unmount();
    renderRoute('/resources');
    expect(
      await screen.findByRole('link', {
        name: 'Get it free with an account: Goal Setting Worksheet',
      }),
    ).toHaveAttribute('href', '/create-account?redirect=%2Fresources');
  });

  it('Read Full Article opens the article as a story of the news section, and is absent when there is none', async () => {
    const story = (id: number, title: string) => ({
      id,
      title,
      content: 'Text',
      author_name: 'Civic Record',
      published_at: '2026-11-16T00:00:00.000Z',
      created_at: '2026-11-16T00:00:00.000Z',
      section: 'news',
      category: null,
    });
    const asked: unknown[] = [];
    server.use(
      trpcHandler({
        'content.stories': (input) => {
          asked.push(input);
          return {
            data: {
              stories: [story(41, 'Pay gap narrows for the first time in five years')],
              total: 1,
            },
          };
        },
      }),
    );
    renderRoute('/top-stories');
    expect(
      await screen.findByRole('link', {
        name: 'Read full article: Pay gap narrows for the first time in five years',
      }),
    ).toHaveAttribute('href', '/stories/41');
    expect(screen.getAllByRole('link', { name: /^Read full article/ })).toHaveLength(1);
    // Every news story, not the newest community stories.
    expect(asked).toEqual([{ section: 'news', limit: 100, offset: 0 }]);
  });
});
