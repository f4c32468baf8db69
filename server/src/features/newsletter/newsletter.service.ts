import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AuthUser } from '../../auth/sessions.ts';
import { hit } from '../../auth/rate-limit.ts';
import type { Env } from '../../env.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Mailer } from '../../lib/mailer.ts';
import {
  fill,
  mailLocaleForAddress,
  requestLanguage,
  textsOf,
  type RequestOfHers,
} from '../../i18n/mail.ts';
import * as q from './newsletter.queries.ts';

type Db = Kysely<Database>;

export const CONFIRM_PATH = '/api/v1/newsletter/confirm';
export const UNSUBSCRIBE_PATH = '/api/v1/newsletter/unsubscribe';
/** A second confirmation email to the same address waits this long: the form is public. */
const RESEND_AFTER_MS = 60 * 60_000;
const KEY_NAME = 'email_links';
type Purpose = 'newsletter-confirm' | 'newsletter-unsubscribe';

function mac(secret: string, purpose: Purpose, email: string): string {
  return createHmac('sha256', secret).update(`${purpose}:${email}`).digest('base64url');
}

/** A signed link token naming an address; each purpose has its own signature. */
export async function newsletterToken(db: Db, purpose: Purpose, email: string): Promise<string> {
  const mark = mac(await q.signingKey(db, KEY_NAME), purpose, email);
  return `${Buffer.from(email).toString('base64url')}.${mark}`;
}

async function emailOf(db: Db, purpose: Purpose, token: string): Promise<string> {
  const match = /^([A-Za-z0-9_-]{1,400})\.([A-Za-z0-9_-]{43})$/.exec(token);
  const email = match ? Buffer.from(match[1] ?? '', 'base64url').toString('utf8') : '';
  const given = Buffer.from(match?.[2] ?? '');
  const expected = match
    ? Buffer.from(mac(await q.signingKey(db, KEY_NAME), purpose, email))
    : null;
  if (!expected || given.length !== expected.length || !timingSafeEqual(given, expected))
    throw new AppError(
      'BAD_REQUEST',
      'This newsletter link is not valid. Copy the whole link from the email, or sign up again.',
    );
  return email;
}

/**
 * The signup form. A visitor's address waits for the click in a confirmation email; a signed-in
 * member's own address is confirmed at once (her account verified it). The answer never says
 * whether the address was known. One address gets one confirmation an hour whoever asks
 * (RESEND_AFTER_MS), and one sender may ask RATE_LIMIT_NEWSLETTER_PER_IP times an hour, so the
 * form cannot be used to mail strangers in bulk.
 */
export async function subscribe(
  deps: {
    db: Db;
    mailer: Mailer;
    origin: string;
    ip: string;
    env: Pick<Env, 'RATE_LIMIT_NEWSLETTER_PER_IP'>;
  } & RequestOfHers,
  viewer: AuthUser | null,
  input: { email: string },
  now = new Date(),
): Promise<void> {
  const { db, mailer, origin } = deps;
  await hit(db, {
    key: `newsletter:ip:${deps.ip}`,
    max: deps.env.RATE_LIMIT_NEWSLETTER_PER_IP,
    windowSeconds: 60 * 60,
  });
  if (viewer !== null && viewer.email.toLowerCase() === input.email) {
    await q.setStatus(db, { email: input.email, status: 'confirmed', userId: viewer.id, at: now });
    return;
  }
  await q.insertPending(db, input.email, null);
  const claimed = await q.claimConfirmation(db, {
    email: input.email,
    at: now,
    resendAfter: new Date(now.getTime() - RESEND_AFTER_MS),
  });
  if (!claimed) return;
  const link = `${origin}${CONFIRM_PATH}?token=${await newsletterToken(db, 'newsletter-confirm', input.email)}`;
  // The address's member's language, else the one of the page the form was sent from.
  const { language } = await mailLocaleForAddress(db, input.email, requestLanguage(deps));
  const t = textsOf(language).newsletter;
  await mailer.send({
    to: input.email,
    subject: t.confirmSubject,
    text: [
      t.confirmHi,
      '',
      t.confirmAsked,
      fill(t.confirmHere, { link }),
      '',
      t.confirmIgnore,
    ].join('\n'),
    language,
  });
}

/** What the /settings toggle shows: whether her address has a confirmed subscription. */
export function memberGetsNewsletter(db: Db, userId: number): Promise<boolean> {
  return q.findMemberSubscribed(db, userId);
}

/** The /settings toggle: the member's own address, on (confirmed at once) or off. */
export async function setMemberSubscription(
  db: Db,
  member: { id: number; email: string },
  on: boolean,
  now = new Date(),
): Promise<void> {
  await q.setStatus(db, {
    email: member.email.toLowerCase(),
    status: on ? 'confirmed' : 'unsubscribed',
    userId: member.id,
    at: now,
  });
}

/** Opening a newsletter link (a mail scanner may do it) only checks it: a bad one is refused at once. */
export async function checkLinkToken(db: Db, purpose: Purpose, token: string): Promise<void> {
  await emailOf(db, purpose, token);
}

/** The link in the confirmation email; an address unsubscribed since may confirm again. */
export async function confirmByToken(db: Db, token: string): Promise<void> {
  const email = await emailOf(db, 'newsletter-confirm', token);
  // A row erased since (with its account) is not made again: the same page either way.
  await q.updateStatus(db, { email, status: 'confirmed', at: new Date() });
}

/** The one-click link in every newsletter. */
export async function unsubscribeByToken(db: Db, token: string): Promise<void> {
  const email = await emailOf(db, 'newsletter-unsubscribe', token);
  await q.updateStatus(db, { email, status: 'unsubscribed', at: new Date() });
}

/** Account erasure: nothing of the newsletter keeps her address. */
export async function forgetAddress(trx: Db, email: string): Promise<void> {
  await q.deleteAddress(trx, email.toLowerCase());
}
