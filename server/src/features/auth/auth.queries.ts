import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { secondFactor } from '../../auth/sessions.queries.ts';

export function findUserByEmail(db: Kysely<Database>, email: string) {
  return db
    .selectFrom('users')
    .select([
      'id',
      'email',
      'password_hash',
      'first_name',
      'last_name',
      'role',
      'status',
      'profile_picture_id',
      'suspended_until',
      'email_verified',
      'discreet_email',
    ])
    .select((eb) => secondFactor(eb.ref('users.id')).as('two_factor'))
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();
}

export interface NewUser {
  email: string;
  password_hash: string | null;
  first_name: string;
  last_name: string;
  role?: 'user' | 'admin';
  status?: 'active' | 'inactive';
  /** False (the default) for a sign-up: her emailed link confirms it. */
  email_verified?: boolean;
  /** Her choice at sign-up (false unless she ticked it). */
  discreet_email?: boolean;
}

/** Inserts a user unless the email is taken; returns undefined when it is (no exception to catch). */
export function insertUser(db: Kysely<Database>, user: NewUser) {
  return db
    .insertInto('users')
    .values({ ...user, email: user.email.toLowerCase() })
    .onConflict((oc) => oc.column('email').doNothing())
    .returning([
      'id',
      'email',
      'first_name',
      'last_name',
      'role',
      'status',
      'profile_picture_id',
      'email_verified',
      'discreet_email',
    ])
    .executeTakeFirst();
}

export function findUserById(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('users')
    .select([
      'id',
      'email',
      'password_hash',
      'first_name',
      'last_name',
      'role',
      'status',
      'profile_picture_id',
      'suspended_until',
      'email_verified',
      'discreet_email',
    ])
    .select((eb) => secondFactor(eb.ref('users.id')).as('two_factor'))
    .where('id', '=', id)
    .executeTakeFirst();
}

export function updatePasswordHash(db: Kysely<Database>, userId: number, passwordHash: string) {
  return db
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: new Date() })
    .where('id', '=', userId)
    .execute();
}

export function insertResetToken(
  db: Kysely<Database>,
  tokenHash: string,
  userId: number,
  expiresAt: Date,
) {
  return db
    .insertInto('password_reset_tokens')
    .values({ id: tokenHash, user_id: userId, expires_at: expiresAt })
    .execute();
}

export function findResetToken(db: Kysely<Database>, tokenHash: string) {
  return db
    .selectFrom('password_reset_tokens')
    .select(['user_id', 'expires_at'])
    .where('id', '=', tokenHash)
    .executeTakeFirst();
}

/** Takes a reset token: deletes it and returns its user, so two uses of one token cannot both succeed. */
export function consumeResetToken(db: Kysely<Database>, tokenHash: string) {
  return db
    .deleteFrom('password_reset_tokens')
    .where('id', '=', tokenHash)
    .returning(['user_id', 'expires_at'])
    .executeTakeFirst();
}

export function deleteResetTokensOfUser(db: Kysely<Database>, userId: number) {
  return db.deleteFrom('password_reset_tokens').where('user_id', '=', userId).execute();
}
