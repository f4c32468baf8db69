import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export function insertDeletionRequest(
  db: Kysely<Database>,
  request: {
    user_id: number;
    email: string;
    reason: string | null;
    feedback: string | null;
    export_data: boolean;
    purge_after: Date;
  },
) {
  return db
    .insertInto('account_deletion_requests')
    .values(request)
    .returning(['id', 'purge_after'])
    .executeTakeFirstOrThrow();
}

export function deactivateUser(db: Kysely<Database>, userId: number) {
  return db
    .updateTable('users')
    .set({ status: 'inactive', deactivated_at: new Date(), updated_at: new Date() })
    .where('id', '=', userId)
    .execute();
}

export function dueDeletionRequests(db: Kysely<Database>, now: Date) {
  return db
    .selectFrom('account_deletion_requests')
    .select(['id', 'user_id', 'email'])
    .where('purged_at', 'is', null)
    .where('cancelled_at', 'is', null)
    .where('purge_after', '<=', now)
    .execute();
}

/** The request stays as a record that a deletion happened, without whom it was about. */
export function markDeletionRequestPurged(db: Kysely<Database>, id: number, now: Date) {
  return db
    .updateTable('account_deletion_requests')
    .set({ purged_at: now, email: '[deleted]', feedback: null, user_id: null })
    .where('id', '=', id)
    .execute();
}

export function deleteUser(db: Kysely<Database>, userId: number) {
  return db.deleteFrom('users').where('id', '=', userId).execute();
}

/**
 * Mail to a member or naming them (admin notices about them), sent or not: by the address on the
 * account and the one on the deletion request, in case they differ.
 */
export async function deleteOutboxEmailsOfUser(
  db: Kysely<Database>,
  userId: number,
  requestEmail: string,
) {
  const user = await db
    .selectFrom('users')
    .select('email')
    .where('id', '=', userId)
    .executeTakeFirst();
  const emails = [...new Set([requestEmail, user?.email ?? requestEmail])];
  await db
    .deleteFrom('outbox_emails')
    .where((eb) =>
      eb.or(
        emails.flatMap((email) => [
          eb('to_address', '=', email),
          eb(sql<number>`strpos(body_text, ${email})`, '>', 0),
        ]),
      ),
    )
    .execute();
}

/** The secret that signs links in emails (made once by a migration; shared by every process). */
export async function signingKey(db: Kysely<Database>, name: string): Promise<string> {
  const row = await db
    .selectFrom('signing_keys')
    .select('secret')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.secret;
}

/** The request a cancel link names, with its account's status (locked when `forUpdate`). */
export function findDeletionRequest(db: Kysely<Database>, id: number, forUpdate = false) {
  const query = db
    .selectFrom('account_deletion_requests as r')
    .leftJoin('users as u', 'u.id', 'r.user_id')
    .select(['r.user_id', 'r.purge_after', 'r.purged_at', 'r.cancelled_at', 'u.status'])
    .where('r.id', '=', id);
  return (forUpdate ? query.forUpdate('r') : query).executeTakeFirst();
}

/** Her pending request, if any: a sign-in during the 30 days is told when the purge is due. */
export function findPendingDeletionOfUser(db: Kysely<Database>, userId: number, now: Date) {
  return db
    .selectFrom('account_deletion_requests')
    .select(['id', 'purge_after'])
    .where('user_id', '=', userId)
    .where('purged_at', 'is', null)
    .where('cancelled_at', 'is', null)
    .where('purge_after', '>', now)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/**
 * She kept her account: the request stays, marked, so its link can say so when pressed again;
 * what she wrote about leaving is let go, as it would be at a purge.
 */
export function markDeletionRequestsCancelled(db: Kysely<Database>, userId: number, now: Date) {
  return db
    .updateTable('account_deletion_requests')
    .set({ cancelled_at: now, feedback: null })
    .where('user_id', '=', userId)
    .where('purged_at', 'is', null)
    .where('cancelled_at', 'is', null)
    .execute();
}

/** At her purge: the requests she once cancelled go with the account. */
export function deleteCancelledDeletionRequestsOfUser(db: Kysely<Database>, userId: number) {
  return db
    .deleteFrom('account_deletion_requests')
    .where('user_id', '=', userId)
    .where('cancelled_at', 'is not', null)
    .execute();
}

export function reactivateUser(db: Kysely<Database>, userId: number) {
  return db
    .updateTable('users')
    .set({ status: 'active', deactivated_at: null, updated_at: new Date() })
    .where('id', '=', userId)
    .execute();
}
