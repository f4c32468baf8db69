import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import type { Group, GroupPost } from '@hercircle/shared';
import { renderWithProviders } from '../../test/render.tsx';
import { failUnhandledRequest, trpcHandler } from '../../test/trpc-msw.ts';
import { Discussion } from './Discussion.tsx';
import {
  anonymously,
  ines,
  mei,
  postBy,
  preferences,
  readers,
  signIn,
} from './discussion.fixtures.ts';
import { signOut } from '../../test/session.ts';

const server = setupServer();
let posts: GroupPost[] = [];
let calls: { name: string; input: unknown }[] = [];
let failNextPost = false;

/** The discussion inside a router: authors' names link to their pages. */
function renderDiscussion(group: Group) {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <Discussion group={group} /> }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  return renderWithProviders(<RouterProvider router={router} />);
}

beforeAll(() => server.listen({ onUnhandledRequest: failUnhandledRequest }));
beforeEach(() => {
  localStorage.clear();
  posts = [
    postBy(2, mei, 'Finished the Ferrante.', mei),
    postBy(1, ines, 'Welcome, everyone.', mei),
  ];
  calls = [];
  failNextPost = false;
  server.use(
    trpcHandler({
      'users.preferences': () => preferences,
      'community.posts': (input) => {
        calls.push({ name: 'posts', input });
        return { data: { posts, total: posts.length } };
      },
      'community.post': (input) => {
        calls.push({ name: 'post', input });
        if (failNextPost) {
          failNextPost = false;
          return {
            error: {
              message: 'Service unavailable',
              code: 'INTERNAL_SERVER_ERROR',
              httpStatus: 503,
            },
          };
        }
        const { content } = input as { content: string };
        // A new id for each post, as the server gives.
        const id = Math.max(0, ...posts.map((p) => p.id)) + 1;
        posts = [postBy(id, mei, content, mei), ...posts];
        return { data: { post: posts[0] } };
      },
      'community.updatePost': (input) => {
        calls.push({ name: 'updatePost', input });
        const { id, content } = input as { id: number; content: string };
        posts = posts.map((p) =>
          p.id === id ? { ...p, content, edited_at: '2026-11-21T09:00:00.000Z' } : p,
        );
        return { data: { post: posts.find((p) => p.id === id) } };
      },
      'community.deletePost': (input) => {
        calls.push({ name: 'deletePost', input });
        posts = posts.filter((p) => p.id !== (input as { id: number }).id);
        return { data: { success: true } };
      },
      'community.unhidePost': (input) => {
        calls.push({ name: 'unhidePost', input });
        posts = posts.map((p) =>
          p.id === (input as { id: number }).id ? { ...p, hidden: false } : p,
        );
        return { data: { post: posts[0] } };
      },
    }),
  );
});
afterEach(() => {
  server.resetHandlers();
  signOut();
});
afterAll(() => server.close());
// Mantine's dropdowns open through a transition that happy-dom leaves styled hidden (as the option
// lists of the other tests): the menu items are found with hidden: true.
const item = (name: string) => screen.queryByRole('menuitem', { name, hidden: true });

describe('post menu in the discussion', () => {
  it('an author edits her own post from its menu; the post shows "edited"; others’ posts only offer Report', async () => {
    signIn(mei);
    renderDiscussion(readers);
    expect(await screen.findByText('Finished the Ferrante.')).toBeInTheDocument();
    expect(screen.queryByText('· edited')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Ines Duarte’s post' }));
    expect(
      await screen.findByRole('menuitem', { name: 'Report', hidden: true }),
    ).toBeInTheDocument();
    expect(item('Edit')).toBeNull();
    expect(item('Delete')).toBeNull();
    await userEvent.keyboard('{Escape}');

    const own = screen.getByRole('button', { name: 'Actions for your post' });
    await userEvent.click(own);
    const menu = within(document.getElementById(own.getAttribute('aria-controls')!)!);
    expect(await menu.findByRole('menuitem', { name: 'Edit', hidden: true })).toBeInTheDocument();
    expect(menu.getByRole('menuitem', { name: 'Delete', hidden: true })).toBeInTheDocument();
    expect(menu.queryByRole('menuitem', { name: 'Report', hidden: true })).toBeNull();
    await userEvent.click(menu.getByRole('menuitem', { name: 'Edit', hidden: true }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit post' });
    const field = within(dialog).getByRole('textbox', { name: 'Your post' });
    expect(field).toHaveValue('Finished the Ferrante.');
    await userEvent.clear(field);
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.type(field, '  Finished the Ferrante at last.  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Finished the Ferrante at last.')).toBeInTheDocument();
    expect(screen.getByText('· edited')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit post' })).toBeNull());
    expect(calls.find((c) => c.name === 'updatePost')?.input).toEqual({
      id: 2,
      content: 'Finished the Ferrante at last.',
    });
  });

  it('a group admin deletes another member’s post after confirming, from the keyboard, citing a rule and a reason; she cannot edit it', async () => {
    signIn(ines);
    posts = posts.map((p) => ({ ...p, mine: p.user_id === ines.id }));
    renderDiscussion({ ...readers, my_role: 'admin' });
    const actions = await screen.findByRole('button', { name: 'Actions for Mei Tanaka’s post' });
    actions.focus();
    await userEvent.keyboard('{Enter}');
    expect(
      await screen.findByRole('menuitem', { name: 'Delete', hidden: true }),
    ).toBeInTheDocument();
    expect(item('Edit')).toBeNull();
    await userEvent.click(item('Delete')!);

    const confirm = await screen.findByRole('dialog', { name: 'Delete Mei Tanaka’s post?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.name === 'deletePost')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Actions for Mei Tanaka’s post' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete', hidden: true }));
    const again = await screen.findByRole('dialog', { name: 'Delete Mei Tanaka’s post?' });
    await userEvent.click(within(again).getByRole('combobox', { name: 'Rule' }));
    await userEvent.click(await screen.findByRole('option', { name: '1. Be kind', hidden: true }));
    await userEvent.type(
      within(again).getByRole('textbox', { name: /Reason she is shown/ }),
      'A personal attack',
    );
    await userEvent.click(within(again).getByRole('button', { name: 'Delete post' }));
    await waitFor(() => expect(screen.queryByText('Finished the Ferrante.')).toBeNull());
    expect(screen.getByText('Welcome, everyone.')).toBeInTheDocument();
    expect(calls.find((c) => c.name === 'deletePost')?.input).toEqual({
      id: 2,
      rule: 1,
      reason: 'A personal attack',
    });
  });

  it('a plain member can only report posts that are not hers; Report opens the report dialog', async () => {
    signIn({ ...mei, id: 99, first_name: 'Ana' });
    posts = posts.map((p) => ({ ...p, mine: false }));
    renderDiscussion(readers);
    expect(await screen.findByText('Welcome, everyone.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Ines Duarte’s post' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Report', hidden: true }));
    expect(item('Edit')).toBeNull();
    expect(item('Delete')).toBeNull();
    expect(item('Hide')).toBeNull();
    expect(
      await screen.findByRole('dialog', { name: 'Report Ines Duarte’s post' }),
    ).toBeInTheDocument();
  });

  it('a visitor gets no menu at all', async () => {
    posts = posts.map((p) => ({ ...p, mine: false }));
    renderDiscussion({ ...readers, is_member: false, my_role: null });
    expect(await screen.findByText('Welcome, everyone.')).toBeInTheDocument();
    expect(screen.queryAllByRole('button', { name: /^Actions for/ })).toHaveLength(0);
  });
});

describe('anonymous, hidden and noted posts', () => {
  it('an anonymous post shows "Anonymous member" with no link; its author still edits it', async () => {
    signIn(mei);
    posts = [postBy(5, mei, 'I left him in March.', mei, anonymously)];
    renderDiscussion(readers);
    const post = (await screen.findByText('I left him in March.')).closest('li')!;
    expect(within(post).getByText('Anonymous member')).toBeInTheDocument();
    expect(within(post).queryByRole('link')).toBeNull();
    expect(within(post).queryByText(/Mei/)).toBeNull();
    await userEvent.click(within(post).getByRole('button', { name: 'Actions for your post' }));
    expect(await screen.findByRole('menuitem', { name: 'Edit', hidden: true })).toBeInTheDocument();
  });

  it('others see an anonymous post without a name, and report it as "Anonymous member’s post"', async () => {
    signIn(ines);
    posts = [postBy(5, mei, 'I left him in March.', ines, anonymously)];
    renderDiscussion(readers);
    await screen.findByText('I left him in March.');
    expect(screen.getByText('Anonymous member')).toBeInTheDocument();
    expect(screen.queryByText(/Mei Tanaka/)).toBeNull();
    expect(
      screen.getByRole('button', { name: 'Actions for Anonymous member’s post' }),
    ).toBeInTheDocument();
  });

  it('a hidden post is marked; a group admin unhides it, which reads this group’s posts again', async () => {
    signIn(ines);
    posts = [postBy(2, mei, 'Finished the Ferrante.', ines, { hidden: true })];
    renderDiscussion({ ...readers, my_role: 'admin' });
    expect(await screen.findByText('Hidden by moderators')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Mei Tanaka’s post' }));
    expect(item('Hide')).toBeNull();
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Unhide', hidden: true }));
    await waitFor(() => expect(screen.queryByText('Hidden by moderators')).toBeNull());
    expect(calls.find((c) => c.name === 'unhidePost')?.input).toEqual({ id: 2 });
    expect(
      calls
        .filter((c) => c.name === 'posts')
        .every((c) => (c.input as { id: number }).id === readers.id),
    ).toBe(true);
  });

  it('a post with a content note shows collapsed; Show reveals it', async () => {
    signIn(ines);
    posts = [
      postBy(6, mei, 'Twelve weeks, and then nothing.', ines, { content_note: 'pregnancy_loss' }),
    ];
    renderDiscussion(readers);
    const toggle = await screen.findByRole('button', {
      name: 'Content note: Pregnancy loss · Show',
    });
    expect(screen.queryByText('Twelve weeks, and then nothing.')).toBeNull();
    await userEvent.click(toggle);
    expect(screen.getByText('Twelve weeks, and then nothing.')).toBeInTheDocument();
  });
});

describe('the composer', () => {
  it('sends the content note, "anonymously" where the group allows it, and one idempotency key per draft', async () => {
    signIn(mei);
    renderDiscussion({ ...readers, allow_anonymous: true });
    await screen.findByText('Finished the Ferrante.');
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Write a post' }),
      'It happened again.',
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Content note' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Abuse', hidden: true }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Post anonymously/ }));

    // The first try fails: the retry of the same draft carries the same key.
    failNextPost = true;
    await userEvent.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Service unavailable');
    await userEvent.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('It happened again.', { selector: 'p' })).toBeInTheDocument();
    const [first, retry] = calls
      .filter((c) => c.name === 'post')
      .map((c) => c.input as Record<string, unknown>);
    expect(retry).toEqual({
      id: readers.id,
      content: 'It happened again.',
      content_note: 'abuse',
      anonymous: true,
      idempotency_key: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect(first).toEqual(retry);

    // After success the form is empty again, and the next draft has a new key.
    expect(screen.getByRole('textbox', { name: 'Write a post' })).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: /Post anonymously/ })).not.toBeChecked();
    await userEvent.type(screen.getByRole('textbox', { name: 'Write a post' }), 'Another one.');
    await userEvent.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(calls.filter((c) => c.name === 'post')).toHaveLength(3));
    const next = calls.filter((c) => c.name === 'post')[2]!.input as Record<string, unknown>;
    expect(next).toEqual({
      id: readers.id,
      content: 'Another one.',
      idempotency_key: expect.any(String),
    });
    expect(next.idempotency_key).not.toBe(retry!.idempotency_key);
  });

  it('offers no "Post anonymously" where the group does not allow it', async () => {
    signIn(mei);
    renderDiscussion(readers);
    await screen.findByText('Finished the Ferrante.');
    expect(screen.getByRole('combobox', { name: 'Content note' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /anonymously/ })).toBeNull();
  });
});

describe('a link to one post', () => {
  it('scrolls to #post-{id} once the posts have loaded (search and notifications link there)', async () => {
    const scrolled: string[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.id);
    };
    window.location.hash = '#post-1';
    try {
      signIn(mei);
      renderDiscussion(readers);
      await screen.findByText('Welcome, everyone.');
      await waitFor(() => expect(scrolled).toEqual(['post-1']));
    } finally {
      Element.prototype.scrollIntoView = original;
      window.location.hash = '';
    }
  });
});
