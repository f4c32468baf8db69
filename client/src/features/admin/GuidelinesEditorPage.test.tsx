import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { renderRoute } from '../../test/render.tsx';
import { failUnhandledRequest, trpcHandler } from '../../test/trpc-msw.ts';
import { signInAs, signOut } from '../../test/session.ts';

const admin = {
  id: 1,
  email: 'admin@example.com',
  first_name: 'Ada',
  last_name: 'Admin',
  role: 'admin',
  status: 'active',
  profile_picture: null,
};

const server = setupServer();
let saved: unknown[];

beforeAll(() => server.listen({ onUnhandledRequest: failUnhandledRequest }));
beforeEach(() => {
  saved = [];
  signInAs(admin, 'admin-token');
  server.use(
    trpcHandler({
      'admin.fairProcess.updateGuidelines': (input) => {
        saved.push(input);
        const { rules } = input as { rules: { title: string; text: string }[] };
        return { data: { rules: rules.map((r, i) => ({ number: i + 1, ...r })) } };
      },
    }),
  );
});
afterEach(() => {
  server.resetHandlers();
  signOut();
});
afterAll(() => server.close());

describe('the guidelines editor', () => {
  it('reorders, adds and removes rules, checks them, and saves them in order', async () => {
    const user = userEvent.setup();
    renderRoute('/admin/guidelines');
    const title2 = await screen.findByRole(
      'textbox',
      { name: /Title of rule 2/ },
      { timeout: 5000 },
    );
    expect(title2).toHaveValue('No spam');

    const up = screen.getByRole('button', { name: 'Move rule 2 up' });
    await user.click(up);
    expect(screen.getByRole('textbox', { name: /Title of rule 1/ })).toHaveValue('No spam');
    // The moved rule's button keeps the focus.
    expect(screen.getByRole('button', { name: 'Move rule 1 up' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Add a rule' }));
    const title3 = screen.getByRole('textbox', { name: /Title of rule 3/ });
    expect(title3).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Give the rule a title')).toBeInTheDocument();
    expect(saved).toEqual([]);

    await user.type(title3, 'Keep it private');
    await user.type(
      screen.getByRole('textbox', { name: /What rule 3 asks/ }),
      'What is shared in a group stays there.',
    );
    await user.click(screen.getByRole('button', { name: 'Remove rule 2' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(saved).toEqual([
        {
          rules: [
            { title: 'No spam', text: 'No advertising, no repeated posts.' },
            { title: 'Keep it private', text: 'What is shared in a group stays there.' },
          ],
        },
      ]),
    );
    expect(await screen.findByText('Guidelines saved.')).toBeInTheDocument();
  });
});
