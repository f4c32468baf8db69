import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../test/render.tsx';

describe('not-found screen', () => {
  it('shows 404, the spec text and a link home for any unknown path', async () => {
    const { router } = renderRoute('/definitely/not/a/page');
    expect(
      await screen.findByRole('heading', { name: /Oops! Page not found/ }),
    ).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to Home' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('keeps the navigation bar around it', async () => {
    renderRoute('/nowhere');
    await screen.findByRole('heading', { name: /Oops! Page not found/ });
    expect(screen.getAllByRole('link', { name: 'Join Community' }).length).toBeGreaterThan(0);
  });
});
