import type { Kysely } from 'kysely';
import type { Transporter } from 'nodemailer';
import { RESET_TOKEN_LIFETIME_MINUTES } from '@hercircle/shared';
import type { Database } from '../db/schema.ts';
import * as q from './outbox.queries.ts';

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
  /** Closes the SMTP connections kept open between messages. */
  close(): void;
}

export interface MailerLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

// A secret in a link (password reset) is a `token=` query parameter; the same pattern in JS and SQL.
const TOKEN_PARAM = '([?&]token=)[A-Za-z0-9_%.~-]+';
const REDACTED = '[redacted]';

function redactLinks(text: string): string {
  return text.replace(new RegExp(TOKEN_PARAM, 'g'), `$1${REDACTED}`);
}

/** nodemailer puts the SMTP reply code on its error; 5xx is a refusal for good. */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500;
}

/**
 * Every message is kept in the outbox table. Without SMTP_URL the outbox is the delivery (a developer
 * reads the reset link there), so the text is kept whole until its link expires; with SMTP_URL the
 * message is delivered and the outbox keeps it with its links redacted. Attachments are never kept.
 * Log lines name the recipient, subject and outbox row; the text only when logBodies is set
 * (development), since it may hold a usable link.
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
  return {
    async send(message) {
      const names = (message.attachments ?? []).map((a) => a.filename);
      const kept =
        (options.smtpUrl ? redactLinks(message.text) : message.text) +
        (names.length ? `\n\n[Attachment not kept here: ${names.join(', ')}]` : '');
      const row = await q.insertOutboxEmail(db, {
        to_address: message.to,
        subject: message.subject,
        body_text: kept,
      });
      const about = { outbox_id: row.id, to: message.to, subject: message.subject };
      if (!options.smtpUrl) {
        options.log.info(
          options.logBodies ? { ...about, text: message.text } : about,
          'email kept in outbox (no SMTP_URL)',
        );
        return { ok: true };
      }
      try {
        await (
          await smtp(options.smtpUrl)
        ).sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          attachments: message.attachments,
          headers: message.headers,
        });
      } catch (error) {
        // The mailer sends it no later: the row stays with sent_at empty as the record of the
        // failure, and the caller hears of it.
        options.log.warn({ ...about, err: error }, 'email delivery failed; left unsent in outbox');
        return { ok: false, permanent: isPermanent(error) };
      }
      await q.markOutboxEmailSent(db, row.id, new Date());
      return { ok: true };
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
  const redacted = await q.redactOutboxEmails(
    db,
    TOKEN_PARAM,
    REDACTED,
    new Date(now.getTime() - RESET_TOKEN_LIFETIME_MINUTES * 60_000),
  );
  return { deleted, redacted };
}
