import type { Kysely } from 'kysely';
import type { Transporter } from 'nodemailer';
import { RESET_TOKEN_LIFETIME_MINUTES } from '@hercircle/shared';
import { directionOf, type Language } from '@hercircle/shared/languages';
import type { Database } from '../db/schema.ts';
import * as q from './outbox.queries.ts';
import { bareAddress, discreetForm, linksIn, type MailKind } from './discreet-mail.ts';
import { textAsHtml } from '../i18n/mail.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** An HTML alternative to the text (SMTP only; the outbox keeps the text). */
  html?: string;
  /** Delivered through SMTP only and never kept in the outbox (e.g. a member's exported data). */
  attachments?: { filename: string; content: string }[];
  /** Extra headers for SMTP delivery (e.g. List-Unsubscribe); the outbox keeps the text only. */
  headers?: Record<string, string>;
  /** What it is about, for its discreet form (lib/discreet-mail.ts); account mail if left out. */
  kind?: MailKind;
  /** The one link its discreet form keeps; the text's first link if left out. */
  link?: string;
  /**
   * A one-time code the text gives as `code: 123456`: its discreet form keeps it, and the outbox
   * keeps it only until the email is sent (or, unsent, until the prune).
   */
  code?: string;
  /**
   * The language it is written in (issue 34; English if left out): its discreet form is written
   * in it too, and an email in a right-to-left language gets an HTML part laid out so.
   */
  language?: Language;
}

/**
 * What became of a message. Most callers let it go (the mailer logs a failure and the outbox row
 * stays unsent); those that count or retry read it. `permanent`: the SMTP server refused it for
 * good (a 5xx reply, e.g. no such mailbox), so sending it again is pointless; otherwise (no
 * connection, a 4xx) a later try may get through.
 */
export type MailResult = { ok: true } | { ok: false; permanent: boolean };

export interface Mailer {
  send(message: MailMessage): Promise<MailResult>;
  /**
   * Sends a failed outbox email again, as it was kept (its text, without HTML or extra headers).
   * Null when it is not failed (any more) or had attachments, which the outbox does not keep.
   */
  resend(id: number): Promise<MailResult | null>;
  /** Whether mail goes out through SMTP; without it, mail is kept in the outbox and its links logged. */
  readonly delivers: boolean;
  /** Closes the SMTP connections kept open between messages. */
  close(): void;
}

export interface MailerLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

// A secret in a link (password reset) is a `token=` query parameter, and a one-time code follows
// `code: ` in each language's words (i18n/mail-texts: English, Spanish, Arabic); the same patterns
// in JS and SQL.
const TOKEN_PARAM = '([?&]token=)[A-Za-z0-9_%.~-]+';
const CODE_LINE = '((?:code|código|الرمز): )[0-9]{6}';
const REDACTED = '[redacted]';
/** Enough of an SMTP error for an operator to see what went wrong. */
const ERROR_MAX = 500;

function redactSecrets(text: string): string {
  return text
    .replace(new RegExp(TOKEN_PARAM, 'g'), `$1${REDACTED}`)
    .replace(new RegExp(CODE_LINE, 'g'), `$1${REDACTED}`);
}

/**
 * An email not in English says its language (`Content-Language`); one in a right-to-left language
 * gets an HTML alternative marked `dir="rtl"` when it has none (lib/discreet-mail.ts drops it).
 */
function inItsLanguage<T extends MailMessage>(mail: T): T {
  const language = mail.language;
  if (!language || language === 'en') return mail;
  const html =
    mail.html ?? (directionOf(language) === 'rtl' ? textAsHtml(mail.text, language) : undefined);
  return { ...mail, html, headers: { 'Content-Language': language, ...mail.headers } };
}

/** nodemailer puts the SMTP reply code on its error; 5xx is a refusal for good. */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500;
}

function errorText(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, ERROR_MAX);
}

/**
 * Every message is kept in the outbox table, in the form she receives (its discreet form when she
 * chose discreet mail). Without SMTP_URL the outbox is the delivery: the text is kept whole until
 * its link expires, and a log line gives the recipient, subject and links (so a local install can
 * confirm an address without reading the database). With SMTP_URL the message is delivered, and
 * once sent the outbox keeps it with its links redacted; a failed one is kept whole so that an
 * admin can send it again (the prune job redacts its links once they have expired). Attachments
 * are never kept. The text itself is logged only when logBodies is set (development).
 */
export function createMailer(
  db: Kysely<Database>,
  options: { smtpUrl?: string; from: string; log: MailerLog; logBodies?: boolean },
): Mailer {
  // One pooled transport for the process: its SMTP connection carries message after message.
  let transport: Promise<Transporter> | undefined;
  const smtp = (smtpUrl: string) =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) => {
      const url = new URL(smtpUrl);
      if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true');
      return nodemailer.createTransport(url.href);
    }));
  const fromFor = (discreet: boolean) => (discreet ? bareAddress(options.from) : options.from);

  /** One try at delivering the outbox row `id`, whose kept text is `kept`. */
  async function deliver(
    id: number,
    mail: Omit<MailMessage, 'kind' | 'link' | 'code'> & { from: string },
    kept: string,
  ): Promise<MailResult> {
    const about = { outbox_id: id, to: mail.to, subject: mail.subject };
    if (!options.smtpUrl) {
      const links = linksIn(mail.text);
      options.log.info(
        options.logBodies ? { ...about, links, text: mail.text } : { ...about, links },
        'email kept in outbox (no SMTP_URL)',
      );
      return { ok: true };
    }
    try {
      await (
        await smtp(options.smtpUrl)
      ).sendMail({
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachments: mail.attachments,
        headers: mail.headers,
      });
    } catch (error) {
      // The mailer sends it no later by itself: the row is marked failed, whole, and the caller
      // hears of it (an admin may send it again from the Outbox screen).
      await q.markOutboxEmailFailed(db, id, { at: new Date(), error: errorText(error) });
      options.log.warn({ ...about, err: error }, 'email delivery failed; left failed in outbox');
      return { ok: false, permanent: isPermanent(error) };
    }
    await q.markOutboxEmailSent(db, id, new Date(), redactSecrets(kept));
    return { ok: true };
  }

  return {
    delivers: Boolean(options.smtpUrl),
    async send(message) {
      const discreet = await q.isDiscreetRecipient(db, message.to);
      const mail = inItsLanguage(discreet ? discreetForm(message) : message);
      const names = (mail.attachments ?? []).map((a) => a.filename);
      const kept =
        mail.text + (names.length ? `\n\n[Attachment not kept here: ${names.join(', ')}]` : '');
      const row = await q.insertOutboxEmail(db, {
        to_address: mail.to,
        subject: mail.subject,
        body_text: kept,
        discreet,
        has_attachments: names.length > 0,
      });
      return deliver(row.id, { ...mail, from: fromFor(discreet) }, kept);
    },
    async resend(id) {
      const row = await q.claimFailedOutboxEmail(db, id);
      if (!row) return null;
      const mail = { to: row.to_address, subject: row.subject, text: row.body_text };
      return deliver(id, { ...mail, from: fromFor(row.discreet) }, row.body_text);
    },
    close() {
      void transport?.then((t) => t.close());
    },
  };
}

const DAY = 86_400_000;
/** Sent mail is kept a week (long enough to answer "I never got it"). */
export const OUTBOX_SENT_DAYS = 7;
/** Any mail, sent or not, at most 30 days: the same time a deleted account's data is kept. */
export const OUTBOX_MAX_DAYS = 30;

/**
 * Deletes old outbox rows and redacts the links in rows older than a reset link's lifetime (the
 * link is dead by then; its text should not outlive it). Single idempotent statements: safe when
 * several server processes run it at once.
 */
export async function pruneOutbox(
  db: Kysely<Database>,
  now: Date = new Date(),
): Promise<{ deleted: number; redacted: number }> {
  const deleted = await q.deleteOldOutboxEmails(
    db,
    new Date(now.getTime() - OUTBOX_SENT_DAYS * DAY),
    new Date(now.getTime() - OUTBOX_MAX_DAYS * DAY),
  );
  const linksDead = new Date(now.getTime() - RESET_TOKEN_LIFETIME_MINUTES * 60_000);
  const redacted =
    (await q.redactOutboxEmails(db, TOKEN_PARAM, REDACTED, linksDead)) +
    (await q.redactOutboxEmails(db, CODE_LINE, REDACTED, linksDead));
  return { deleted, redacted };
}
