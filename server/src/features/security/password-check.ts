import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { verifyPassword } from '../../auth/passwords.ts';
import { hit, release } from '../../auth/rate-limit.ts';
import { findPasswordHash } from './security.queries.ts';

const WRONG_PASSWORD = 'That password is not right';

/**
 * Her password, asked again before a change to how she signs in (turning two-step sign-in off, new
 * recovery codes, removing a passkey). Wrong answers are counted (10 in 15 minutes, as many as
 * sign-in allows an address by default): a borrowed session cannot try passwords without end.
 */
export async function checkPassword(
  db: Kysely<Database>,
  userId: number,
  password: string,
): Promise<void> {
  const limit = { key: `password-check:user:${userId}`, max: 10, windowSeconds: 15 * 60 };
  await hit(db, limit);
  const account = await findPasswordHash(db, userId);
  if (!account || !(await verifyPassword(account.password_hash, password)))
    throw new AppError('BAD_REQUEST', WRONG_PASSWORD, {
      issues: [{ path: ['password'], message: WRONG_PASSWORD }],
    });
  await release(db, limit.key);
}
