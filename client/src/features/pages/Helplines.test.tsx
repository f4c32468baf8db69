import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { renderRoute } from '../../test/render.tsx';
import { failUnhandledRequest, trpcHandler } from '../../test/trpc-msw.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: failUnhandledRequest }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const line = (id: number, title: string, country: string, phone: string | null, url: string) => ({
  id,
  type: 'helpline',
  title,
  description: 'Any time.',
  url,
  phone,
  country,
  topic: 'mental-health',
});

describe('the Mental Health topic page', () => {
  it('shows the helplines themselves, hers first, each number a link to call', async () => {
    const asked: unknown[] = [];
    server.use(
      trpcHandler({
        'content.stories': () => ({ data: { stories: [], total: 0 } }),
        'content.resources': (input) => {
          asked.push(input);
          return {
            data: {
              resources: [
                line(
                  1,
                  'Samaritans Ireland',
                  'IE',
                  '116 123',
                  'https://www.samaritans.org/ireland/',
                ),
                line(2, 'Find a Helpline', 'International', null, 'https://findahelpline.com'),
              ],
              total: 2,
              country: 'IE',
              country_from: 'profile',
            },
          };
        },
      }),
    );
    renderRoute('/health-lifestyle/mental-health');
    const section = await screen.findByRole('region', { name: 'Talk to someone now' });
    expect(await within(section).findByText('Ireland first')).toBeInTheDocument();
    const items = within(section).getAllByRole('listitem');
    expect(items.map((i) => within(i).getAllByRole('link')[0]?.textContent)).toEqual([
      'Samaritans Ireland (opens in a new tab)',
      'Find a Helpline (opens in a new tab)',
    ]);
    expect(within(section).getByRole('link', { name: '116 123' })).toHaveAttribute(
      'href',
      'tel:116123',
    );
    expect(asked).toEqual([{ topic: 'mental-health', type: 'helpline' }]);
  });
});
