import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;
export type ConfirmationPurpose = 'confirm' | 'change';

export function findAccount(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'status', 'email_verified'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** Whether another account uses this address (addresses are kept lower-case). */
export async function emailTakenByOther(db: Db, email: string, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email.toLowerCase())
    .where('id', '<>', userId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function deleteTokensOfUser(
  db: Db,
  userId: number,
  purposes: ConfirmationPurpose[],
): Promise<void> {
  await db
    .deleteFrom('email_confirmation_tokens')
    .where('user_id', '=', userId)
    .where('purpose', 'in', purposes)
    .execute();
}

export async function insertToken(
  db: Db,
  token: {
    id: string;
    user_id: number;
    purpose: ConfirmationPurpose;
    email: string;
    expires_at: Date;
  },
): Promise<void> {
  await db.insertInto('email_confirmation_tokens').values(token).execute();
}

export function findToken(db: Db, tokenHash: string) {
  return db
    .selectFrom('email_confirmation_tokens')
    .select(['user_id', 'purpose', 'email', 'expires_at'])
    .where('id', '=', tokenHash)
    .executeTakeFirst();
}

/** Takes a token: deletes it and returns it, so two uses of one link cannot both succeed. */
export function consumeToken(db: Db, tokenHash: string) {
  return db
    .deleteFrom('email_confirmation_tokens')
    .where('id', '=', tokenHash)
    .returning(['user_id', 'purpose', 'email', 'expires_at'])
    .executeTakeFirst();
}

/** Marks her address confirmed, if it is still the address the link was sent to. */
export async function markVerified(db: Db, userId: number, email: string): Promise<boolean> {
  const row = await db
    .updateTable('users')
    .set({ email_verified: true, updated_at: new Date() })
    .where('id', '=', userId)
    .where('email', '=', email)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Gives the account the confirmed new address. */
export async function applyEmail(db: Db, userId: number, email: string): Promise<boolean> {
  const row = await db
    .updateTable('users')
    .set({ email, email_verified: true, updated_at: new Date() })
    .where('id', '=', userId)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** The addresses waiting to be confirmed for these accounts: live 'change' links. */
export async function findPendingEmails(
  db: Db,
  userIds: number[],
  now: Date,
): Promise<Map<number, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('email_confirmation_tokens')
    .select(['user_id', 'email'])
    .where('user_id', 'in', userIds)
    .where('purpose', '=', 'change')
    .where('expires_at', '>', now)
    .orderBy('created_at', 'asc')
    .execute();
  // Oldest first, so the newest of an account's links wins (there is one at most).
  return new Map(rows.map((r) => [r.user_id, r.email]));
}
