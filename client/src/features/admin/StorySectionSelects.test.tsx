import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import type { AdminStory } from '@hercircle/shared';
import { renderWithProviders } from '../../test/render.tsx';
import { failUnhandledRequest, trpcHandler } from '../../test/trpc-msw.ts';
import { StoryFormModal } from './StoryFormModal.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: failUnhandledRequest }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const story: AdminStory = {
  id: 12,
  title: 'Tired all the time? Check your iron',
  content: 'One in four women is low in iron.',
  author: null,
  author_name: 'Sofia Marquez',
  status: 'published',
  isMemberSubmission: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  publishedAt: '2026-11-20T10:00:00.000Z',
  content_note: null,
  section: 'health-lifestyle',
  category: 'nutrition',
};

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
}

describe('the story form: Section and Category', () => {
  it('category options follow the section; a new article is saved with both', async () => {
    const sent: unknown[] = [];
    server.use(
      trpcHandler({
        'admin.stories.create': (input) => {
          sent.push(input);
          return { data: { story } };
        },
      }),
    );
    renderWithProviders(<StoryFormModal story="new" onClose={() => {}} />);
    await userEvent.type(await screen.findByRole('textbox', { name: /Title/ }), 'Iron');
    await userEvent.type(screen.getByRole('textbox', { name: /^Story/ }), 'Low iron is common.');
    // A community story has no category.
    expect(screen.getByRole('combobox', { name: 'Category' })).toBeDisabled();

    await choose('Section', 'Career & Finance');
    await choose('Category', 'Investment');
    // Another section: its own topics, and the career one is gone.
    await choose('Section', 'Health & Lifestyle');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('');
    await userEvent.click(screen.getByRole('combobox', { name: 'Category' }));
    expect(screen.queryByRole('option', { name: 'Investment', hidden: true })).toBeNull();
    await userEvent.click(await screen.findByRole('option', { name: 'Nutrition', hidden: true }));

    await userEvent.click(screen.getByRole('button', { name: 'Create story' }));
    await expect.poll(() => sent.length).toBe(1);
    expect(sent[0]).toMatchObject({ section: 'health-lifestyle', category: 'nutrition' });
  });

  it('an edit starts from the stored section; Community story sends no section', async () => {
    const sent: unknown[] = [];
    server.use(
      trpcHandler({
        'admin.stories.update': (input) => {
          sent.push(input);
          return { data: { story } };
        },
      }),
    );
    renderWithProviders(<StoryFormModal story={story} onClose={() => {}} />);
    expect(await screen.findByRole('combobox', { name: 'Section' })).toHaveValue(
      'Health & Lifestyle',
    );
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('Nutrition');
    await choose('Section', 'Community story');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await expect.poll(() => sent.length).toBe(1);
    expect(sent[0]).toMatchObject({ id: 12, section: null, category: null });
  });
});
