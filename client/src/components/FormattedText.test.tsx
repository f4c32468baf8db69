// Story content in the safe formatting: headings, lists and links as elements, and nothing the
// author typed as HTML ever becomes an element.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { renderRoute, renderWithProviders } from '../test/render.tsx';
import { failUnhandledRequest, trpcHandler } from '../test/trpc-msw.ts';
import { FormattedText } from './FormattedText.tsx';
import { FormattedTextField } from './FormattedTextField.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: failUnhandledRequest }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const CONTENT = [
  '## Where it began',
  'I was **twenty** and *sure* of everything.',
  'A second line.',
  '',
  '### What helped',
  '- Talking to [a helpline](https://helpline.example/call)',
  '- Reading [other stories](/stories)',
  '',
  '1. First',
  '2. Second',
  '',
  '<script>window.pwned = true</script> <img src=x onerror="window.pwned = true">',
  '[click me](javascript:window.pwned=true) [or me](//evil.example)',
].join('\n');

function serveStory() {
  server.use(
    trpcHandler({
      'content.story': () => ({
        data: {
          story: {
            id: 3,
            title: 'Finding my voice',
            content: CONTENT,
            author_name: 'Wren Writer',
            status: 'published',
            published_at: '2026-11-20T10:00:00.000Z',
            content_note: null,
            section: null,
            category: null,
          },
          related: [],
        },
      }),
      'content.stories': () => ({ data: { stories: [], total: 0 } }),
      'content.storyComments': () => ({ data: { comments: [], total: 0 } }),
    }),
  );
}

describe('FormattedText on a story page', () => {
  it('renders headings, lists, emphasis and line breaks', async () => {
    serveStory();
    renderRoute('/stories/3');
    expect(await screen.findByRole('heading', { level: 2, name: 'Where it began' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 3, name: 'What helped' })).toBeVisible();
    expect(screen.getByText('twenty').tagName).toBe('STRONG');
    expect(screen.getByText('sure').tagName).toBe('EM');
    const paragraph = screen.getByText(/of everything/);
    expect(paragraph.querySelector('br')).not.toBeNull();
    expect(paragraph).toHaveTextContent('I was twenty and sure of everything.A second line.');
    const [bullets, numbers] = screen.getAllByRole('list');
    expect(bullets?.tagName).toBe('UL');
    expect(within(bullets!).getAllByRole('listitem')).toHaveLength(2);
    expect(numbers?.tagName).toBe('OL');
    expect(
      within(numbers!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['First', 'Second']);
  });

  it('opens outside links in a new tab and follows site links in the app', async () => {
    serveStory();
    const { router } = renderRoute('/stories/3');
    const outside = await screen.findByRole('link', { name: 'a helpline' });
    expect(outside).toHaveAttribute('href', 'https://helpline.example/call');
    expect(outside).toHaveAttribute('target', '_blank');
    expect(outside).toHaveAttribute('rel', 'noopener noreferrer');
    const inside = screen.getByRole('link', { name: 'other stories' });
    expect(inside).toHaveAttribute('href', '/stories');
    expect(inside).not.toHaveAttribute('target');
    await userEvent.click(inside);
    await expect.poll(() => router.state.location.pathname).toBe('/stories');
  });

  it('never turns the author’s text into HTML or unsafe links', async () => {
    serveStory();
    const { container } = renderRoute('/stories/3');
    const body = (await screen.findByRole('heading', { name: 'Where it began' })).parentElement!;
    const article = container.querySelector('article')!;
    expect(article.querySelector('script, img')).toBeNull();
    expect(article).toHaveTextContent('<script>window.pwned = true</script>');
    expect(article).toHaveTextContent('<img src=x onerror="window.pwned = true">');
    expect(article).toHaveTextContent('[click me](javascript:window.pwned=true)');
    expect(screen.queryByRole('link', { name: /click me|or me/ })).toBeNull();
    // Every link the author's text makes (the page around it has its own: Save, sign in to comment).
    expect(body.querySelectorAll('a')).toHaveLength(2);
    for (const a of body.querySelectorAll('a'))
      expect(a.getAttribute('href')).toMatch(/^(https:\/\/helpline\.example\/|\/stories$)/);
    expect((window as { pwned?: boolean }).pwned).toBeUndefined();
  });
});

describe('FormattedText as a preview', () => {
  it('opens every link in a new tab, so the draft beside it stays', () => {
    renderWithProviders(
      <FormattedText source="[stories](/stories) [mail](mailto:a@b.example)" preview />,
    );
    expect(screen.getByRole('link', { name: 'stories' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'mail' })).toHaveAttribute(
      'href',
      'mailto:a@b.example',
    );
  });
});

function Field() {
  const [value, setValue] = useState('');
  return (
    <FormattedTextField
      label="Story"
      required
      value={value}
      onChange={(e) => setValue(e.currentTarget.value)}
    />
  );
}

describe('FormattedTextField', () => {
  it('shows the markers to use, and the text as readers see it under Preview', async () => {
    renderWithProviders(<Field />);
    const textarea = screen.getByRole('textbox', { name: 'Story' });
    expect(textarea).toHaveAccessibleDescription(/## heading, \*\*bold\*\*, \*italic\*, - list/);
    await userEvent.type(textarea, '## Hello{enter}**bold** <b>x</b>');
    await userEvent.click(screen.getByRole('radio', { name: 'Preview' }));
    const preview = screen.getByRole('region', { name: 'Story' });
    expect(within(preview).getByRole('heading', { level: 2, name: 'Hello' })).toBeVisible();
    expect(within(preview).getByText('bold').tagName).toBe('STRONG');
    expect(preview).toHaveTextContent('<b>x</b>');
    expect(preview.querySelector('b')).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'Write' }));
    expect(screen.getByRole('textbox', { name: 'Story' })).toHaveValue(
      '## Hello\n**bold** <b>x</b>',
    );
  });
});
