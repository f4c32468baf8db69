import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** When her account was made, and the site's new-account hours (null before a first save). */
export function findAccountAge(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('users')
    .select([
      'users.created_at',
      (eb) =>
        eb
          .selectFrom('site_settings')
          .select('site_settings.new_account_hours')
          .where('site_settings.id', '=', 1)
          .as('new_account_hours'),
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
}
