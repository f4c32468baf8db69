import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { renderRoute } from '../../test/render.tsx';
import { failUnhandledRequest, trpcHandler } from '../../test/trpc-msw.ts';
import { NEWS } from '../../content/pages.ts';
import { issueFixture } from './issue-fixtures.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: failUnhandledRequest }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const titles = () =>
  screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent);

const ISSUES = [
  issueFixture({ id: 3, title: 'Rest', category: 'Wellness', access: 'free' }),
  issueFixture({ id: 2, title: 'The Money Issue', category: 'Finance', access: 'members' }),
  issueFixture({ id: 1, title: 'Quiet Hours', category: 'Wellness', access: 'members' }),
];

describe('the category chips of a listing page', () => {
  it.each([
    ['/top-stories', 'Categories', NEWS, 'Technology'],
    ['/publications', 'Issue categories', ISSUES, 'Wellness'],
  ] as const)(
    '%s shows only the chosen category, and All again',
    async (path, label, items, pick) => {
      server.use(
        trpcHandler({
          'content.stories': () => ({ data: { stories: [], total: 0 } }),
          'content.issues': () => ({ data: { issues: ISSUES, total: ISSUES.length } }),
        }),
      );
      renderRoute(path);
      const chips = await screen.findByRole('radiogroup', { name: label });
      await screen.findAllByRole('article');
      expect(within(chips).getByRole('radio', { name: 'All' })).toBeChecked();
      expect(titles()).toEqual(items.map((i) => i.title));

      await userEvent.click(within(chips).getByRole('radio', { name: pick }));
      expect(within(chips).getByRole('radio', { name: pick })).toBeChecked();
      const picked = items.filter((i) => i.category === pick).map((i) => i.title);
      expect(picked.length).toBeGreaterThan(0);
      expect(picked.length).toBeLessThan(items.length);
      expect(titles()).toEqual(picked);

      await userEvent.click(within(chips).getByRole('radio', { name: 'All' }));
      expect(titles()).toEqual(items.map((i) => i.title));
    },
  );
  it('on /publications the Premium chip shows the members-only issues', async () => {
    server.use(
      trpcHandler({ 'content.issues': () => ({ data: { issues: ISSUES, total: ISSUES.length } }) }),
    );
    renderRoute('/publications');
    const chips = await screen.findByRole('radiogroup', { name: 'Issue categories' });
    await userEvent.click(within(chips).getByRole('radio', { name: 'Premium' }));
    expect(titles()).toEqual(['The Money Issue', 'Quiet Hours']);
  });
});
