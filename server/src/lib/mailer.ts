import { sql, type Kysely } from 'kysely';
import { RESET_TOKEN_LIFETIME_MINUTES } from '@hercircle/shared';
import type { Database } from '../db/schema.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Delivered through SMTP only and never kept in the outbox (e.g. a member's exported data). */
  attachments?: { filename: string; content: string }[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
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
  return {
    async send(message) {
      const names = (message.attachments ?? []).map((a) => a.filename);
      const kept =
        (options.smtpUrl ? redactLinks(message.text) : message.text) +
        (names.length ? `\n\n[Attachment not kept here: ${names.join(', ')}]` : '');
      const row = await db
        .insertInto('outbox_emails')
        .values({ to_address: message.to, subject: message.subject, body_text: kept })
        .returning('id')
        .executeTakeFirstOrThrow();
      const about = { outbox_id: row.id, to: message.to, subject: message.subject };
      if (!options.smtpUrl) {
        options.log.info(
          options.logBodies ? { ...about, text: message.text } : about,
          'email kept in outbox (no SMTP_URL)',
        );
        return;
      }
      try {
        const { default: nodemailer } = await import('nodemailer');
        const transport = nodemailer.createTransport(options.smtpUrl);
        await transport.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          attachments: message.attachments,
        });
        await db
          .updateTable('outbox_emails')
          .set({ sent_at: new Date() })
          .where('id', '=', row.id)
          .execute();
      } catch (error) {
        options.log.warn({ ...about, err: error }, 'email delivery failed; left unsent in outbox');
      }
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
  const deleted = await db
    .deleteFrom('outbox_emails')
    .where((eb) =>
      eb.or([
        eb('sent_at', '<', new Date(now.getTime() - OUTBOX_SENT_DAYS * DAY)),
        eb('created_at', '<', new Date(now.getTime() - OUTBOX_MAX_DAYS * DAY)),
      ]),
    )
    .executeTakeFirst();
  const redacted = await db
    .updateTable('outbox_emails')
    .set({
      body_text: sql<string>`regexp_replace(body_text, ${TOKEN_PARAM}, ${`\\1${REDACTED}`}, 'g')`,
    })
    .where('created_at', '<', new Date(now.getTime() - RESET_TOKEN_LIFETIME_MINUTES * 60_000))
    .where(sql<boolean>`body_text ~ ${TOKEN_PARAM}`)
    .executeTakeFirst();
  return { deleted: Number(deleted.numDeletedRows), redacted: Number(redacted.numUpdatedRows) };
}
