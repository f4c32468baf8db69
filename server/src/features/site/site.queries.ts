import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export function insertContactMessage(
  db: Kysely<Database>,
  message: {
    name: string;
    email: string;
    subject: string;
    message: string;
    user_id: number | null;
  },
) {
  return db
    .insertInto('contact_messages')
    .values(message)
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** Active admins who want email notices. */
export function listNotifiedAdminEmails(db: Kysely<Database>) {
  return db
    .selectFrom('users')
    .select('email')
    .where('role', '=', 'admin')
    .where('status', '=', 'active')
    .where('email_frequency', '<>', 'off')
    .execute();
}

export function deleteSubscriptionsOfUser(db: Kysely<Database>, userId: number) {
  return db.deleteFrom('newsletter_subscribers').where('user_id', '=', userId).execute();
}

export function deleteContactMessagesOfUser(db: Kysely<Database>, userId: number) {
  return db.deleteFrom('contact_messages').where('user_id', '=', userId).execute();
}
