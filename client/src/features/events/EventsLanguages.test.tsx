import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import type { Language } from '@hercircle/shared/languages';
import { renderWithProviders } from '../../test/render.tsx';
import { failUnhandledRequest, trpcHandler } from '../../test/trpc-msw.ts';
import { EventsPage } from './EventsPage.tsx';

const event = {
  id: 1,
  title: 'Money Moves Live',
  description: 'An evening together.',
  category: 'Finance',
  starts_at: '2030-01-21T18:00:00.000Z',
  ends_at: '2030-01-21T20:00:00.000Z',
  timezone: 'Europe/London',
  area: 'Online',
  is_online: true,
  location: null,
  online_url: null,
  capacity: 20,
  going_count: 2,
  interested_count: 0,
  waitlist_count: 0,
  featured: false,
  price_label: null,
  speakers: ['Mei Tanaka', 'Rosa Medina', 'Leila Haddad'],
  group: null,
  organiser: null,
  cancelled_at: null,
  my_rsvp: null,
  can_manage: false,
};

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: failUnhandledRequest }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderEvents(language: Language) {
  server.use(trpcHandler({ 'events.list': () => ({ data: { events: [event], total: 1 } }) }));
  const router = createRouter({
    routeTree: createRootRoute({
      component: () => <EventsPage search={{}} path="/events" />,
    }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  return renderWithProviders(<RouterProvider router={router} />, { language });
}

describe('/events in her language', () => {
  it('speaks Spanish, the spec’s chips and buttons too', async () => {
    renderEvents('es');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Eventos de la comunidad' }),
    ).toBeVisible();
    const card = (
      await screen.findByRole('heading', { level: 2, name: 'Money Moves Live' })
    ).closest('article') as HTMLElement;
    expect(within(card).getByText('2 de 20 plazas ocupadas')).toBeVisible();
    expect(within(card).getByText('Ponentes: Mei Tanaka, Rosa Medina, …')).toBeVisible();
    expect(
      within(card).getByRole('link', { name: 'Inscríbete gratis: Money Moves Live' }),
    ).toBeVisible();
    expect(within(card).getByText('Finanzas')).toBeVisible();
    const chips = within(screen.getByRole('group', { name: 'Categoría' }));
    expect(chips.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Todos',
      'Liderazgo',
      'Finanzas',
      'Bienestar',
      'Contactos',
      'Apoyo',
      'Emprendimiento',
    ]);
    const show = within(screen.getByRole('group', { name: 'Mostrar eventos' }));
    expect(show.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'En línea',
      'Presenciales',
      'Esta semana',
    ]);
  });

  it('speaks Arabic, with its own comma between speakers', async () => {
    renderEvents('ar');
    expect(await screen.findByRole('heading', { level: 1, name: 'فعاليات المجتمع' })).toBeVisible();
    const card = (
      await screen.findByRole('heading', { level: 2, name: 'Money Moves Live' })
    ).closest('article') as HTMLElement;
    expect(within(card).getByText('المتحدّثات: Mei Tanaka، Rosa Medina، …')).toBeVisible();
    expect(within(card).getByRole('heading', { level: 2 }).querySelector('[dir="auto"]')).not.toBe(
      null,
    );
  });
});
