import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { findUserByEmail, insertUser } from './auth.queries.ts';

/** Creates the first administrator from ADMIN_EMAIL / ADMIN_PASSWORD when no such user exists. */
export async function ensureAdmin(
  db: Kysely<Database>,
  email: string,
  password: string,
): Promise<'created' | 'exists'> {
  if (await findUserByEmail(db, email)) return 'exists';
  const created = await insertUser(db, {
    email,
    password_hash: await hashPassword(password),
    first_name: 'Site',
    last_name: 'Admin',
    role: 'admin',
  });
  return created ? 'created' : 'exists';
}
