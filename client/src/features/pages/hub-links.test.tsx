import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { renderRoute } from '../../test/render.tsx';
import { trpcHandler } from '../../test/trpc-msw.ts';
import { RESOURCE_CATEGORIES } from '../../content/pages.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
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
});
