import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { notifications } from './lib/toasts.ts';
import { AppRoot } from './app-root.tsx';
import { openConfirm } from './lib/modals.ts';

describe('AppRoot', () => {
  it('loads toasts and dialogs when first asked for, and shows those asked for meanwhile', async () => {
    render(
      <AppRoot>
        <h1>About</h1>
      </AppRoot>,
    );
    await screen.findByRole('heading', { level: 1 });
    // Time enough for a lazily loaded host to arrive, were it asked for.
    await act(() => import('./components/Overlays.tsx'));
    // A visitor's page has loaded, and neither host is there.
    expect(document.querySelector('.mantine-Notifications-root')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();

    // Both asked for in the same moment, before their chunk has been asked for.
    notifications.show({ message: 'Thanks for subscribing.' });
    openConfirm({
      title: 'Leave this group?',
      children: 'You can join again at any time.',
      labels: { confirm: 'Leave', cancel: 'Stay' },
    });
    expect(await screen.findByText('Thanks for subscribing.')).toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Leave this group?' })).toHaveTextContent(
      'You can join again at any time.',
    );
  });
});
