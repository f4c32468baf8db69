import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { generateSecret, generateURI, verify } from 'otplib';
import type { Database } from '../../db/schema.ts';
import type { Env } from '../../env.ts';
import { adminNeedsSecondFactor } from '../../auth/admin-second-factor.ts';
import { AppError } from '../../lib/app-error.ts';
import { hit, release, type Limit } from '../../auth/rate-limit.ts';
import { open, seal } from '../../auth/secret-box.ts';
import { generateToken, hashToken } from '../../auth/tokens.ts';
import { announceAccountChange } from '../../auth/sessions.queries.ts';
import { forgetUser } from '../../auth/session-cache.ts';
import { checkPassword } from './password-check.ts';
import * as q from './security.queries.ts';

/** How long the second step of a sign-in may wait for her code. */
const CHALLENGE_MINUTES = 10;
const RECOVERY_CODE_COUNT = 10;
/** Wrong codes for one account before the step locks (the issue: 5 in 15 minutes). */
const WRONG_CODES_MAX = 5;
const LOCK_SECONDS = 15 * 60;
/** A code of the step before or after the current one counts (clocks drift, she types slowly). */
const TOLERANCE_SECONDS = 30;
const ISSUER = 'HerCircle';

/** Every attempt takes a slot at once; a right code gives its slot back (as password sign-in). */
function codeLimit(userId: number): Limit {
  return { key: `two-factor:user:${userId}`, max: WRONG_CODES_MAX, windowSeconds: LOCK_SECONDS };
}

/** Ten recovery codes, `xxxxx-xxxxx` in lowercase base32-ish letters and digits: easy to copy. */
function newRecoveryCodes(): string[] {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = randomBytes(10);
    const chars = Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** Codes are compared by hash; spaces, dashes and case do not matter when she types one. */
function recoveryHash(code: string): string {
  return hashToken(`recovery:${code.toLowerCase().replace(/[\s-]/g, '')}`);
}

/** The time step a six-digit code belongs to, if it is right for the secret now. */
async function timeStepOf(secret: string, code: string): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({ secret, token: code, epochTolerance: TOLERANCE_SECONDS });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** Starts setting up an authenticator app: a new secret, shown to her once (and as a QR code). */
export async function beginTotp(
  db: Kysely<Database>,
  user: { id: number; email: string },
): Promise<{ secret: string; otpauth_url: string }> {
  const secret = generateSecret();
  const stored = await q.upsertPendingTotp(db, user.id, await seal(db, secret));
  if (!stored) throw new AppError('CONFLICT', 'Two-step sign-in is already on');
  return { secret, otpauth_url: generateURI({ issuer: ISSUER, label: user.email, secret }) };
}

/** Confirms the app with one code; answers her ten recovery codes, shown this once. */
export async function confirmTotp(
  db: Kysely<Database>,
  userId: number,
  code: string,
): Promise<{ recovery_codes: string[] }> {
  await hit(db, codeLimit(userId));
  const totp = await q.findTotp(db, userId);
  if (!totp || totp.confirmed_at)
    throw new AppError('CONFLICT', 'Start setting up two-step sign-in first');
  const step = await timeStepOf(await open(db, totp.secret), code);
  if (step === null)
    throw new AppError(
      'BAD_REQUEST',
      'That code is not right. Check the time on your phone and try again',
      {
        issues: [{ path: ['code'], message: 'That code is not right' }],
      },
    );
  await release(db, codeLimit(userId).key);
  const codes = newRecoveryCodes();
  await db.transaction().execute(async (trx) => {
    if (!(await q.confirmTotp(trx, userId, step)))
      throw new AppError('CONFLICT', 'Two-step sign-in is already on');
    await q.replaceRecoveryCodes(trx, userId, codes.map(recoveryHash));
    await announceAccountChange(trx, userId);
  });
  // Other processes hear the notice when it commits; this one forgets her lookups now.
  forgetUser(userId);
  return { recovery_codes: codes };
}

export async function disableTotp(
  db: Kysely<Database>,
  userId: number,
  password: string,
): Promise<void> {
  await checkPassword(db, userId, password);
  await db.transaction().execute(async (trx) => {
    await q.deleteTotp(trx, userId);
    await announceAccountChange(trx, userId);
  });
  forgetUser(userId);
}

export async function renewRecoveryCodes(
  db: Kysely<Database>,
  userId: number,
  password: string,
): Promise<{ recovery_codes: string[] }> {
  await checkPassword(db, userId, password);
  const totp = await q.findTotp(db, userId);
  if (!totp?.confirmed_at) throw new AppError('CONFLICT', 'Two-step sign-in is not on');
  const codes = newRecoveryCodes();
  await q.replaceRecoveryCodes(db, userId, codes.map(recoveryHash));
  return { recovery_codes: codes };
}

/** Whether a password sign-in of this account needs a second step. */
export async function needsSecondStep(db: Kysely<Database>, userId: number): Promise<boolean> {
  return Boolean((await q.findTotp(db, userId))?.confirmed_at);
}

/** The challenge a password sign-in answers with instead of a session. */
export async function issueChallenge(
  db: Kysely<Database>,
  userId: number,
  deviceId: string | null,
): Promise<{ two_factor: { challenge: string; methods: ('totp' | 'recovery')[] } }> {
  const challenge = generateToken();
  await q.insertLoginChallenge(db, {
    id: hashToken(challenge),
    user_id: userId,
    device_id: deviceId,
    expires_at: new Date(Date.now() + CHALLENGE_MINUTES * 60_000),
  });
  return { two_factor: { challenge, methods: ['totp', 'recovery'] } };
}

const CHALLENGE_GONE = 'This sign-in has expired. Please enter your email and password again';
const WRONG_CODE = 'That code is not right';

/**
 * The second step: her app's code or a recovery code against a live challenge. Answers whom it
 * signs in (and the browser's known-device id) once; a wrong code is counted, and past five the
 * step is locked for the account, even for a right code, until its window ends.
 */
export async function passChallenge(
  db: Kysely<Database>,
  input: { challenge: string; code: string },
): Promise<{ userId: number; deviceId: string | null }> {
  const id = hashToken(input.challenge);
  const challenge = await q.findLoginChallenge(db, id);
  if (!challenge) throw new AppError('UNAUTHORIZED', CHALLENGE_GONE);
  const { user_id: userId } = challenge;
  await hit(db, codeLimit(userId));
  const code = input.code.replace(/\s/g, '');
  const totp = await q.findTotp(db, userId);
  let right = false;
  if (totp?.confirmed_at) {
    const step = await timeStepOf(await open(db, totp.secret), code);
    // A code already used (by this sign-in or another) is refused: it may have been seen.
    right = step !== null && (await q.takeTimeStep(db, userId, step));
    if (!right && step === null) right = await q.useRecoveryCode(db, userId, recoveryHash(code));
  }
  if (!right) throw new AppError('UNAUTHORIZED', WRONG_CODE);
  await release(db, codeLimit(userId).key);
  // One sign-in per challenge: a second request with it, even with another right code, fails.
  if (!(await q.takeLoginChallenge(db, id))) throw new AppError('UNAUTHORIZED', CHALLENGE_GONE);
  return { userId, deviceId: challenge.device_id };
}

export async function securityStatus(
  db: Kysely<Database>,
  env: Env,
  user: { id: number; role: string; email: string; two_factor: boolean },
) {
  const userId = user.id;
  const [totp, left, passkeys, account] = await Promise.all([
    q.findTotp(db, userId),
    q.countRecoveryCodesLeft(db, userId),
    q.listPasskeys(db, userId),
    q.findPasswordHash(db, userId),
  ]);
  return {
    totp: Boolean(totp?.confirmed_at),
    recovery_codes_left: totp?.confirmed_at ? left : 0,
    passkeys: passkeys.length,
    has_password: Boolean(account?.password_hash),
    admin_setup_required: adminNeedsSecondFactor(env, user),
  };
}

/** Deletes the sign-in and passkey challenges that expired unused (the daily prune). */
export async function pruneChallenges(db: Kysely<Database>, now: Date): Promise<void> {
  await q.deleteExpiredChallenges(db, now);
}
