import type { Kysely } from 'kysely';
import type { ContactMessageListInput, ContactMessageRecord } from '@hercircle/shared';
import type { Database } from '../../db/schema.ts';
import type { AuthUser } from '../../auth/sessions.ts';
import { AppError } from '../../lib/app-error.ts';
import { insertAuditEntry } from '../../lib/audit.queries.ts';
import { containsPattern } from '../../lib/like.ts';
import type { Mailer } from '../../lib/mailer.ts';
import {
  fill,
  letter,
  mailLocaleForAddress,
  mailMoment,
  textsOf,
  type MailLocale,
} from '../../i18n/mail.ts';
import * as q from './admin-inbox.queries.ts';

type Db = Kysely<Database>;
type Deps = { db: Db; mailer: Mailer };

const NOT_FOUND = 'No such contact message';

async function withReplies(db: Db, rows: q.ContactMessageRow[]): Promise<ContactMessageRecord[]> {
  const replies = await q.listReplies(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    subject: r.subject,
    message: r.message,
    created_at: r.created_at.toISOString(),
    handled_at: r.handled_at?.toISOString() ?? null,
    handled_by_email: r.handled_at ? r.handled_by_email : null,
    replies: replies
      .filter((reply) => reply.contact_message_id === r.id)
      .map((reply) => ({
        id: reply.id,
        body: reply.body,
        author_email: reply.author_email,
        created_at: reply.created_at.toISOString(),
      })),
  }));
}

async function readBack(db: Db, id: number): Promise<ContactMessageRecord> {
  const row = await q.findContactMessage(db, id);
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
  const [message] = await withReplies(db, [row]);
  return message as ContactMessageRecord;
}

export async function listContactMessages(
  db: Db,
  _admin: AuthUser,
  input: ContactMessageListInput,
): Promise<{ messages: ContactMessageRecord[]; total: number }> {
  const { rows, total } = await q.listContactMessages(db, {
    ...input,
    search: input.search ? containsPattern(input.search) : '',
  });
  return { messages: await withReplies(db, rows), total };
}

/**
 * The admin's answer (in her own words) in a frame in the language of the member the address
 * belongs to, her date in her zone; a visitor's in English.
 */
function replyText(message: q.ContactMessageRow, text: string, locale: MailLocale): string {
  const t = textsOf(locale.language);
  const quoted = message.message
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  const wrote = fill(t.contactReply.youWrote, { date: mailMoment(locale, message.created_at) });
  return `${letter(t, message.name, text)}\n\n${wrote}\n${quoted}\n`;
}

/**
 * An admin answers a contact message by email, through the site's mailer (so the Outbox shows
 * it and can send it again). The reply is kept and the message marked handled in one
 * transaction with its audit entry; the email goes after the commit, as the mail server cannot
 * take part in a transaction. `sent` says whether a mail server took it (without SMTP_URL the
 * email stays in the Outbox, as every email does).
 */
export async function replyToContactMessage(
  { db, mailer }: Deps,
  admin: AuthUser,
  input: { id: number; text: string },
): Promise<{ message: ContactMessageRecord; sent: boolean }> {
  const message = await q.findContactMessage(db, input.id);
  if (!message) throw new AppError('NOT_FOUND', NOT_FOUND);
  await db.transaction().execute(async (trx) => {
    await q.insertReply(trx, {
      contact_message_id: message.id,
      author_id: admin.id,
      author_email: admin.email,
      body: input.text,
    });
    await q.setHandled(trx, message.id, admin.id);
    await insertAuditEntry(trx, admin, 'reply', 'contact_message', message.id, {
      to: message.email,
    });
  });
  const locale = await mailLocaleForAddress(db, message.email);
  const result = await mailer.send({
    to: message.email,
    subject: `Re: ${message.subject}`,
    text: replyText(message, input.text, locale),
    language: locale.language,
    // She wrote to us: in its discreet form only the sender and subject turn neutral.
    kind: 'letter',
  });
  return { message: await readBack(db, message.id), sent: result.ok && mailer.delivers };
}

/** Marks a contact message handled, or open again; audited. */
export async function setContactMessageHandled(
  db: Db,
  admin: AuthUser,
  input: { id: number; handled: boolean },
): Promise<ContactMessageRecord> {
  await db.transaction().execute(async (trx) => {
    if (!(await q.setHandled(trx, input.id, input.handled ? admin.id : null)))
      throw new AppError('NOT_FOUND', NOT_FOUND);
    await insertAuditEntry(
      trx,
      admin,
      input.handled ? 'mark_handled' : 'reopen',
      'contact_message',
      input.id,
    );
  });
  return readBack(db, input.id);
}
