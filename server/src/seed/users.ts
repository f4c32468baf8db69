import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { hashPassword } from '../auth/passwords.ts';
import { findUserByEmail, insertUser } from '../features/auth/auth.queries.ts';

/** Every demo member signs in with this password (README says so). */
export const DEMO_PASSWORD = 'hercircle-demo';
export const DEMO_ADMIN = { email: 'admin@hercircle.example', password: 'hercircle-admin' };
const DEMO_ADMIN_JOINED_DAYS_AGO = 120;

export function daysAgo(days: number): Date {
  return new Date(Date.now() - days * 86_400_000);
}

export const DEMO_MEMBERS = [
  {
    email: 'amara@hercircle.example',
    first_name: 'Amara',
    last_name: 'Okafor',
    occupation: 'Product designer',
    location: 'Lagos, Nigeria',
    joined_days_ago: 74,
  },
  {
    email: 'sofia@hercircle.example',
    first_name: 'Sofia',
    last_name: 'Marquez',
    occupation: 'Nurse practitioner',
    location: 'Austin, Texas',
    joined_days_ago: 66,
  },
  {
    email: 'priya@hercircle.example',
    first_name: 'Priya',
    last_name: 'Raman',
    occupation: 'Data engineer',
    location: 'Toronto, Canada',
    joined_days_ago: 59,
  },
  {
    email: 'hannah@hercircle.example',
    first_name: 'Hannah',
    last_name: 'Keller',
    occupation: 'Primary school teacher',
    location: 'Munich, Germany',
    joined_days_ago: 52,
  },
  {
    email: 'mei@hercircle.example',
    first_name: 'Mei',
    last_name: 'Tanaka',
    occupation: 'Financial planner',
    location: 'Osaka, Japan',
    joined_days_ago: 45,
  },
  {
    email: 'leila@hercircle.example',
    first_name: 'Leila',
    last_name: 'Haddad',
    occupation: 'Founder, Olive & Ink',
    location: 'Marseille, France',
    joined_days_ago: 27,
  },
  {
    email: 'grace@hercircle.example',
    first_name: 'Grace',
    last_name: 'Mensah',
    occupation: 'Midwife',
    location: 'Accra, Ghana',
    joined_days_ago: 18,
  },
  {
    email: 'ruth@hercircle.example',
    first_name: 'Ruth',
    last_name: 'Adebayo',
    occupation: 'Community organiser',
    location: 'Manchester, UK',
    joined_days_ago: 9,
  },
] as const;

/** Returns the demo users by email, creating the missing ones. */
export async function seedUsers(db: Kysely<Database>): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const memberHash = await hashPassword(DEMO_PASSWORD);
  for (const member of DEMO_MEMBERS) {
    const existing = await findUserByEmail(db, member.email);
    if (existing) {
      ids.set(member.email, existing.id);
      continue;
    }
    const created = await insertUser(db, {
      email: member.email,
      password_hash: memberHash,
      first_name: member.first_name,
      last_name: member.last_name,
    });
    if (created) {
      await db
        .updateTable('users')
        .set({
          occupation: member.occupation,
          location: member.location,
          // Spread over the last weeks, so the admin dashboard's chart has a history.
          created_at: daysAgo(member.joined_days_ago),
        })
        .where('id', '=', created.id)
        .execute();
      ids.set(member.email, created.id);
    }
  }
  const admin = await findUserByEmail(db, DEMO_ADMIN.email);
  if (admin) ids.set(DEMO_ADMIN.email, admin.id);
  else {
    const created = await insertUser(db, {
      email: DEMO_ADMIN.email,
      password_hash: await hashPassword(DEMO_ADMIN.password),
      first_name: 'Nadia',
      last_name: 'Brooks',
      role: 'admin',
    });
    if (created) {
      await db
        .updateTable('users')
        .set({ created_at: daysAgo(DEMO_ADMIN_JOINED_DAYS_AGO) })
        .where('id', '=', created.id)
        .execute();
      ids.set(DEMO_ADMIN.email, created.id);
    }
  }
  return ids;
}
