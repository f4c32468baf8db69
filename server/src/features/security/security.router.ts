import { z } from 'zod';
import {
  deviceSessionIdInput,
  deviceSessionList,
  emailCodeInput,
  emailCodeSignInInput,
  loginOutcome,
  loginResult,
  passkey,
  passkeyList,
  passkeyOptions,
  passkeyRegisterInput,
  passkeyRemoveInput,
  passkeySignInInput,
  passwordCheckInput,
  recoveryCodes,
  securityStatus,
  success,
  totpConfirmInput,
  totpSetup,
  twoFactorInput,
} from '@hercircle/shared';
import { authedProcedure, publicProcedure } from '../../trpc/init.ts';
import { signInWithCode, signInWithPasskey } from '../auth/auth.service.ts';
import * as devices from './devices.service.ts';
import * as twoFactor from './two-factor.service.ts';
import * as passkeys from './passkeys.service.ts';
import { sendSignInCode, signInWithEmailCode } from './email-code.service.ts';

const tags = ['auth'];
const ok = { success: true as const };
const actor = (ctx: { user: { id: number }; session: { id: string } }) => ({
  id: ctx.user.id,
  sessionId: ctx.session.id,
});

/** Signing in with a second step or a passkey, served on the `auth` router. */
export const signInProcedures = {
  twoFactor: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/auth/two-factor',
        summary:
          'The second step of a password sign-in: an authenticator or recovery code for the challenge login answered',
        tags,
      },
    })
    .input(twoFactorInput)
    .output(loginResult)
    .mutation(({ ctx, input }) => signInWithCode(ctx, input)),

  passkeySignInOptions: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/auth/passkey/options',
        summary: 'WebAuthn request options to sign in with a passkey (discoverable credentials)',
        tags,
      },
    })
    .output(passkeyOptions)
    .mutation(({ ctx }) => passkeys.signInOptions(ctx.db, ctx.origin)),

  passkeySignIn: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/auth/passkey',
        summary: 'Sign in with a passkey: the browser’s answer to the options’ challenge',
        tags,
      },
    })
    .input(passkeySignInInput)
    .output(loginResult)
    .mutation(({ ctx, input }) => signInWithPasskey(ctx, input)),
};

/** Signing in with a code emailed to her instead of a password; served on the `auth` router. */
export const emailCodeProcedures = {
  emailCode: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/auth/email-code',
        status: 202,
        summary:
          'Email a six-digit sign-in code (10 minutes, once; a new one replaces the last). The same answer whether or not the address has an account',
        tags,
      },
    })
    .input(emailCodeInput)
    .output(success)
    .mutation(async ({ ctx, input }) => {
      await sendSignInCode(ctx, input);
      return ok;
    }),

  emailCodeSignIn: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/auth/email-code/verify',
        summary:
          'Sign in with the emailed code: a bearer token and the user, or, with two-step sign-in on, a challenge for POST /auth/two-factor. A wrong code 401; five wrong codes lock code entry for the address for 15 minutes (429)',
        tags,
      },
    })
    .input(emailCodeSignInInput)
    .output(loginOutcome)
    .mutation(({ ctx, input }) => signInWithEmailCode(ctx, input)),
};

/** Her sign-in methods and her devices, for /settings; served on the `auth` router. */
export const accountSecurityProcedures = {
  security: authedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/account/security',
        summary: 'Her sign-in methods: two-step sign-in, recovery codes left, passkeys',
        tags,
      },
    })
    .output(securityStatus)
    .query(({ ctx }) => twoFactor.securityStatus(ctx.db, ctx.env, ctx.user)),

  sessions: authedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/account/sessions',
        summary: 'Her signed-in sessions: browser, system, when started and last active',
        tags,
      },
    })
    .output(deviceSessionList)
    .query(({ ctx }) => devices.listDevices(ctx.db, actor(ctx))),

  endSession: authedProcedure
    .meta({
      rest: {
        method: 'DELETE',
        path: '/account/sessions/{id}',
        status: 204,
        summary: 'End one of her sessions: its token is refused at once on every server process',
        tags,
      },
      allowSuspended: true,
    })
    .input(deviceSessionIdInput)
    .output(success)
    .mutation(async ({ ctx, input }) => {
      await devices.endDevice(ctx.db, actor(ctx), input.id);
      return ok;
    }),

  endOtherSessions: authedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/account/sessions/end-others',
        summary: 'End every session of hers but this one',
        tags,
      },
      allowSuspended: true,
    })
    .output(success)
    .mutation(async ({ ctx }) => {
      await devices.endOtherDevices(ctx.db, actor(ctx));
      return ok;
    }),

  totpBegin: authedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/account/totp',
        summary: 'Start two-step sign-in: a new authenticator secret and its otpauth URL',
        tags,
      },
      allowSuspended: true,
    })
    .output(totpSetup)
    .mutation(({ ctx }) => twoFactor.beginTotp(ctx.db, ctx.user)),

  totpConfirm: authedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/account/totp/confirm',
        summary: 'Turn two-step sign-in on with one code; answers ten recovery codes, shown once',
        tags,
      },
      allowSuspended: true,
    })
    .input(totpConfirmInput)
    .output(recoveryCodes)
    .mutation(({ ctx, input }) => twoFactor.confirmTotp(ctx.db, ctx.user.id, input.code)),

  totpDisable: authedProcedure
    .meta({
      rest: {
        method: 'DELETE',
        path: '/account/totp',
        status: 204,
        summary: 'Turn two-step sign-in off (her password again)',
        tags,
      },
      allowSuspended: true,
    })
    .input(passwordCheckInput)
    .output(success)
    .mutation(async ({ ctx, input }) => {
      await twoFactor.disableTotp(ctx.db, ctx.user.id, input.password);
      return ok;
    }),

  recoveryCodes: authedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/account/recovery-codes',
        summary: 'New recovery codes (her password again); the old ones stop working',
        tags,
      },
      allowSuspended: true,
    })
    .input(passwordCheckInput)
    .output(recoveryCodes)
    .mutation(({ ctx, input }) =>
      twoFactor.renewRecoveryCodes(ctx.db, ctx.user.id, input.password),
    ),

  passkeys: authedProcedure
    .meta({
      rest: { method: 'GET', path: '/account/passkeys', summary: 'Her passkeys', tags },
    })
    .output(passkeyList)
    .query(({ ctx }) => passkeys.listPasskeys(ctx.db, ctx.user.id)),

  passkeyOptions: authedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/account/passkeys/options',
        summary: 'WebAuthn creation options for a new passkey',
        tags,
      },
      allowSuspended: true,
    })
    .output(passkeyOptions)
    .mutation(({ ctx }) => passkeys.registrationOptions(ctx.db, ctx.origin, ctx.user)),

  passkeyAdd: authedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/account/passkeys',
        status: 201,
        summary: 'Add a passkey: the browser’s answer to the creation options, and its name',
        tags,
      },
      allowSuspended: true,
    })
    .input(passkeyRegisterInput)
    .output(z.object({ passkey }))
    .mutation(({ ctx, input }) => passkeys.addPasskey(ctx.db, ctx.origin, ctx.user.id, input)),

  passkeyRemove: authedProcedure
    .meta({
      rest: {
        method: 'DELETE',
        path: '/account/passkeys/{id}',
        status: 204,
        summary: 'Remove a passkey, after her password or a passkey sign-in',
        tags,
      },
      allowSuspended: true,
    })
    .input(passkeyRemoveInput)
    .output(success)
    .mutation(async ({ ctx, input }) => {
      await passkeys.removePasskey(ctx.db, ctx.origin, ctx.user.id, input);
      return ok;
    }),
};
