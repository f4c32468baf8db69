import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export function insertSubscriber(db: Kysely<Database>, email: string, userId: number | null) {
  return db
    .insertInto('newsletter_subscribers')
    .values({ email, user_id: userId })
    .onConflict((oc) => oc.column('email').doNothing())
    .execute();
}

/** The opt-in on the member's own account, shown on their profile. */
export function setNewsletterOptIn(db: Kysely<Database>, userId: number) {
  return db
    .updateTable('users')
    .set({ newsletter_opt_in: true })
    .where('id', '=', userId)
    .execute();
}

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
