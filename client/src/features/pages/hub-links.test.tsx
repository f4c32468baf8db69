import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { sessionStore } from '../../lib/session.ts';
import { renderRoute } from '../../test/render.tsx';
import { failUnhandledRequest, trpcHandler } from '../../test/trpc-msw.ts';
import type { Resource, ResourceList } from '@hercircle/shared';
import { issueFixture } from './issue-fixtures.ts';

const COURAGE = issueFixture({ id: 12, title: 'The Courage Issue', access: 'members' });
const REST = issueFixture({ id: 9, title: 'Rest', category: 'Wellness', access: 'free' });

const resource = (
  fields: Partial<Resource> & { id: number; title: string; topic: Resource['topic'] },
): Resource => ({
  type: 'guide',
  description: 'What it is for.',
  url: null,
  phone: null,
  country: 'International',
  ...fields,
});

const RESOURCES: ResourceList = {
  resources: [
    resource({
      id: 1,
      title: 'Samaritans',
      type: 'helpline',
      topic: 'mental-health',
      country: 'GB',
      phone: '116 123',
      url: 'https://www.samaritans.org',
    }),
    resource({
      id: 2,
      title: 'Find a Helpline',
      type: 'helpline',
      topic: 'mental-health',
      url: 'https://findahelpline.com',
    }),
    resource({
      id: 3,
      title: 'Reporting online abuse',
      topic: 'legal-aid',
      url: 'https://stopncii.org/',
    }),
  ],
  total: 3,
  country: 'GB',
  country_from: 'language',
};

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: failUnhandledRequest }));
afterEach(() => {
  server.resetHandlers();
  sessionStore.clear();
});
afterAll(() => server.close());

describe('hub pages', () => {
  it('every resource is a real link to its https source or a number to call, and each count is its list', async () => {
    server.use(trpcHandler({ 'content.resources': () => ({ data: RESOURCES }) }));
    renderRoute('/resources');
    for (const resource of RESOURCES.resources.filter((r) => r.url)) {
      const link = await screen.findByRole('link', { name: new RegExp(`^${resource.title}`) });
      expect(link).toHaveAttribute('href', resource.url);
      expect(new URL(link.getAttribute('href') ?? '').protocol).toBe('https:');
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')?.split(' ')).toEqual(
        expect.arrayContaining(['noopener', 'noreferrer']),
      );
      expect(within(link).getByText('(opens in a new tab)')).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: '116 123' })).toHaveAttribute('href', 'tel:116123');
    const card = (name: string) => screen.getByRole('article', { name });
    expect(within(card('Mental Health')).getByText('2 resources')).toBeInTheDocument();
    expect(within(card('Mental Health')).getAllByRole('listitem')).toHaveLength(2);
    expect(within(card('Legal Aid')).getByText('1 resource')).toBeInTheDocument();
    expect(within(card('Legal Aid')).getAllByRole('listitem')).toHaveLength(1);
    expect(within(card('Career Growth')).getByText('0 resources')).toBeInTheDocument();
    expect(screen.getByText(/United Kingdom first, from your browser/)).toBeInTheDocument();
  });

  it('the publications page has no "View All" link back to itself (issue 36)', async () => {
    server.use(trpcHandler({ 'content.issues': () => ({ data: { issues: [], total: 0 } }) }));
    renderRoute('/publications');
    expect(await screen.findByRole('link', { name: 'Submit Your Contribution' })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(screen.queryByRole('link', { name: /View All/i })).toBeNull();
  });

  it('a member opens or downloads an issue by its links, and downloads a tool with her session', async () => {
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
    server.use(
      trpcHandler({
        'content.issues': () => ({ data: { issues: [COURAGE], total: 1 } }),
        'content.resources': () => ({ data: RESOURCES }),
      }),
    );
    const { unmount } = renderRoute('/publications');
    const read = await screen.findByRole('link', {
      name: 'Read The Courage Issue (PDF, opens in a new tab)',
    });
    expect(read).toHaveAttribute('href', '/api/v1/issues/12/pdf');
    expect(read).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Download The Courage Issue' })).toHaveAttribute(
      'href',
      '/api/v1/issues/12/pdf?download=1',
    );
    unmount();
    renderRoute('/resources');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Download Goal Setting Worksheet' }),
    );
    await waitFor(() => expect(saved).toHaveBeenCalledWith('hercircle-goal-setting-worksheet.pdf'));
    expect(asked).toEqual([{ path: 'goal-setting-worksheet', auth: 'Bearer tok-dl' }]);
    vi.restoreAllMocks();
  });

  it('a visitor is asked for an account first, and comes back to the page', async () => {
    server.use(
      trpcHandler({
        'content.issues': () => ({ data: { issues: [COURAGE, REST], total: 2 } }),
        'content.resources': () => ({ data: RESOURCES }),
      }),
    );
    const { unmount } = renderRoute('/publications');
    // Members only: the spec's Download, which takes her to sign in and back.
    const download = await screen.findByRole('link', {
      name: 'Download The Courage Issue (sign in first: members only)',
    });
    expect(download).toHaveTextContent('Download');
    expect(download).toHaveAttribute('href', '/sign-in?redirect=%2Fpublications');
    // A free issue opens for her at once.
    expect(
      screen.getByRole('link', { name: 'Read Rest (PDF, opens in a new tab)' }),
    ).toHaveAttribute('href', '/api/v1/issues/9/pdf');
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
