import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export function insertOutboxEmail(
  db: Kysely<Database>,
  email: { to_address: string; subject: string; body_text: string },
) {
  return db.insertInto('outbox_emails').values(email).returning('id').executeTakeFirstOrThrow();
}

export async function markOutboxEmailSent(
  db: Kysely<Database>,
  id: number,
  sentAt: Date,
): Promise<void> {
  await db.updateTable('outbox_emails').set({ sent_at: sentAt }).where('id', '=', id).execute();
}

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
