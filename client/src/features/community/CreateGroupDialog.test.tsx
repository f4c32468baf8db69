import { useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { Button } from '@mantine/core';
import { renderWithProviders } from '../../test/render.tsx';
import { failUnhandledRequest, trpcHandler } from '../../test/trpc-msw.ts';
import { CreateGroupDialog } from './CreateGroupDialog.tsx';

const server = setupServer();
let created: unknown[] = [];
beforeAll(() => server.listen({ onUnhandledRequest: failUnhandledRequest }));
afterEach(() => {
  server.resetHandlers();
  created = [];
});
afterAll(() => server.close());

function Harness() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button onClick={() => setOpened(true)}>Create Group</Button>
      <CreateGroupDialog opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}

async function open() {
  await userEvent.click(screen.getByRole('button', { name: 'Create Group' }));
  return screen.findByRole('dialog', { name: 'Create a group' });
}

describe('Create Group dialog', () => {
  it('starts at General, public, 100 members; Create waits for a name and a description', async () => {
    renderWithProviders(<Harness />);
    const dialog = await open();
    const create = within(dialog).getByRole('button', { name: 'Create' });
    expect(within(dialog).getByRole('combobox', { name: 'Category' })).toHaveValue('General');
    expect(within(dialog).getByRole('textbox', { name: 'Max members' })).toHaveValue('100');
    expect(within(dialog).getByRole('radio', { name: 'Public: anyone can join' })).toBeChecked();
    expect(create).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Group name' }), 'Night Owls');
    expect(create).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Description' }), '   ');
    expect(create).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Late');
    expect(create).toBeEnabled();
  });

  it('refuses max members outside 1..1000 without calling the server', async () => {
    server.use(
      trpcHandler({
        'community.create': (input) => {
          created.push(input);
          return { data: { group: { id: 1, name: 'Big' } } };
        },
      }),
    );
    renderWithProviders(<Harness />);
    const dialog = await open();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Group name' }), 'Big');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Huge');
    const max = within(dialog).getByRole('textbox', { name: 'Max members' });
    await userEvent.clear(max);
    await userEvent.type(max, '1001');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(
      await within(dialog).findByText('Max members must be between 1 and 1000'),
    ).toBeInTheDocument();
    expect(created).toEqual([]);
  });

  it('creates, closes, and opens again reset to the defaults', async () => {
    server.use(
      trpcHandler({
        'community.create': (input) => {
          created.push(input);
          const { name } = input as { name: string };
          return { data: { group: { id: 9, name } } };
        },
      }),
    );
    renderWithProviders(<Harness />);
    let dialog = await open();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Group name' }), 'Night Owls');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Late talk');
    await userEvent.click(
      within(dialog).getByRole('radio', { name: 'Private: you approve members' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Night Owls is ready. You are its admin.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(created).toEqual([
      {
        name: 'Night Owls',
        description: 'Late talk',
        category: 'General',
        is_private: true,
        max_members: 100,
      },
    ]);

    dialog = await open();
    expect(within(dialog).getByRole('textbox', { name: 'Group name' })).toHaveValue('');
    expect(within(dialog).getByRole('radio', { name: 'Public: anyone can join' })).toBeChecked();
  });

  it("shows the server's message under the form and stays open", async () => {
    server.use(
      trpcHandler({
        'community.create': () => ({
          error: {
            message: 'You can create 5 groups a day',
            code: 'TOO_MANY_REQUESTS',
            httpStatus: 429,
          },
        }),
      }),
    );
    renderWithProviders(<Harness />);
    const dialog = await open();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Group name' }), 'Again');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'More');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You can create 5 groups a day',
    );
    expect(screen.getByRole('dialog', { name: 'Create a group' })).toBeInTheDocument();
  });

  it('opens without the last refusal after Cancel, as after closing it', async () => {
    server.use(
      trpcHandler({
        'community.create': () => ({
          error: {
            message: 'Something went wrong',
            code: 'INTERNAL_SERVER_ERROR',
            httpStatus: 500,
          },
        }),
      }),
    );
    renderWithProviders(<Harness />);
    let dialog = await open();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Group name' }), 'Again');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'More');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Something went wrong');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    dialog = await open();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });
});
