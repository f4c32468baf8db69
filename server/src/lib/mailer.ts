import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface MailerLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/**
 * Every message is kept in the outbox table. Without SMTP_URL the log line carries the message text
 * (with any link in it), so a developer can finish a reset flow locally. With SMTP_URL the message is
 * also delivered; delivery failures are logged and leave the outbox row unsent for a retry.
 */
export function createMailer(
  db: Kysely<Database>,
  options: { smtpUrl?: string; from: string; log: MailerLog },
): Mailer {
  return {
    async send(message) {
      const row = await db
        .insertInto('outbox_emails')
        .values({ to_address: message.to, subject: message.subject, body_text: message.text })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (!options.smtpUrl) {
        options.log.info(
          { to: message.to, subject: message.subject, text: message.text },
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
        });
        await db
          .updateTable('outbox_emails')
          .set({ sent_at: new Date() })
          .where('id', '=', row.id)
          .execute();
      } catch (error) {
        options.log.warn({ err: error, to: message.to }, 'email delivery failed; kept in outbox');
      }
    },
  };
}
