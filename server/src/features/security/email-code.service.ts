import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { LoginOutcome } from '@hercircle/shared';
import type { Database } from '../../db/schema.ts';
import type { Env } from '../../env.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { AppError } from '../../lib/app-error.ts';
import { hit, release, type Limit } from '../../auth/rate-limit.ts';
import { hashToken } from '../../auth/tokens.ts';
import { KNOWN_DEVICE_COOKIE, knownDeviceOf } from '../../auth/known-device.ts';
import { accountByEmail, passFirstStep, type SignInDeps } from '../auth/auth.service.ts';
import { confirmAddressRead } from '../account/email-confirmation.service.ts';
import {
  fill,
  letter,
  mailLocaleOf,
  plural,
  requestLanguage,
  textsOf,
  type RequestOfHers,
} from '../../i18n/mail.ts';
import * as q from './security.queries.ts';

/**
 * Sign-in with a code emailed to her (issue 32, part 6), for a member who would rather not keep a
 * password. The code is the first step, as a password is: with two-step sign-in on, her app's code
 * is asked next. Its limits are its own, never the password lock's.
 */

export const EMAIL_CODE_MINUTES = 10;
/** Wrong codes for one address before code entry locks (the issue: 5 tries, 15 minutes). */
const WRONG_CODES_MAX = 5;
const FIFTEEN_MINUTES = 15 * 60;
const ONE_HOUR = 60 * 60;

const WRONG_CODE =
  'That code is not right, or it has expired. Check the email or ask for a new code';

/** Kept as a hash of the account and the code: a leaked table gives no code to type. */
function codeHash(userId: number, code: string): string {
  return hashToken(`email-code:${userId}:${code}`);
}

function wrongCodes(email: string): Limit {
  return {
    key: `email-code:wrong:${email}`,
    max: WRONG_CODES_MAX,
    windowSeconds: FIFTEEN_MINUTES,
  };
}

/**
 * Emails her a six-digit code that works once for ten minutes; a new one replaces the last. The
 * answer is the same whether or not the address has an account (limits count every call alike).
 */
export async function sendSignInCode(
  {
    db,
    env,
    ip,
    mailer,
    cookies,
    acceptLanguage,
  }: { db: Kysely<Database>; env: Env; ip: string; mailer: Mailer } & RequestOfHers,
  { email }: { email: string },
): Promise<void> {
  await hit(
    db,
    { key: `email-code:ip:${ip}`, max: env.RATE_LIMIT_LOGIN_PER_IP, windowSeconds: ONE_HOUR },
    {
      key: `email-code:email:${email}`,
      max: env.RATE_LIMIT_EMAIL_CODE_PER_EMAIL,
      windowSeconds: ONE_HOUR,
    },
  );
  const user = await accountByEmail(db, email);
  if (!user) return;
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await q.putEmailCode(db, {
    user_id: user.id,
    code_hash: codeHash(user.id, code),
    expires_at: new Date(Date.now() + EMAIL_CODE_MINUTES * 60_000),
  });
  // In her language, else the one of the sign-in page that asked (an inbox is hers to read).
  const { language } = await mailLocaleOf(
    db,
    user.id,
    requestLanguage({ cookies, acceptLanguage }),
  );
  const t = textsOf(language);
  const minutes = plural(language, t.minutes, EMAIL_CODE_MINUTES);
  await mailer.send({
    to: user.email,
    subject: t.signInCode.subject,
    text: letter(t, user.first_name, fill(t.signInCode.body, { code, minutes })),
    code,
    language,
  });
}

/**
 * Signs her in with the code emailed to her. A wrong or expired code answers 401 and is counted
 * for the address (five lock code entry for 15 minutes); a right one is taken, so it works once
 * even when two tries race. The code proves her address, so an unconfirmed one is confirmed.
 */
export async function signInWithEmailCode(
  deps: SignInDeps & { env: Env; ip: string },
  input: { email: string; code: string },
): Promise<LoginOutcome> {
  const { db, env, ip, cookies } = deps;
  const wrong = wrongCodes(input.email);
  // Every try takes a slot at once (concurrent guesses cannot slip past); a right code gives
  // its slot back.
  await hit(
    db,
    {
      key: `email-code:try:ip:${ip}`,
      max: env.RATE_LIMIT_LOGIN_PER_IP,
      windowSeconds: FIFTEEN_MINUTES,
    },
    wrong,
  );
  const user = await accountByEmail(db, input.email);
  if (!user || !(await q.takeEmailCode(db, user.id, codeHash(user.id, input.code))))
    throw new AppError('UNAUTHORIZED', WRONG_CODE, {
      issues: [{ path: ['code'], message: 'That code is not right' }],
    });
  await release(db, wrong.key);
  const account =
    !user.email_verified && (await confirmAddressRead(db, user.id, user.email))
      ? { ...user, email_verified: true }
      : user;
  const device = await knownDeviceOf(db, cookies.get(KNOWN_DEVICE_COOKIE), user.id);
  return passFirstStep(deps, account, device);
}
