import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export function insertOutboxEmail(
  db: Kysely<Database>,
  email: {
    to_address: string;
    subject: string;
    body_text: string;
    discreet: boolean;
    has_attachments: boolean;
  },
) {
  return db.insertInto('outbox_emails').values(email).returning('id').executeTakeFirstOrThrow();
}

/** Whether the member with this address asked for discreet mail (no account: no). */
export async function isDiscreetRecipient(db: Kysely<Database>, address: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('discreet_email')
    .where('email', '=', address.toLowerCase())
    .executeTakeFirst();
  return row?.discreet_email ?? false;
}

/** A try went through: the row keeps the text with its links redacted. */
export async function markOutboxEmailSent(
  db: Kysely<Database>,
  id: number,
  sentAt: Date,
  bodyText: string,
): Promise<void> {
  await db
    .updateTable('outbox_emails')
    .set((eb) => ({
      sent_at: sentAt,
      failed_at: null,
      body_text: bodyText,
      attempts: eb('attempts', '+', 1),
    }))
    .where('id', '=', id)
    .execute();
}

export async function markOutboxEmailFailed(
  db: Kysely<Database>,
  id: number,
  failure: { at: Date; error: string },
): Promise<void> {
  await db
    .updateTable('outbox_emails')
    .set((eb) => ({
      failed_at: failure.at,
      last_error: failure.error,
      attempts: eb('attempts', '+', 1),
    }))
    .where('id', '=', id)
    .execute();
}

/**
 * Takes a failed email back to queued for one more try, and answers what to send; undefined when
 * it is not failed (two admins pressing Retry at once: one of them gets it) or had attachments.
 */
export function claimFailedOutboxEmail(db: Kysely<Database>, id: number) {
  return db
    .updateTable('outbox_emails')
    .set({ failed_at: null })
    .where('id', '=', id)
    .where('failed_at', 'is not', null)
    .where('sent_at', 'is', null)
    .where('has_attachments', '=', false)
    .returning(['to_address', 'subject', 'body_text', 'discreet'])
    .executeTakeFirst();
}

export type OutboxStatus = 'queued' | 'sent' | 'failed';

const OUTBOX_COLUMNS = [
  'id',
  'to_address',
  'subject',
  'body_text',
  'created_at',
  'sent_at',
  'failed_at',
  'attempts',
  'last_error',
  'discreet',
  'has_attachments',
] as const;

/** The outbox newest first, one page of it, with the count of all that match. */
export async function listOutboxEmails(
  db: Kysely<Database>,
  args: { status?: OutboxStatus; search: string; limit: number; offset: number },
) {
  let query = db.selectFrom('outbox_emails');
  if (args.status === 'sent') query = query.where('sent_at', 'is not', null);
  if (args.status === 'failed')
    query = query.where('failed_at', 'is not', null).where('sent_at', 'is', null);
  if (args.status === 'queued')
    query = query.where('failed_at', 'is', null).where('sent_at', 'is', null);
  if (args.search) query = query.where('to_address', 'ilike', args.search);
  const [rows, count] = await Promise.all([
    query
      .select(OUTBOX_COLUMNS)
      .orderBy('id', 'desc')
      .limit(args.limit)
      .offset(args.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export function findOutboxEmail(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('outbox_emails')
    .select(OUTBOX_COLUMNS)
    .where('id', '=', id)
    .executeTakeFirst();
}

export type OutboxRow = NonNullable<Awaited<ReturnType<typeof findOutboxEmail>>>;

/** Deletes mail sent before `sentBefore` and any mail created before `createdBefore`. */
export async function deleteOldOutboxEmails(
  db: Kysely<Database>,
  sentBefore: Date,
  createdBefore: Date,
): Promise<number> {
  const result = await db
    .deleteFrom('outbox_emails')
    .where((eb) => eb.or([eb('sent_at', '<', sentBefore), eb('created_at', '<', createdBefore)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Replaces every match of `pattern` (a POSIX regular expression whose first group is kept) with
 * `\1` + `replacement` in mail created before `createdBefore`.
 */
export async function redactOutboxEmails(
  db: Kysely<Database>,
  pattern: string,
  replacement: string,
  createdBefore: Date,
): Promise<number> {
  const result = await db
    .updateTable('outbox_emails')
    .set({
      body_text: sql<string>`regexp_replace(body_text, ${pattern}, ${`\\1${replacement}`}, 'g')`,
    })
    .where('created_at', '<', createdBefore)
    .where(sql<boolean>`body_text ~ ${pattern}`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
