import type { Env } from '../env.ts';
import { DEMO_ADMIN_EMAIL } from '../seed/demo-admin.ts';

export const ADMIN_SECOND_FACTOR_REQUIRED =
  'Set up two-step sign-in or a passkey before you use the admin portal: open Settings, Sign-in and security.';

/**
 * Whether this admin must still set up a second factor before admin procedures answer her
 * (ADMIN_REQUIRE_2FA, on by default in production). The demo admin of an embedded demo install
 * (no DATABASE_URL) is exempt: a newcomer trying the site on her own machine is not asked to.
 */
export function adminNeedsSecondFactor(
  env: Pick<Env, 'ADMIN_REQUIRE_2FA' | 'NODE_ENV' | 'DATABASE_URL'>,
  user: { role: string; email: string; two_factor: boolean },
): boolean {
  if (user.role !== 'admin' || user.two_factor) return false;
  if (!(env.ADMIN_REQUIRE_2FA ?? env.NODE_ENV === 'production')) return false;
  return !(env.DATABASE_URL === undefined && user.email === DEMO_ADMIN_EMAIL);
}
