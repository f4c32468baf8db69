import type { Kysely } from 'kysely';
import {
  EMAIL_CONFIRMATION_LIFETIME_HOURS,
  EMAIL_CONFIRMATION_RESENDS_PER_HOUR,
  EMAIL_CONFIRMATION_TEXTS,
  unconfirmedEmailMessage,
  type VerifiedEmailAction,
} from '@hercircle/shared';
import type { Database } from '../../db/schema.ts';
import type { AuthUser } from '../../auth/sessions.ts';
import { forgetUser } from '../../auth/session-cache.ts';
import { hit } from '../../auth/rate-limit.ts';
import { generateToken, hashToken } from '../../auth/tokens.ts';
import { AppError, isUniqueViolation } from '../../lib/app-error.ts';
import type { Mailer } from '../../lib/mailer.ts';
import {
  fill,
  letter,
  mailLocaleOf,
  plural,
  requestLanguage,
  textsOf,
  type RequestOfHers,
} from '../../i18n/mail.ts';
import type { Language } from '@hercircle/shared/languages';
import { getSettings } from '../admin/settings.ts';
import * as q from './email-confirmation.queries.ts';

type Db = Kysely<Database>;
interface MailDeps {
  db: Db;
  mailer: Mailer;
  origin: string;
}

const HOUR = 3600;
const INVALID_LINK = `This confirmation link is invalid, has expired or was replaced by a newer one. Signed in, use “${EMAIL_CONFIRMATION_TEXTS.resend}” in the banner at the top of the page for a new link.`;
const EMAIL_TAKEN_NOW =
  'Another HerCircle account uses this address now, so it cannot be confirmed for this one. Contact us if you need help.';

/**
 * The one guard of every action the site setting verifiedEmailRequiredFor may name: a member
 * whose address is not confirmed is refused with a message naming the banner's button. A
 * confirmed member costs nothing (her session says so); only an unconfirmed one reads the setting.
 */
export async function assertEmailConfirmedFor(
  db: Db,
  user: Pick<AuthUser, 'email_verified'>,
  action: VerifiedEmailAction,
): Promise<void> {
  if (user.email_verified) return;
  const { verifiedEmailRequiredFor } = await getSettings(db);
  if (verifiedEmailRequiredFor.includes(action))
    throw new AppError('FORBIDDEN', unconfirmedEmailMessage(action));
}

/** A new link for `email`; only the newest link of its purpose works, so earlier ones are void. */
async function issueToken(
  db: Db,
  userId: number,
  purpose: q.ConfirmationPurpose,
  email: string,
): Promise<string> {
  const token = generateToken();
  await q.deleteTokensOfUser(db, userId, [purpose]);
  await q.insertToken(db, {
    id: hashToken(token),
    user_id: userId,
    purpose,
    email,
    expires_at: new Date(Date.now() + EMAIL_CONFIRMATION_LIFETIME_HOURS * HOUR * 1000),
  });
  return token;
}

function linkFor(origin: string, token: string): string {
  return `${origin}/api/v1/account/email/confirm?token=${encodeURIComponent(token)}`;
}

/**
 * The confirmation email of a new account (and of "Resend the email"), in her language, else the
 * language of the page she asked from (`requested`), else English.
 */
export async function sendEmailConfirmation(
  { db, mailer, origin }: MailDeps,
  user: { id: number; email: string; first_name: string },
  requested?: Language | null,
): Promise<void> {
  const token = await db
    .transaction()
    .execute((trx) => issueToken(trx, user.id, 'confirm', user.email));
  const { language } = await mailLocaleOf(db, user.id, requested);
  const t = textsOf(language);
  const hours = plural(language, t.hours, EMAIL_CONFIRMATION_LIFETIME_HOURS);
  await mailer.send({
    to: user.email,
    subject: t.emailConfirmation.subject,
    text: letter(
      t,
      user.first_name,
      fill(t.emailConfirmation.body, { hours, link: linkFor(origin, token) }),
    ),
    language,
  });
}

/** POST /account/email/resend: a new link for her address, at most 5 an hour. */
export async function resendEmailConfirmation(
  deps: MailDeps & RequestOfHers,
  actor: AuthUser,
): Promise<void> {
  const account = await q.findAccount(deps.db, actor.id);
  if (!account) throw new AppError('NOT_FOUND', 'User not found');
  if (account.email_verified)
    throw new AppError('CONFLICT', 'Your email address is already confirmed.');
  await hit(deps.db, {
    key: `email-confirm-resend:user:${actor.id}`,
    max: EMAIL_CONFIRMATION_RESENDS_PER_HOUR,
    windowSeconds: HOUR,
  });
  await sendEmailConfirmation(deps, account, requestLanguage(deps));
}

function assertLive<T extends { expires_at: Date }>(token: T | undefined): T {
  if (!token || token.expires_at.getTime() <= Date.now())
    throw new AppError('BAD_REQUEST', INVALID_LINK);
  return token;
}

/**
 * Her address is confirmed by another proof that she reads it (a sign-in code emailed to it).
 * True when it changed.
 */
export async function confirmAddressRead(db: Db, userId: number, email: string): Promise<boolean> {
  if (!(await q.markVerified(db, userId, email))) return false;
  forgetUser(userId);
  return true;
}

/** The link's page (GET): refuses a dead link at once and changes nothing. */
export async function checkConfirmationToken(db: Db, token: string): Promise<void> {
  assertLive(await q.findToken(db, hashToken(token)));
}

/**
 * The link's button (POST): confirms her address, or gives her account the new address a site
 * admin chose (which applies only now). Once: the token is taken in the transaction.
 */
export async function confirmEmail(db: Db, token: string): Promise<void> {
  let userId: number;
  try {
    userId = await db.transaction().execute(async (trx) => {
      const taken = assertLive(await q.consumeToken(trx, hashToken(token)));
      if (taken.purpose === 'confirm') {
        // A link to an address the account no longer has confirms nothing.
        if (!(await q.markVerified(trx, taken.user_id, taken.email)))
          throw new AppError('BAD_REQUEST', INVALID_LINK);
      } else {
        if (await q.emailTakenByOther(trx, taken.email, taken.user_id))
          throw new AppError('BAD_REQUEST', EMAIL_TAKEN_NOW);
        if (!(await q.applyEmail(trx, taken.user_id, taken.email)))
          throw new AppError('BAD_REQUEST', INVALID_LINK);
        // A link still out for the old address has nothing left to confirm.
        await q.deleteTokensOfUser(trx, taken.user_id, ['confirm', 'change']);
      }
      return taken.user_id;
    });
  } catch (error) {
    // Taken between the check and the update by an account made meanwhile.
    if (isUniqueViolation(error)) throw new AppError('BAD_REQUEST', EMAIL_TAKEN_NOW);
    throw error;
  }
  // This process's kept lookups at once; the others on the commit's notice.
  forgetUser(userId);
}

/**
 * A site admin gives a member's account a new address. It applies when the link emailed to the
 * new address is followed; the old address keeps signing in until then and is told of the
 * request, without the new address (the old mailbox may be one she has lost to someone else).
 * Runs in the admin's transaction; the emails go after it commits (`send`).
 */
export async function requestEmailChange(
  trx: Db,
  user: { id: number; email: string; first_name: string },
  newEmail: string,
): Promise<{ send: (deps: Omit<MailDeps, 'db'>) => Promise<void> }> {
  const email = newEmail.toLowerCase();
  if (await q.emailTakenByOther(trx, email, user.id))
    throw new AppError('CONFLICT', 'An account with this email already exists', {
      issues: [{ path: ['email'], message: 'An account with this email already exists' }],
    });
  const token = await issueToken(trx, user.id, 'change', email);
  // Both letters are hers: in her language (the admin's page says nothing of it).
  const { language } = await mailLocaleOf(trx, user.id);
  return {
    async send({ mailer, origin }) {
      const t = textsOf(language);
      const hours = plural(language, t.hours, EMAIL_CONFIRMATION_LIFETIME_HOURS);
      await mailer.send({
        to: email,
        subject: t.emailConfirmation.newAddressSubject,
        text: letter(
          t,
          user.first_name,
          fill(t.emailConfirmation.newAddressBody, { hours, link: linkFor(origin, token) }),
        ),
        language,
      });
      await mailer.send({
        to: user.email,
        subject: t.emailConfirmation.oldAddressSubject,
        text: letter(
          t,
          user.first_name,
          fill(t.emailConfirmation.oldAddressBody, { link: `${origin}/contact` }),
        ),
        language,
      });
    },
  };
}

/** The address waiting to be confirmed for each of these accounts (the admin portal shows it). */
export function pendingEmails(db: Db, userIds: number[]): Promise<Map<number, string>> {
  return q.findPendingEmails(db, userIds, new Date());
}
