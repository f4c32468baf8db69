import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { seedUsers } from './users.ts';
import { seedCommunity } from './community.ts';
import { seedStories } from './stories.ts';

export interface SeedReport {
  users: number;
  groups: number;
  stories: number;
}

/** Demo content for a newcomer's first run. Idempotent: running it again adds nothing twice. */
export async function seedDemo(db: Kysely<Database>): Promise<SeedReport> {
  const users = await seedUsers(db);
  const groups = await seedCommunity(db, users);
  const stories = await seedStories(db, users);
  return { users: users.size, groups, stories };
}
