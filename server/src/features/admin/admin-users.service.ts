import type { Kysely } from 'kysely';
import type { AdminUser } from '@hercircle/shared';
import type { AuthUser } from '../../auth/sessions.ts';
import type { Database } from '../../db/schema.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { AppError, isUniqueViolation } from '../../lib/app-error.ts';
import { assertUncommonPassword } from '../../auth/passwords.ts';
import { invalidateUserSessions } from '../../auth/sessions.ts';
import { createAccount, forgotPassword } from '../auth/auth.service.ts';
import { leaveAllGroups } from '../community/community-members.service.ts';
import { cancelPendingDeletion } from '../account/account.service.ts';
import { pendingEmails, requestEmailChange } from '../account/email-confirmation.service.ts';
import type { Env } from '../../env.ts';
import { insertAuditEntry } from '../../lib/audit.queries.ts';
import * as q from './admin-users.queries.ts';

type Row = NonNullable<Awaited<ReturnType<typeof q.findUser>>>;

export function toAdminUser(row: Row, pendingEmail: string | null = null): AdminUser {
  return {
    id: row.id,
    name: `${row.first_name} ${row.last_name}`.trim(),
    email: row.email,
    role: row.role,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    pendingEmail,
  };
}

/** "Maya Angelou Johnson" → first "Maya", last "Angelou Johnson". */
export function splitName(name: string): { first_name: string; last_name: string } {
  const parts = name.trim().split(/\s+/);
  return { first_name: parts[0] ?? '', last_name: parts.slice(1).join(' ') };
}

const EMAIL_TAKEN = 'An account with this email already exists';

export async function listUsers(db: Kysely<Database>, _actor: AuthUser, input: q.UserListArgs) {
  const { rows, total } = await q.listUsers(db, input);
  const pending = await pendingEmails(
    db,
    rows.map(({ id }) => id),
  );
  return { users: rows.map((r) => toAdminUser(r, pending.get(r.id) ?? null)), total };
}

export async function getUser(
  db: Kysely<Database>,
  _actor: AuthUser,
  input: { id: number },
): Promise<AdminUser> {
  const row = await q.findUser(db, input.id);
  if (!row) throw new AppError('NOT_FOUND', 'User not found');
  const pending = await pendingEmails(db, [row.id]);
  return toAdminUser(row, pending.get(row.id) ?? null);
}

export async function createUser(
  deps: { db: Kysely<Database>; env: Env; mailer: Mailer; ip: string; origin: string },
  actor: AuthUser,
  input: {
    name: string;
    email: string;
    role: 'user' | 'admin';
    status: 'active' | 'inactive';
    password?: string;
  },
): Promise<AdminUser> {
  const { db } = deps;
  if (input.password) assertUncommonPassword(input.password, 'password');
  const created = await db.transaction().execute(async (trx) => {
    const row = await createAccount(trx, {
      ...splitName(input.name),
      email: input.email,
      password: input.password ?? null,
      role: input.role,
      status: input.status,
      // An admin typed this address for the member: it counts as confirmed, as a reset link
      // (or the password she was given) is how she gets in.
      email_verified: true,
    });
    if (!row)
      throw new AppError('CONFLICT', EMAIL_TAKEN, {
        issues: [{ path: ['email'], message: EMAIL_TAKEN }],
      });
    await insertAuditEntry(trx, actor, 'create', 'user', row.id, {
      email: input.email,
      role: input.role,
      status: input.status,
      invited: !input.password,
    });
    return row;
  });
  // Without a password the new member chooses one through the reset link we email them: in
  // English, not in the language of the admin's page (her cookies and header are not the member's).
  const { env, mailer, ip, origin } = deps;
  if (!input.password && input.status === 'active')
    await forgotPassword({ db, env, mailer, ip, origin }, input);
  return getUser(db, actor, created);
}

export async function updateUser(
  { db, mailer, origin }: { db: Kysely<Database>; mailer: Mailer; origin: string },
  actor: AuthUser,
  input: {
    id: number;
    name?: string;
    email?: string;
    role?: 'user' | 'admin';
    status?: 'active' | 'inactive';
  },
): Promise<AdminUser> {
  if (input.id === actor.id) {
    if (input.role === 'user')
      throw new AppError('FORBIDDEN', 'You cannot remove your own admin role');
    if (input.status === 'inactive')
      throw new AppError('FORBIDDEN', 'You cannot deactivate your own account');
  }
  try {
    const { user, emailChange } = await db.transaction().execute(async (trx) => {
      const before = await q.findUser(trx, input.id);
      if (!before) throw new AppError('NOT_FOUND', 'User not found');
      // A new address applies only once the link mailed to it is followed (issue 32); the same
      // address as now changes nothing, so saving the form for another field keeps a pending one.
      const emailChange =
        input.email !== undefined && input.email.toLowerCase() !== before.email
          ? await requestEmailChange(trx, before, input.email)
          : undefined;
      const patch = {
        ...(input.name !== undefined ? splitName(input.name) : {}),
        ...(input.role !== undefined ? { role: input.role } : {}),
        ...(input.status !== undefined
          ? {
              status: input.status,
              deactivated_at: input.status === 'inactive' ? new Date() : null,
            }
          : {}),
      };
      const row = await q.updateUser(trx, input.id, patch);
      if (!row) throw new AppError('NOT_FOUND', 'User not found');
      // Reactivating an account that asked to be deleted keeps it: the purge is off.
      if (input.status === 'active' && before.status === 'inactive')
        await cancelPendingDeletion(trx, { userId: input.id });
      // Deactivating (or demoting) takes effect at once: end every session of that user.
      if (
        (input.status === 'inactive' && before.status !== 'inactive') ||
        (input.role === 'user' && before.role === 'admin')
      ) {
        await invalidateUserSessions(trx, input.id);
      }
      const pending = (await pendingEmails(trx, [row.id])).get(row.id) ?? null;
      const user = toAdminUser(row, pending);
      await insertAuditEntry(trx, actor, 'update', 'user', input.id, {
        before: toAdminUser(before),
        after: user,
      });
      return { user, emailChange };
    });
    await emailChange?.send({ mailer, origin });
    return user;
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError('CONFLICT', EMAIL_TAKEN, {
        issues: [{ path: ['email'], message: EMAIL_TAKEN }],
      });
    throw error;
  }
}

export async function deleteUser(
  db: Kysely<Database>,
  actor: AuthUser,
  input: { id: number },
): Promise<void> {
  const { id } = input;
  if (id === actor.id)
    throw new AppError('FORBIDDEN', 'You cannot delete your own account from the admin portal');
  await db.transaction().execute(async (trx) => {
    const before = await q.findUser(trx, id);
    if (!before) throw new AppError('NOT_FOUND', 'User not found');
    // Memberships would cascade with the row, leaving member counts high and perhaps a group
    // without an admin: leave each group the way a member does first.
    await leaveAllGroups(trx, { userId: id });
    await q.deleteUser(trx, id);
    await insertAuditEntry(trx, actor, 'delete', 'user', id, {
      email: before.email,
      name: `${before.first_name} ${before.last_name}`,
    });
  });
}
