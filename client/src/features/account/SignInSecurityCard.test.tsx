import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { SecurityStatus } from '@hercircle/shared';
import { renderWithProviders } from '../../test/render.tsx';
import { failUnhandledRequest, trpcHandler } from '../../test/trpc-msw.ts';
import { SignInSecurityCard } from './SignInSecurityCard.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: failUnhandledRequest }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function answer(status: Partial<SecurityStatus>) {
  server.use(
    trpcHandler({
      'auth.security': () => ({
        data: {
          totp: false,
          recovery_codes_left: 0,
          passkeys: 1,
          has_password: true,
          admin_setup_required: false,
          ...status,
        },
      }),
      'auth.passkeys': () => ({
        data: {
          passkeys: [
            { id: 7, name: 'iPhone', created_at: '2026-01-05T10:00:00Z', last_used_at: null },
          ],
        },
      }),
    }),
  );
}

describe('Sign-in and security in her language', () => {
  it('speaks Spanish: the card, two-step sign-in and her passkeys', async () => {
    answer({ totp: false });
    renderWithProviders(<SignInSecurityCard />, { language: 'es' });
    expect(
      await screen.findByRole('heading', { name: 'Inicio de sesión y seguridad' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Verificación en dos pasos' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Configurar verificación' })).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Quitar la llave de acceso iPhone' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Sin usar todavía', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Añadir una llave de acceso' })).toBeInTheDocument();
  });

  it('speaks Arabic, counting her recovery codes in Arabic plural forms', async () => {
    answer({ totp: true, recovery_codes_left: 3 });
    renderWithProviders(<SignInSecurityCard />, { language: 'ar' });
    expect(
      await screen.findByRole('heading', { name: 'تسجيل الدخول والأمان' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'تسجيل الدخول بخطوتين' }),
    ).toBeInTheDocument();
    expect(screen.getByText('مفعّل')).toBeInTheDocument();
    expect(screen.getByText('بقيت لديكِ 3 رموز استرداد من أصل 10.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إيقاف تسجيل الدخول بخطوتين' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'رموز استرداد جديدة' })).toBeInTheDocument();
  });
});
