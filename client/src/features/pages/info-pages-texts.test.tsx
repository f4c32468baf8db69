import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { renderWithProviders } from '../../test/render.tsx';
import { failUnhandledRequest, trpcHandler } from '../../test/trpc-msw.ts';
import { ShopPage } from './ShopPage.tsx';
import { ResourceItem } from './ResourceItem.tsx';
import { Helplines } from './Helplines.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: failUnhandledRequest }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const helpline = {
  id: 1,
  type: 'helpline' as const,
  title: 'Samaritans Ireland',
  description: 'Any time.',
  url: 'https://www.samaritans.org/ireland/',
  phone: '116 123',
  country: 'IE',
  topic: 'mental-health' as const,
};

describe('the information pages in her language', () => {
  it('the shop speaks Spanish, with prices and pages as Spanish writes them', () => {
    server.use(trpcHandler({}));
    renderWithProviders(<ShopPage />, { language: 'es' });
    expect(screen.getByRole('heading', { name: 'Tienda de la comunidad' })).toBeVisible();
    const journal = screen
      .getByRole('heading', { name: 'El diario del Círculo' })
      .closest('article') as HTMLElement;
    expect(within(journal).getByText('24,99 US$')).toBeInTheDocument();
    expect(within(journal).getByText('4,9 · Tapa dura · 208 páginas')).toBeInTheDocument();
    expect(
      within(journal).getByRole('button', { name: 'Comprar: El diario del Círculo' }),
    ).toBeInTheDocument();
  });

  it('a resource keeps the admins’ words, in Arabic names its country and dials left to right', () => {
    renderWithProviders(
      <ul>
        <ResourceItem resource={helpline} />
        <ResourceItem resource={{ ...helpline, id: 2, country: 'International', phone: null }} />
      </ul>,
      { language: 'ar' },
    );
    const [first, second] = screen.getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(first).getByText('أيرلندا')).toBeInTheDocument();
    expect(within(second).getByText('دولي')).toBeInTheDocument();
    expect(within(first).getByText('Any time.')).toHaveAttribute('dir', 'auto');
    expect(within(first).getAllByRole('link')[0]).toHaveTextContent(
      'Samaritans Ireland (يُفتح في علامة تبويب جديدة)',
    );
    const call = within(first).getByRole('link', { name: '116 123' });
    expect(call).toHaveAttribute('dir', 'ltr');
    expect(call.parentElement).toHaveTextContent('اتصلي على 116 123');
  });

  it('the helplines beside Mental Health speak Arabic, her country first', async () => {
    server.use(
      trpcHandler({
        'content.resources': () => ({
          data: { resources: [helpline], total: 1, country: 'IE', country_from: 'profile' },
        }),
      }),
    );
    renderWithProviders(<Helplines />, { language: 'ar' });
    const section = screen.getByRole('region', { name: 'تحدّثي إلى أحد الآن' });
    expect(await within(section).findByText('خطوط أيرلندا أولًا')).toBeInTheDocument();
    expect(
      within(section).getByText('إن كنتِ في خطر داهم، فاتصلي برقم الطوارئ المحلي.'),
    ).toBeInTheDocument();
  });
});
