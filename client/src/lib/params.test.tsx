import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { renderRoute } from '../test/render.tsx';
import { failUnhandledRequest, trpcHandler } from '../test/trpc-msw.ts';
import { signInAs, signOut } from '../test/session.ts';

const admin = {
  id: 1,
  email: 'admin@example.com',
  first_name: 'Ada',
  last_name: 'Admin',
  role: 'admin',
  status: 'active',
  profile_picture: null,
};
const notFound = () => ({
  error: { message: 'Not found', code: 'NOT_FOUND', httpStatus: 404 },
});

const server = setupServer();
let asked: { name: string; input: unknown }[] = [];
const record = (name: string) => (input: unknown) => {
  asked.push({ name, input });
  return notFound();
};

beforeAll(() => server.listen({ onUnhandledRequest: failUnhandledRequest }));
beforeEach(() => {
  asked = [];
  signInAs(admin, 'admin-token');
  server.use(
    trpcHandler({
      'community.get': record('community.get'),
      'content.story': record('content.story'),
      'admin.users.get': record('admin.users.get'),
      // Her moderation record, asked beside her account on the same page.
      'admin.fairProcess.memberRecord': notFound,
      'admin.stories.get': record('admin.stories.get'),
      'chat.conversations': () => ({ data: { conversations: [] } }),
    }),
  );
});
afterEach(() => {
  server.resetHandlers();
  signOut();
});
afterAll(() => server.close());

const notFoundHeading = () => screen.findByRole('heading', { name: /Oops! Page not found/ });

describe('ids in the URL', () => {
  it.each([
    '/community/group/abc',
    '/community/group/0',
    '/community/group/-3',
    '/community/group/2147483648',
    '/stories/1e3',
    '/admin/users/12abc',
    '/admin/stories/99999999999',
  ])('%s is the not-found page, and nothing is asked of the server', async (path) => {
    renderRoute(path);
    expect(await notFoundHeading()).toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it.each([
    ['/community/group/2147483647', 'community.get', 2147483647],
    ['/stories/07', 'content.story', 7],
    ['/admin/users/12', 'admin.users.get', 12],
    ['/admin/stories/3', 'admin.stories.get', 3],
  ])('%s asks %s for id %i', async (path, name, id) => {
    renderRoute(path);
    await waitFor(() => expect(asked).toContainEqual({ name, input: { id } }));
  });
});
