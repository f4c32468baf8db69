import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate } from 'otplib';
import { createTestDatabase } from '../../../test/db.ts';
import { auth, createHarness, signUp, type Harness } from '../../../test/harness.ts';
import { adminNeedsSecondFactor } from '../../auth/admin-second-factor.ts';
import { DEMO_ADMIN_EMAIL } from '../../seed/demo-admin.ts';
import { testEnv } from '../../env.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness(await createTestDatabase(), { ADMIN_REQUIRE_2FA: 'true' });
});
afterAll(() => h.close());

describe('ADMIN_REQUIRE_2FA', () => {
  it('admin procedures answer 403 naming the set-up until she has a second factor', async () => {
    const admin = await signUp(h, { role: 'admin' });
    const stats = () =>
      h.app.inject({ method: 'GET', url: '/api/v1/admin/stats', headers: auth(admin.token) });
    const refused = await stats();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/two-step sign-in or a passkey/);
    const me = await h.caller(admin.token);
    expect((await me.auth.security()).admin_setup_required).toBe(true);

    // Her own security settings stay open to her: that is where she sets it up.
    const { secret } = await me.auth.totpBegin();
    await me.auth.totpConfirm({ code: await generate({ secret }) });
    expect((await stats()).statusCode).toBe(200);
    // (A caller keeps the context it was made with: a new one reads her account again.)
    expect((await (await h.caller(admin.token)).auth.security()).admin_setup_required).toBe(false);
  });

  it('is on in production unless turned off, and spares only the embedded demo admin', () => {
    const admin = { role: 'admin', email: 'boss@example.com', two_factor: false };
    const demo = { ...admin, email: DEMO_ADMIN_EMAIL };
    const production = testEnv({ NODE_ENV: 'production' });
    const withServer = testEnv({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/site' });
    expect(adminNeedsSecondFactor(production, admin)).toBe(true);
    expect(adminNeedsSecondFactor(production, { ...admin, two_factor: true })).toBe(false);
    expect(adminNeedsSecondFactor(production, { ...admin, role: 'user' })).toBe(false);
    expect(adminNeedsSecondFactor(production, demo)).toBe(false);
    expect(adminNeedsSecondFactor(withServer, demo)).toBe(true);
    expect(adminNeedsSecondFactor(testEnv({ NODE_ENV: 'test' }), admin)).toBe(false);
    expect(
      adminNeedsSecondFactor(
        testEnv({ NODE_ENV: 'production', ADMIN_REQUIRE_2FA: 'false' }),
        admin,
      ),
    ).toBe(false);
  });
});
