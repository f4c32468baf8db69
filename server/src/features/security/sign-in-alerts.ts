import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { publish } from '../../live/publish.ts';
import { forgetSession } from '../../auth/session-cache.ts';
import { accountSecretsKey } from '../../auth/secret-box.queries.ts';
import { fill, letter, mailLocaleOf, mailMoment, textsOf } from '../../i18n/mail.ts';
import * as q from './security.queries.ts';

export const NOT_ME_PATH = '/api/v1/account/not-me';
/** How long the "Not you?" link works. */
const NOT_ME_DAYS = 7;
const PURPOSE = 'not-me';

async function mac(db: Kysely<Database>, body: string): Promise<string> {
  return createHmac('sha256', await accountSecretsKey(db))
    .update(`${PURPOSE}:${body}`)
    .digest('base64url');
}

/** The signed "Not you?" token: which session of whose, until when. */
export async function notMeToken(db: Kysely<Database>, userId: number, publicId: string) {
  const body = `${userId}.${publicId}.${Date.now() + NOT_ME_DAYS * 86_400_000}`;
  return `${body}.${await mac(db, body)}`;
}

const FORMAT = /^(\d{1,10})\.([0-9a-f-]{36})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/;

/** The session a "Not you?" token names, when the token is this server's and still works. */
export async function readNotMeToken(
  db: Kysely<Database>,
  token: string,
): Promise<{ userId: number; publicId: string } | null> {
  const match = FORMAT.exec(token);
  if (!match || Number(match[3]) < Date.now()) return null;
  const body = `${match[1]}.${match[2]}.${match[3]}`;
  const given = Buffer.from(match[4]!);
  const expected = Buffer.from(await mac(db, body));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { userId: Number(match[1]), publicId: match[2]! };
}

interface AlertDeps {
  db: Kysely<Database>;
  mailer: Mailer;
  origin: string;
}

/**
 * After a sign-in: when it came from a browser that holds no known-device cookie of hers, and she
 * has signed in before (her very first sign-in is no news), she is told at once, in her bell and
 * by email, with a link that ends that session and leads to a new password.
 */
export async function afterSignIn(
  { db, mailer, origin }: AlertDeps,
  user: { id: number; email: string; first_name: string },
  sessionId: string,
  knownBrowser: boolean,
): Promise<void> {
  const before = await q.markSignedIn(db, user.id);
  if (knownBrowser || before === null) return;
  const session = await q.findSessionDevice(db, sessionId);
  if (!session) return;
  await db.transaction().execute(async (trx) => {
    await q.insertSignInNotification(trx, user.id);
    await publish(trx, { type: 'notification', users: [user.id] });
  });
  // In her own language and zone only: the browser that signed in may not be hers.
  const locale = await mailLocaleOf(db, user.id);
  const t = textsOf(locale.language);
  const { browser, os } = session;
  const device =
    browser && os
      ? fill(t.signInAlert.device, { browser, os })
      : browser || os || t.signInAlert.unknownDevice;
  const when = mailMoment(locale, session.created_at);
  const link = `${origin}${NOT_ME_PATH}?token=${await notMeToken(db, user.id, session.public_id)}`;
  await mailer.send({
    to: user.email,
    subject: t.signInAlert.subject,
    text: letter(t, user.first_name, fill(t.signInAlert.body, { device, when, link })),
    link,
    language: locale.language,
  });
}

/**
 * "Not you?": ends the session the alert was about, if it still exists. Answers whose it was, for
 * the page to lead her to a new password (security.http.ts); null when the link does not work.
 */
export async function notMe(db: Kysely<Database>, token: string): Promise<number | null> {
  const named = await readNotMeToken(db, token);
  if (!named) return null;
  const ended = await q.deleteSessionByPublicId(db, named.userId, named.publicId);
  if (ended) forgetSession(ended);
  return named.userId;
}
