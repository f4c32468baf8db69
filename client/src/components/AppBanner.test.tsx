import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { listenForInstallOffer } from '../features/app/install-prompt.ts';
import { AppBanner } from './Promotions.tsx';

beforeAll(() => listenForInstallOffer());

/** The browser's install offer, as Chromium sends it, with the answer she gives. */
function offerToInstall(outcome: 'accepted' | 'dismissed') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => undefined),
    userChoice: Promise.resolve({ outcome }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

describe('AppBanner', () => {
  it('says how to install where the browser offers nothing', async () => {
    renderWithProviders(<AppBanner />);
    const how = screen.getByRole('button', { name: 'How to install' });
    expect(how).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(how);
    expect(how).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/tap Share, then Add to Home Screen/)).toBeVisible();
  });

  it('asks the browser to install when it offers, and says so once she accepts', async () => {
    renderWithProviders(<AppBanner />);
    const event = offerToInstall('accepted');
    // The browser's own prompt waits for her press.
    expect(event.defaultPrevented).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Install the app' }));
    expect(event.prompt).toHaveBeenCalledOnce();
    expect(await screen.findByRole('status')).toHaveTextContent('You are using the app.');
    expect(screen.queryByRole('button', { name: 'Install the app' })).toBeNull();
  });
});
