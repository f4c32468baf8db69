import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import Overlays from '../components/Overlays.tsx';
import { theme } from '../theme.ts';
import { openConfirm } from './modals.ts';

describe('openConfirm', () => {
  it('opens a dialog asked for before the lazily loaded overlays have mounted', async () => {
    // What happens when someone clicks Reset or Delete the moment a page has loaded.
    openConfirm({
      title: 'Restore default settings?',
      children: 'Every setting goes back to its default.',
      labels: { confirm: 'Restore defaults', cancel: 'Cancel' },
    });
    render(
      <MantineProvider theme={theme}>
        <Overlays />
      </MantineProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Restore default settings?' });
    expect(dialog).toHaveTextContent('Every setting goes back to its default.');
  });
});
