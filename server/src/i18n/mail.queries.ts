import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

type Db = Kysely<Database>;

/** Her language (null: not chosen) and time zone (null: not known), for mail to her. */
export function findMailLocale(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['language', 'time_zone'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** The same, for the account an address belongs to, if any. */
export function findMailLocaleByAddress(db: Db, email: string) {
  return db
    .selectFrom('users')
    .select(['language', 'time_zone'])
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();
}

export function findMailLocales(db: Db, userIds: number[]) {
  return db
    .selectFrom('users')
    .select(['id', 'language', 'time_zone'])
    .where('id', 'in', userIds)
    .execute();
}
