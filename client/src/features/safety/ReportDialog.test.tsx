import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { Button } from '@mantine/core';
import { renderWithProviders } from '../../test/render.tsx';
import { failUnhandledRequest, trpcHandler } from '../../test/trpc-msw.ts';
import { openReportDialog } from './report.tsx';

const server = setupServer();
let sent: unknown[] = [];
beforeAll(() => server.listen({ onUnhandledRequest: failUnhandledRequest }));
afterEach(() => {
  server.resetHandlers();
  sent = [];
});
afterAll(() => server.close());

const REPORT = {
  id: 7,
  target_type: 'post',
  target_id: 42,
  reason: 'harassment',
  note: null,
  status: 'open',
  created_at: '2026-11-23T10:00:00.000Z',
  updated_at: '2026-11-23T10:00:00.000Z',
  preview: 'A post',
  rule: null,
};

async function open() {
  renderWithProviders(
    <Button onClick={() => openReportDialog({ target_type: 'post', target_id: 42 })}>
      Report
    </Button>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Report' }));
  return screen.findByRole('dialog', { name: 'Report this post' });
}

describe('Report dialog', () => {
  it('sends the reason and note, then thanks the member', async () => {
    server.use(
      trpcHandler({
        'moderation.report': (input) => {
          sent.push(input);
          return { data: { report: REPORT } };
        },
      }),
    );
    const dialog = await open();
    const send = within(dialog).getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Harassment or bullying' }));
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Anything else/ }),
      'Every day this week',
    );
    expect(within(dialog).queryByText(/Samaritans/)).toBeNull();
    await userEvent.click(send);
    expect(
      await within(dialog).findByText('Thanks, our moderators will review this'),
    ).toBeVisible();
    expect(sent).toEqual([
      { target_type: 'post', target_id: 42, reason: 'harassment', note: 'Every day this week' },
    ]);
  });

  it('shows crisis resources as soon as self-harm is chosen, and after sending', async () => {
    server.use(trpcHandler({ 'moderation.report': () => ({ data: { report: REPORT } }) }));
    const dialog = await open();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Self-harm or suicide' }));
    const help = within(dialog).getByRole('note');
    expect(help).toHaveTextContent('Samaritans (UK & ROI): 116 123');
    expect(help).toHaveTextContent('988 Suicide & Crisis Lifeline (US)');
    expect(within(help).getByRole('link', { name: 'findahelpline.com' })).toHaveAttribute(
      'href',
      'https://findahelpline.com',
    );
    expect(help).toHaveTextContent(
      'If you are in immediate danger, call your local emergency number.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await within(dialog).findByText('Thanks, our moderators will review this');
    expect(within(dialog).getByRole('note')).toHaveTextContent('116 123');
  });

  it('says so when she already reported it (409)', async () => {
    server.use(
      trpcHandler({
        'moderation.report': () => ({
          error: { message: 'You have already reported this.', code: 'CONFLICT', httpStatus: 409 },
        }),
      }),
    );
    const dialog = await open();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Spam or scam' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('You have already reported this.')).toBeVisible();
    expect(within(dialog).queryByText('Thanks, our moderators will review this')).toBeNull();
  });

  it('shows a receipt once sent: reference, what she reported, category and time', async () => {
    server.use(
      trpcHandler({
        'moderation.report': () => ({
          data: { report: { ...REPORT, id: 321, preview: 'You are all idiots' } },
        }),
      }),
    );
    const dialog = await open();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Harassment or bullying' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    const receipt = await within(dialog).findByRole('region', { name: 'Your receipt' });
    const term = (name: string) =>
      within(receipt).getByText(name, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(term('Reference')).toBe('R-321');
    expect(term('What you reported')).toBe('A post: “You are all idiots”');
    expect(term('Category')).toBe('Harassment or bullying');
    expect(term('Sent')).toBe(
      new Date(REPORT.created_at).toLocaleString('en-US', {
        dateStyle: 'long',
        timeStyle: 'short',
      }),
    );
    expect(receipt).toHaveTextContent('We have emailed you a copy.');
    expect(within(receipt).getByRole('link', { name: 'My reports' })).toHaveAttribute(
      'href',
      '/settings#my-reports',
    );
  });

  it('offers “Someone is in danger” first, with what to do at once', async () => {
    const sent: unknown[] = [];
    server.use(
      trpcHandler({
        'moderation.report': (input) => {
          sent.push(input);
          return { data: { report: { ...REPORT, reason: 'danger' } } };
        },
      }),
    );
    const dialog = await open();
    const radios = within(dialog).getAllByRole('radio');
    expect(radios[0]).toHaveAccessibleName('Someone is in danger');
    expect(within(dialog).queryByText(/immediate danger/)).toBeNull();
    await userEvent.click(radios[0]!);
    expect(within(dialog).getByRole('note')).toHaveTextContent(
      'If someone is in immediate danger, call your local emergency number now.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    const receipt = await within(dialog).findByRole('region', { name: 'Your receipt' });
    expect(receipt).toHaveTextContent('Someone is in danger');
    expect(within(dialog).getByRole('note')).toHaveTextContent('call your local emergency number');
    expect(sent).toEqual([{ target_type: 'post', target_id: 42, reason: 'danger', note: '' }]);
  });

  it('links to the community guidelines in a new tab', async () => {
    const dialog = await open();
    const link = within(dialog).getByRole('link', { name: /Read our community guidelines/ });
    expect(link).toHaveAttribute('href', '/guidelines');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAccessibleName('Read our community guidelines (opens in a new tab)');
  });

  it('speaks her language: Spanish', async () => {
    renderWithProviders(
      <Button onClick={() => openReportDialog({ target_type: 'post', target_id: 42 })}>
        Denunciar
      </Button>,
      { language: 'es' },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Denunciar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Denunciar esta publicación' });
    expect(within(dialog).getAllByRole('radio')[0]).toHaveAccessibleName('Alguien está en peligro');
    expect(within(dialog).getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Autolesiones o suicidio' }));
    expect(within(dialog).getByRole('note')).toHaveTextContent(
      'Samaritans (Reino Unido e Irlanda): 116 123',
    );
    expect(
      within(dialog).getByRole('link', { name: /Lee nuestras normas de la comunidad/ }),
    ).toHaveAccessibleName('Lee nuestras normas de la comunidad (se abren en una pestaña nueva)');
  });
});
