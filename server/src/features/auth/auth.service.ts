import type { Kysely } from 'kysely';
import {
  MSG,
  RESET_TOKEN_LIFETIME_MINUTES,
  type LoginOutcome,
  type LoginResult,
  type SessionUser,
} from '@hercircle/shared';
import type { Database } from '../../db/schema.ts';
import type { Env } from '../../env.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { AppError } from '../../lib/app-error.ts';
import { activeSuspension } from '../../lib/suspension.ts';
import { pictureUrl } from '../../lib/media-url.ts';
import { assertUncommonPassword, hashPassword, verifyPassword } from '../../auth/passwords.ts';
import { hit, release } from '../../auth/rate-limit.ts';
import {
  KNOWN_DEVICE_COOKIE,
  KNOWN_DEVICE_MAX_AGE_SECONDS,
  knownDeviceOf,
  knownDeviceValue,
} from '../../auth/known-device.ts';
import type { RequestCookies } from '../../trpc/context.ts';
import {
  createSession,
  invalidateSession,
  invalidateUserSessions,
  rotateSession,
} from '../../auth/sessions.ts';
import { generateToken, hashToken } from '../../auth/tokens.ts';
import { describeDevice } from '../../auth/devices.ts';
import { issueChallenge, needsSecondStep, passChallenge } from '../security/two-factor.service.ts';
import { verifyPasskey } from '../security/passkeys.service.ts';
import { afterSignIn } from '../security/sign-in-alerts.ts';
import { sendEmailConfirmation } from '../account/email-confirmation.service.ts';
import {
  consumeResetToken,
  deleteResetTokensOfUser,
  findResetToken,
  findUserByEmail,
  findUserById,
  insertResetToken,
  insertUser,
  updatePasswordHash,
  type NewUser,
} from './auth.queries.ts';
import { pendingDeletionRefusal } from '../account/account.service.ts';
import {
  fill,
  letter,
  mailLocaleOf,
  requestLanguage,
  textsOf,
  type RequestOfHers,
} from '../../i18n/mail.ts';

const FIFTEEN_MINUTES = 15 * 60;
const ONE_HOUR = 60 * 60;

export type UserRow = NonNullable<Awaited<ReturnType<typeof findUserById>>>;

/** A new account's row has no suspended_until (not suspended) and no second factor yet. */
export function toSessionUser(
  row: Omit<UserRow, 'password_hash' | 'suspended_until' | 'two_factor'> & {
    suspended_until?: Date | null;
    two_factor?: boolean;
  },
): SessionUser {
  return {
    id: row.id,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    role: row.role,
    status: row.status,
    profile_picture: pictureUrl(row.profile_picture_id),
    suspended_until: activeSuspension(row.suspended_until),
    email_verified: row.email_verified,
    discreet_email: row.discreet_email,
    two_factor: row.two_factor ?? false,
  };
}

interface Deps {
  db: Kysely<Database>;
  env: Env;
  ip: string;
}

/**
 * Inserts an account, its password hashed; without a password the member chooses one through a
 * reset link. Returns undefined when the email is taken.
 */
export async function createAccount(
  db: Kysely<Database>,
  input: Omit<NewUser, 'password_hash'> & { password: string | null },
) {
  return insertUser(db, {
    email: input.email,
    first_name: input.first_name,
    last_name: input.last_name,
    role: input.role,
    status: input.status,
    email_verified: input.email_verified,
    discreet_email: input.discreet_email,
    password_hash: input.password === null ? null : await hashPassword(input.password),
  });
}

export async function register(
  {
    db,
    env,
    ip,
    mailer,
    origin,
    cookies,
    acceptLanguage,
  }: Deps & RequestOfHers & { mailer: Mailer; origin: string },
  input: {
    email: string;
    password: string;
    first_name: string;
    last_name: string;
    discreet_email?: boolean;
  },
): Promise<SessionUser> {
  assertUncommonPassword(input.password, 'password');
  await hit(db, {
    key: `register:ip:${ip}`,
    max: env.RATE_LIMIT_REGISTER_PER_IP,
    windowSeconds: ONE_HOUR,
  });
  const created = await createAccount(db, input);
  if (!created) {
    throw new AppError('CONFLICT', 'An account with this email already exists', {
      issues: [{ path: ['email'], message: 'An account with this email already exists' }],
    });
  }
  // She has chosen no language yet: the confirmation speaks the one her sign-up page was in.
  await sendEmailConfirmation(
    { db, mailer, origin },
    created,
    requestLanguage({ cookies, acceptLanguage }),
  );
  return toSessionUser(created);
}

/**
 * Password sign-in. Wrong passwords are counted per email, so guessing one member's password from
 * many addresses stops after RATE_LIMIT_LOGIN_PER_EMAIL tries. The owner is not locked out by
 * them: an attempt from a browser she has signed in from (a valid known-device cookie for this
 * account) is counted on that browser's own limit instead. The lock holds password guesses only:
 * a sign-in that proves itself otherwise (a passkey, an emailed code, when they come) must neither
 * consult nor fill it, only its own limits.
 */
export async function login(
  {
    db,
    env,
    ip,
    cookies,
    mailer,
    origin,
    userAgent,
  }: Deps & {
    cookies: RequestCookies;
    mailer: Mailer;
    origin: string;
    userAgent: string | null;
  },
  input: { email: string; password: string },
): Promise<LoginOutcome> {
  const user = await findUserByEmail(db, input.email);
  const device = await knownDeviceOf(db, cookies.get(KNOWN_DEVICE_COOKIE), user?.id);
  const guesses = {
    key: device ? `login-fail:device:${user?.id}:${device}` : `login-fail:email:${input.email}`,
    max: env.RATE_LIMIT_LOGIN_PER_EMAIL,
    windowSeconds: FIFTEEN_MINUTES,
  };
  // Every attempt takes a slot at once (so concurrent guesses cannot all slip past the check);
  // a right password gives its slot back, so only failures stay counted.
  await hit(
    db,
    { key: `login:ip:${ip}`, max: env.RATE_LIMIT_LOGIN_PER_IP, windowSeconds: FIFTEEN_MINUTES },
    guesses,
  );
  // verifyPassword spends the same time whether or not the email exists.
  const valid = await verifyPassword(user?.password_hash ?? null, input.password);
  if (!user || !valid) throw new AppError('UNAUTHORIZED', MSG.invalidCredentials);
  await release(db, guesses.key);
  return passFirstStep({ db, cookies, userAgent, mailer, origin }, user, device);
}

/** The account of an address, for a sign-in that proves itself another way (an emailed code). */
export function accountByEmail(db: Kysely<Database>, email: string) {
  return findUserByEmail(db, email);
}

/**
 * After the first step (her password, or a code emailed to her): an account that is not active
 * is refused, one pending deletion saying when it is due and how to keep it (only to someone who
 * proved the first step); with two-step sign-in on, the first step earns only the second.
 */
export async function passFirstStep(
  deps: SignInDeps,
  user: UserRow,
  device: string | null,
): Promise<LoginOutcome> {
  if (user.status !== 'active') {
    throw (
      (await pendingDeletionRefusal(deps, user)) ??
      new AppError('FORBIDDEN', 'This account is deactivated. Contact support if you want it back.')
    );
  }
  if (await needsSecondStep(deps.db, user.id)) return issueChallenge(deps.db, user.id, device);
  return startSession(deps, user, device);
}

export type SignInDeps = Pick<Deps, 'db'> & {
  cookies: RequestCookies;
  userAgent: string | null;
  mailer: Mailer;
  origin: string;
};

/**
 * A sign-in that proved itself (password, second step, passkey, emailed code): a session named
 * after her browser, and the known-device cookie for the browser (renewed, or a new one). A
 * browser she has not used before alerts her (features/security/sign-in-alerts.ts).
 */
export async function startSession(
  { db, cookies, userAgent, mailer, origin }: SignInDeps,
  user: Parameters<typeof toSessionUser>[0],
  device: string | null,
): Promise<LoginResult> {
  const { token, session } = await createSession(db, user.id, describeDevice(userAgent));
  await afterSignIn({ db, mailer, origin }, user, session.id, device !== null);
  cookies.set(
    KNOWN_DEVICE_COOKIE,
    await knownDeviceValue(db, user.id, device),
    KNOWN_DEVICE_MAX_AGE_SECONDS,
  );
  return { token, user: toSessionUser(user) };
}

/**
 * Sign-in with a passkey, no email or password typed. Counted on its own limit per address, never
 * on the password lock (which holds password guesses only).
 */
export async function signInWithPasskey(
  deps: SignInDeps & Pick<Deps, 'env' | 'ip'> & { origin: string },
  input: { challenge_id: string; response: Record<string, unknown> },
): Promise<LoginResult> {
  const { db, env, ip, origin, cookies } = deps;
  await hit(db, {
    key: `passkey:ip:${ip}`,
    max: env.RATE_LIMIT_LOGIN_PER_IP,
    windowSeconds: FIFTEEN_MINUTES,
  });
  const { userId } = await verifyPasskey(db, origin, input);
  const user = await findUserById(db, userId);
  if (!user || user.status !== 'active')
    throw new AppError(
      'FORBIDDEN',
      'This account is deactivated. Contact support if you want it back.',
    );
  const device = await knownDeviceOf(db, cookies.get(KNOWN_DEVICE_COOKIE), user.id);
  return startSession(deps, user, device);
}

/** The second step of a password sign-in: her app's code or a recovery code. */
export async function signInWithCode(
  deps: SignInDeps,
  input: { challenge: string; code: string },
): Promise<LoginResult> {
  const { userId, deviceId } = await passChallenge(deps.db, input);
  const user = await findUserById(deps.db, userId);
  if (!user || user.status !== 'active') throw new AppError('UNAUTHORIZED', MSG.notAuthenticated);
  return startSession(deps, user, deviceId);
}

/** The signed-in caller of a session-bound action. */
export interface SessionActor {
  id: number;
  sessionId: string;
}

export async function logout(db: Kysely<Database>, actor: SessionActor): Promise<void> {
  await invalidateSession(db, actor.sessionId);
}

export async function logoutEverywhere(db: Kysely<Database>, actor: SessionActor): Promise<void> {
  await invalidateUserSessions(db, actor.id);
}

/** A new token for the same user; the presented one stops working. */
export async function refreshToken(
  db: Kysely<Database>,
  actor: SessionActor,
): Promise<{ token: string; user: SessionUser }> {
  const user = await findUserById(db, actor.id);
  if (!user || user.status !== 'active') throw new AppError('UNAUTHORIZED', MSG.notAuthenticated);
  // One token refreshes once: concurrent refreshes of it lose with 401 instead of forking it.
  const rotated = await rotateSession(db, actor.sessionId);
  if (!rotated) throw new AppError('UNAUTHORIZED', MSG.notAuthenticated);
  return { token: rotated.token, user: toSessionUser(user) };
}

/**
 * A new password-reset token for her (an hour). Only the newest works: an older link, perhaps
 * still lying in a mailbox, is void from now on.
 */
export async function issueResetToken(db: Kysely<Database>, userId: number): Promise<string> {
  const token = generateToken();
  await db.transaction().execute(async (trx) => {
    await deleteResetTokensOfUser(trx, userId);
    await insertResetToken(
      trx,
      hashToken(token),
      userId,
      new Date(Date.now() + RESET_TOKEN_LIFETIME_MINUTES * 60 * 1000),
    );
  });
  return token;
}

/**
 * Emails her a reset link, in her language, else the language of the page she asked from (an
 * admin's invitation passes none: the admin's page is not hers).
 */
export async function forgotPassword(
  {
    db,
    env,
    ip,
    mailer,
    origin,
    cookies,
    acceptLanguage,
  }: Deps & RequestOfHers & { mailer: Mailer; origin: string },
  { email }: { email: string },
): Promise<void> {
  await hit(
    db,
    { key: `forgot:ip:${ip}`, max: env.RATE_LIMIT_LOGIN_PER_IP, windowSeconds: ONE_HOUR },
    { key: `forgot:email:${email}`, max: env.RATE_LIMIT_FORGOT_PER_EMAIL, windowSeconds: ONE_HOUR },
  );
  const user = await findUserByEmail(db, email);
  // The answer is the same whether or not the account exists.
  if (!user || user.status !== 'active') return;
  const token = await issueResetToken(db, user.id);
  const link = `${origin}/reset-password?token=${encodeURIComponent(token)}`;
  const { language } = await mailLocaleOf(
    db,
    user.id,
    requestLanguage({ cookies, acceptLanguage }),
  );
  const t = textsOf(language);
  await mailer.send({
    to: user.email,
    subject: t.passwordReset.subject,
    text: letter(t, user.first_name, fill(t.passwordReset.body, { link })),
    language,
  });
}

const INVALID_RESET = 'This reset link is invalid or has expired. Request a new one.';

function assertLiveResetToken<T extends { expires_at: Date }>(token: T | undefined): T {
  if (!token || token.expires_at.getTime() <= Date.now())
    throw new AppError('BAD_REQUEST', INVALID_RESET, {
      issues: [{ path: ['token'], message: INVALID_RESET }],
    });
  return token;
}

/** Sets a new password with a single-use token and ends every session of that user. */
export async function resetPassword(
  { db, env, ip }: Deps,
  input: { token: string; new_password: string },
): Promise<void> {
  // Every call counts, whatever its token: guesses cost the caller, not the server.
  await hit(db, {
    key: `reset:ip:${ip}`,
    max: env.RATE_LIMIT_RESET_PER_IP,
    windowSeconds: ONE_HOUR,
  });
  const tokenHash = hashToken(input.token);
  // The token before the hash: only the holder of a live link can make the server spend ~50 ms.
  assertLiveResetToken(await findResetToken(db, tokenHash));
  assertUncommonPassword(input.new_password, 'new_password');
  const passwordHash = await hashPassword(input.new_password);
  await db.transaction().execute(async (trx) => {
    // Taken again inside the transaction, so two uses of one link cannot both succeed.
    const taken = assertLiveResetToken(await consumeResetToken(trx, tokenHash));
    await updatePasswordHash(trx, taken.user_id, passwordHash);
    await deleteResetTokensOfUser(trx, taken.user_id);
    await invalidateUserSessions(trx, taken.user_id);
  });
}

export async function changePassword(
  { db, env }: Pick<Deps, 'db' | 'env'>,
  actor: SessionActor,
  input: { id: number; current_password: string; new_password: string },
): Promise<void> {
  const targetId = input.id;
  if (actor.id !== targetId)
    throw new AppError('FORBIDDEN', 'You can only change your own password');
  assertUncommonPassword(input.new_password, 'new_password');
  const user = await findUserById(db, targetId);
  if (!user) throw new AppError('NOT_FOUND', 'User not found');
  // A stolen session must not become a password oracle. As at login, every check takes a slot at
  // once and a right password gives it back, so only wrong guesses stay counted.
  const wrongGuesses = {
    key: `change-password:user:${targetId}`,
    max: env.RATE_LIMIT_CHANGE_PASSWORD_PER_USER,
    windowSeconds: FIFTEEN_MINUTES,
  };
  await hit(db, wrongGuesses);
  if (!(await verifyPassword(user.password_hash, input.current_password))) {
    const message = 'Current password is incorrect';
    throw new AppError('BAD_REQUEST', message, {
      issues: [{ path: ['current_password'], message }],
    });
  }
  await release(db, wrongGuesses.key);
  const passwordHash = await hashPassword(input.new_password);
  // Together: a new password with the old sessions still alive would defeat the change.
  await db.transaction().execute(async (trx) => {
    await updatePasswordHash(trx, targetId, passwordHash);
    await invalidateUserSessions(trx, targetId, actor.sessionId);
  });
}
