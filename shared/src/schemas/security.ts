import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { MSG } from '../messages.ts';
import { id } from './common.ts';
import { email, loginResult } from './auth.ts';

/** A signed-in session as her device list shows it (never its token or the token's hash). */
export const deviceSession = z.object({
  id: z.string(),
  browser: z.string().nullable(),
  os: z.string().nullable(),
  created_at: z.string(),
  last_active_at: z.string(),
  /** The session this request came with: "This device". */
  current: z.boolean(),
});
export type DeviceSession = z.infer<typeof deviceSession>;

export const deviceSessionList = z.object({ sessions: z.array(deviceSession), total: z.number() });

export const deviceSessionIdInput = z.object({ id: z.uuid('No such session') });

/** What a password sign-in answers when the account asks for a second step. */
export const twoFactorChallenge = z.object({
  two_factor: z.object({
    challenge: z.string(),
    methods: z.array(z.enum(['totp', 'recovery'])),
  }),
});
export type TwoFactorChallenge = z.infer<typeof twoFactorChallenge>;

/** A password sign-in: signed in, or asked for the second step. */
export const loginOutcome = z.union([loginResult, twoFactorChallenge]);
export type LoginOutcome = z.infer<typeof loginOutcome>;

const code = z
  .string({ error: 'Enter the code' })
  .trim()
  .min(1, 'Enter the code')
  .max(64, 'That is not a code we sent or your app shows');

export const twoFactorInput = z.object({
  challenge: z.string().min(1).max(200),
  /** Six digits from her authenticator app, or one of her recovery codes. */
  code,
});

/** Sign-in with a code emailed to her: first the address, then the six digits. */
export const emailCodeInput = z.object({ email });

export const emailCodeSignInInput = z.object({
  email,
  code: z
    .string({ error: 'Enter the 6-digit code from the email' })
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code from the email'),
});

export const totpSetup = z.object({ secret: z.string(), otpauth_url: z.string() });

export const totpConfirmInput = z.object({
  code: z
    .string({ error: 'Enter the 6-digit code' })
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code your app shows'),
});

export const recoveryCodes = z.object({ recovery_codes: z.array(z.string()) });

/** Her password, asked again before a change that weakens or resets her sign-in. */
export const passwordCheckInput = z.object({
  password: z
    .string({ error: MSG.passwordRequired })
    .min(1, MSG.passwordRequired)
    .max(LIMITS.passwordMax, MSG.passwordMax),
});

/** Her sign-in methods, for /settings. */
export const securityStatus = z.object({
  totp: z.boolean(),
  recovery_codes_left: z.number(),
  passkeys: z.number(),
  has_password: z.boolean(),
  /** A site admin whom the admin portal refuses until she sets up a second factor. */
  admin_setup_required: z.boolean(),
});
export type SecurityStatus = z.infer<typeof securityStatus>;

export const passkey = z.object({
  id: z.number(),
  name: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type Passkey = z.infer<typeof passkey>;

export const passkeyList = z.object({ passkeys: z.array(passkey), total: z.number() });

/** WebAuthn options for the browser (@simplewebauthn/browser), and the id of their challenge. */
export const passkeyOptions = z.object({
  challenge_id: z.string(),
  options: z.record(z.string(), z.unknown()),
});

const ceremony = {
  challenge_id: z.string().min(1).max(200),
  /** The browser's RegistrationResponseJSON or AuthenticationResponseJSON. */
  response: z.record(z.string(), z.unknown()),
};

export const passkeyNameField = z
  .string({ error: 'Give the passkey a name' })
  .trim()
  .min(1, 'Give the passkey a name')
  .max(60, 'Must be at most 60 characters');

export const passkeyRegisterInput = z.object({ ...ceremony, name: passkeyNameField });

export const passkeySignInInput = z.object(ceremony);

/** Removing a passkey: after her password, or a sign-in with a passkey, asked again. */
export const passkeyRemoveInput = z
  .object({
    id,
    password: z.string().max(LIMITS.passwordMax).optional(),
    passkey: z.object(ceremony).optional(),
  })
  .refine((v) => v.password !== undefined || v.passkey !== undefined, {
    message: 'Confirm with your password or a passkey',
    path: ['password'],
  });
