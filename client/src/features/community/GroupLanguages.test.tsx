import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import type { Language } from '@hercircle/shared/languages';
import type { Group, GroupPost, GroupReply } from '@hercircle/shared';
import { renderWithProviders } from '../../test/render.tsx';
import { failUnhandledRequest, trpcHandler } from '../../test/trpc-msw.ts';
import { signOut } from '../../test/session.ts';
import { Discussion } from './Discussion.tsx';
import { ines, mei, postBy, preferences, readers, replyBy, signIn } from './discussion.fixtures.ts';

const server = setupServer();
let posts: GroupPost[] = [];
let replies: Record<number, GroupReply[]> = {};

function renderDiscussion(group: Group, language: Language) {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <Discussion group={group} /> }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  return renderWithProviders(<RouterProvider router={router} />, { language });
}

/** `count` replies by Mei to post `postId`. */
const repliesTo = (postId: number, count: number) =>
  Array.from({ length: count }, (_, i) =>
    replyBy(100 * postId + i, postId, mei, `Reply ${i}.`, mei, {
      created_at: '2026-11-20T10:00:00.000Z',
    }),
  );

beforeAll(() => server.listen({ onUnhandledRequest: failUnhandledRequest }));
beforeEach(() => {
  signIn(mei);
  replies = { 1: repliesTo(1, 2), 2: repliesTo(2, 11) };
  posts = [
    postBy(2, ines, 'Chapter two tonight?', mei, { reply_count: 11 }),
    postBy(1, ines, 'وصلتُ إلى الفصل الثالث.', mei, { reply_count: 2 }),
  ];
  server.use(
    trpcHandler({
      'users.preferences': () => preferences,
      'community.posts': () => ({ data: { posts, total: posts.length } }),
      'community.replies': (input) => {
        const { id, limit, offset } = input as { id: number; limit: number; offset: number };
        const all = replies[id] ?? [];
        return { data: { replies: all.slice(offset, offset + limit), total: all.length } };
      },
    }),
  );
});
afterEach(() => {
  server.resetHandlers();
  signOut();
});
afterAll(() => server.close());

describe('the group’s discussion in her language', () => {
  it('speaks Arabic, with Arabic’s plural forms, and lets each post run its own way', async () => {
    renderDiscussion(readers, 'ar');
    expect(await screen.findByRole('heading', { name: 'النقاش' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'المنشورات' });
    const many = within(list)
      .getAllByRole('listitem')
      .find((li) => li.id === 'post-2')!;
    const two = within(list)
      .getAllByRole('listitem')
      .find((li) => li.id === 'post-1')!;
    // Two replies: the dual; eleven: the "many" form.
    expect(within(two).getByRole('button', { name: 'ردّان' })).toBeInTheDocument();
    expect(within(many).getByRole('button', { name: '11 ردًّا' })).toBeInTheDocument();
    expect(
      within(two).getByRole('button', { name: 'الردّ على منشور Ines Duarte' }),
    ).toHaveTextContent('الردّ');
    expect(within(two).getByRole('button', { name: 'إجراءات منشور Ines Duarte' })).toBeVisible();
    // No hearts yet: the zero form.
    expect(within(two).getByRole('button', { name: 'قلب، لا تفاعلات' })).toBeInTheDocument();
    // Three of the eleven replies show; eight more wait ("few" form: 3 to 10).
    expect(await within(many).findByRole('button', { name: 'عرض 8 ردود أخرى' })).toBeVisible();
    expect(
      await within(two).findByRole('list', { name: 'الردود على منشور Ines Duarte' }),
    ).toBeInTheDocument();
    // Her words as she wrote them: the body takes its direction from its own text.
    expect(within(two).getByText('وصلتُ إلى الفصل الثالث.').closest('[dir="auto"]')).not.toBeNull();
    expect(within(many).getByText('Chapter two tonight?').closest('[dir="auto"]')).not.toBeNull();
  });

  it('speaks Spanish: one reply in the singular, the composer addressing her', async () => {
    replies = { 1: repliesTo(1, 1) };
    posts = [postBy(1, ines, 'Chapter two tonight?', mei, { reply_count: 1 })];
    renderDiscussion(readers, 'es');
    expect(await screen.findByRole('heading', { name: 'Conversación' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '1 respuesta' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Responder a la publicación de Ines Duarte' }),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Escribe una publicación' })).toHaveAttribute(
      'placeholder',
      'Comparte algo con Night Readers',
    );
    expect(screen.getByRole('button', { name: 'Publicar' })).toBeInTheDocument();
  });
});
