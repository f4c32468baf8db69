import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { findUserByEmail } from './auth.queries.ts';
import { createAccount } from './auth.service.ts';

/** Creates the first administrator from ADMIN_EMAIL / ADMIN_PASSWORD when no such user exists. */
export async function ensureAdmin(
  db: Kysely<Database>,
  email: string,
  password: string,
): Promise<'created' | 'exists'> {
  if (await findUserByEmail(db, email)) return 'exists';
  const created = await createAccount(db, {
    email,
    password,
    first_name: 'Site',
    last_name: 'Admin',
    role: 'admin',
    // The operator chose this address in the server's settings: nothing to confirm.
    email_verified: true,
  });
  return created ? 'created' : 'exists';
}
