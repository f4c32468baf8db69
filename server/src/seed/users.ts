import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { hashPassword } from '../auth/passwords.ts';
import { findUserByEmail, insertUser } from '../features/auth/auth.queries.ts';
import { setDemoUserDetails } from './seed.queries.ts';

import { DEMO_ADMIN_EMAIL } from './demo-admin.ts';

export { DEMO_ADMIN_EMAIL };
const DEMO_ADMIN_JOINED_DAYS_AGO = 120;

/** One password shared by the demo members, one for the demo admin. */
export interface DemoPasswords {
  member: string;
  admin: string;
}

// No 0/o, 1/l/i: the password is read off a terminal and typed.
const READABLE = 'abcdefghjkmnpqrstuvwxyz23456789';

/**
 * A fresh random password for demo accounts, e.g. `k7mq-x3pa-w9te` (about 59 bits): a fixed demo
 * password would let anyone into every default install.
 */
export function generateDemoPassword(): string {
  const group = () =>
    Array.from({ length: 4 }, () => READABLE[randomInt(READABLE.length)]).join('');
  return [group(), group(), group()].join('-');
}

export interface SeededUsers {
  /** Every demo user's id by email, the existing ones included. */
  ids: Map<string, number>;
  /** Whether this run created the members, and the admin (only they have the given passwords). */
  createdMembers: boolean;
  createdAdmin: boolean;
}

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

/** Returns the demo users by email, creating the missing ones (the admin only if asked for). */
export async function seedUsers(
  db: Kysely<Database>,
  passwords: DemoPasswords,
  withAdmin: boolean,
): Promise<SeededUsers> {
  const ids = new Map<string, number>();
  let createdMembers = false;
  let createdAdmin = false;
  const memberHash = await hashPassword(passwords.member);
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
      // Demo accounts (example.com addresses) can receive no link: they count as confirmed.
      email_verified: true,
    });
    if (created) {
      await setDemoUserDetails(db, created.id, {
        occupation: member.occupation,
        location: member.location,
        // Spread over the last weeks, so the admin dashboard's chart has a history.
        created_at: daysAgo(member.joined_days_ago),
      });
      ids.set(member.email, created.id);
      createdMembers = true;
    }
  }
  if (!withAdmin) return { ids, createdMembers, createdAdmin };
  const admin = await findUserByEmail(db, DEMO_ADMIN_EMAIL);
  if (admin) ids.set(DEMO_ADMIN_EMAIL, admin.id);
  else {
    const created = await insertUser(db, {
      email: DEMO_ADMIN_EMAIL,
      password_hash: await hashPassword(passwords.admin),
      first_name: 'Nadia',
      last_name: 'Brooks',
      role: 'admin',
      email_verified: true,
    });
    if (created) {
      await setDemoUserDetails(db, created.id, {
        created_at: daysAgo(DEMO_ADMIN_JOINED_DAYS_AGO),
      });
      ids.set(DEMO_ADMIN_EMAIL, created.id);
      createdAdmin = true;
    }
  }
  return { ids, createdMembers, createdAdmin };
}
