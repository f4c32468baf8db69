import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/db.ts';
import {
  auth,
  createHarness,
  failure,
  signedIn,
  signUp,
  type Harness,
  type TestUser,
} from '../../../test/harness.ts';
import { softAuthenticator } from '../../../test/soft-authenticator.ts';
import { publicOrigin } from '../../trpc/context.ts';

let h: Harness;
let origin: string;
beforeAll(async () => {
  h = await createHarness(await createTestDatabase());
  origin = publicOrigin(h.env);
});
afterAll(() => h.close());

/** A member with a passkey named `name` on a software authenticator. */
async function withPasskey(name = 'My phone') {
  const member = await signUp(h);
  const device = softAuthenticator(origin);
  const me = await h.caller(member.token);
  const { challenge_id, options } = await me.auth.passkeyOptions();
  const { passkey } = await me.auth.passkeyAdd({
    challenge_id,
    name,
    response: device.register(options),
  });
  return { member, device, passkey };
}

/** Signs in with the device's passkey, through REST as a script would. */
async function passkeySignIn(device: ReturnType<typeof softAuthenticator>, at = origin) {
  const options = await h.app.inject({ method: 'POST', url: '/api/v1/auth/passkey/options' });
  expect(options.statusCode).toBe(200);
  const { challenge_id, options: request } = options.json().data;
  // Discoverable credentials: the options name no account, the browser offers what it holds.
  expect(request.allowCredentials ?? []).toEqual([]);
  return h.app.inject({
    method: 'POST',
    url: '/api/v1/auth/passkey',
    payload: { challenge_id, response: device.authenticate(request, at) },
  });
}

describe('passkeys', () => {
  it('she adds a named passkey and signs in with it, typing no email or password', async () => {
    const { member, device, passkey } = await withPasskey('Laptop');
    expect(passkey).toMatchObject({ name: 'Laptop', last_used_at: null });
    const me = await h.caller(member.token);
    expect((await me.auth.passkeys()).passkeys.map((p) => p.name)).toEqual(['Laptop']);
    expect((await me.auth.security()).passkeys).toBe(1);

    const res = await passkeySignIn(device);
    expect(res.statusCode).toBe(200);
    const { token, user } = res.json().data;
    expect(user).toMatchObject({ id: member.id, two_factor: true });
    expect((await (await h.caller(token)).auth.me()).user.id).toBe(member.id);
    expect((await me.auth.passkeys()).passkeys[0]!.last_used_at).not.toBeNull();
  });

  it('refuses an answer signed for another site, and a challenge used twice', async () => {
    const { device } = await withPasskey();
    expect((await passkeySignIn(device, 'https://phishing.example')).statusCode).toBe(401);

    const options = await h.app.inject({ method: 'POST', url: '/api/v1/auth/passkey/options' });
    const { challenge_id, options: request } = options.json().data;
    const answer = device.authenticate(request);
    const first = await h.app.inject({
      method: 'POST',
      url: '/api/v1/auth/passkey',
      payload: { challenge_id, response: answer },
    });
    expect(first.statusCode).toBe(200);
    const replay = await h.app.inject({
      method: 'POST',
      url: '/api/v1/auth/passkey',
      payload: { challenge_id, response: answer },
    });
    expect(replay.statusCode).toBe(401);
  });

  it('an unknown passkey signs in no one', async () => {
    expect((await passkeySignIn(softAuthenticator(origin))).statusCode).toBe(401);
  });

  it('the same authenticator is not added twice', async () => {
    const { member, device } = await withPasskey();
    const me = await h.caller(member.token);
    const { challenge_id, options } = await me.auth.passkeyOptions();
    // The options name her passkeys, so a browser would refuse; this authenticator answers anyway.
    expect((options.excludeCredentials as { id: string }[]).map((c) => c.id)).toEqual([
      device.credentialId,
    ]);
    const again = await failure(
      me.auth.passkeyAdd({ challenge_id, name: 'Again', response: device.register(options) }),
    );
    expect(again.code).toBe('CONFLICT');
  });

  it('removing one takes her password (or a passkey), and then it signs in no one', async () => {
    const { member, device, passkey } = await withPasskey();
    const remove = (payload: object, token = member.token) =>
      h.app.inject({
        method: 'DELETE',
        url: `/api/v1/account/passkeys/${passkey.id}`,
        headers: auth(token),
        payload,
      });
    expect((await remove({})).statusCode).toBe(400);
    expect((await remove({ password: 'not-her-password' })).statusCode).toBe(400);
    // Another member cannot remove it, even with her own password.
    const other: TestUser = await signUp(h);
    expect((await remove({ password: other.password }, other.token)).statusCode).toBe(404);

    expect((await remove({ password: member.password })).statusCode).toBe(204);
    expect((await passkeySignIn(device)).statusCode).toBe(401);
    const login = signedIn(
      await (
        await h.caller(null, '10.78.0.1')
      ).auth.login({
        email: member.email,
        password: member.password,
      }),
    );
    expect(login.user.two_factor).toBe(false);
  });

  it('a passkey of hers confirms the removal too', async () => {
    const { member, device, passkey } = await withPasskey();
    const me = await h.caller(member.token);
    const visitor = await h.caller(null);
    const { challenge_id, options } = await visitor.auth.passkeySignInOptions();
    await me.auth.passkeyRemove({
      id: passkey.id,
      passkey: { challenge_id, response: device.authenticate(options) },
    });
    expect((await me.auth.passkeys()).total).toBe(0);
  });

  it('her data export names her passkeys and devices, and holds no secret of them', async () => {
    const { member, device } = await withPasskey('Work phone');
    const me = await h.caller(member.token);
    const { secret } = await me.auth.totpBegin();
    const data = (await me.content.exportData()) as {
      sign_in: { passkeys: { name: string }[]; sessions: unknown[] };
      event_rsvps: unknown[];
      reactions: { posts: unknown[]; replies: unknown[] };
    };
    expect(data.sign_in.passkeys.map((p) => p.name)).toEqual(['Work phone']);
    expect(data.sign_in.sessions).toHaveLength(1);
    expect(data.event_rsvps).toEqual([]);
    expect(data.reactions).toEqual({ posts: [], replies: [] });
    const text = JSON.stringify(data);
    for (const hidden of [device.credentialId, secret, member.token])
      expect(text).not.toContain(hidden);
  });
});
