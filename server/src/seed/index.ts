import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import {
  DEMO_ADMIN_EMAIL,
  DEMO_MEMBERS,
  generateDemoPassword,
  seedUsers,
  type DemoPasswords,
} from './users.ts';
import { seedCommunity } from './community.ts';
import { seedStories } from './stories.ts';
import { seedNews } from './news.ts';
import { seedArticles } from './articles.ts';
import { seedUnfiltered } from './unfiltered.ts';
import { seedEvents } from './events.ts';
import { seedPodcast } from './podcast.ts';
import { seedIssues } from './magazine.ts';

export interface SeedOptions {
  /** Tests pass known passwords; otherwise each run makes new ones. */
  passwords?: Partial<DemoPasswords>;
  /** A deployment with its own admin (ADMIN_EMAIL) gets no demo admin. Default true. */
  admin?: boolean;
  /**
   * Where the demo issues' PDFs and the demo podcast episodes' audio are written (DATA_DIR).
   * Default ./data, the server's default.
   */
  dataDir?: string;
}

export interface SeedReport {
  users: number;
  groups: number;
  stories: number;
  /** Sign-in lines for the accounts this run created (none when they existed already). */
  signIn: { email: string; password: string; role: 'admin' | 'member' }[];
}

/** Demo content for a newcomer's first run. Idempotent: running it again adds nothing twice. */
export async function seedDemo(
  db: Kysely<Database>,
  options: SeedOptions = {},
): Promise<SeedReport> {
  const passwords: DemoPasswords = {
    member: options.passwords?.member ?? generateDemoPassword(),
    admin: options.passwords?.admin ?? generateDemoPassword(),
  };
  const users = await seedUsers(db, passwords, options.admin ?? true);
  const groups = await seedCommunity(db, users.ids);
  const stories =
    (await seedStories(db, users.ids)) +
    (await seedNews(db)) +
    (await seedArticles(db)) +
    (await seedUnfiltered(db));
  await seedEvents(db, users.ids);
  await seedPodcast(db, options.dataDir ?? './data', users.ids.get(DEMO_ADMIN_EMAIL) ?? null);
  await seedIssues(db, options.dataDir ?? './data');
  const signIn: SeedReport['signIn'] = [];
  if (users.createdAdmin)
    signIn.push({ email: DEMO_ADMIN_EMAIL, password: passwords.admin, role: 'admin' });
  if (users.createdMembers)
    signIn.push({ email: DEMO_MEMBERS[0].email, password: passwords.member, role: 'member' });
  return { users: users.ids.size, groups, stories, signIn };
}

/** The block printed once at first start: the only place the generated passwords appear. */
export function demoSignInText(signIn: SeedReport['signIn']): string | undefined {
  if (!signIn.length) return undefined;
  const lines = signIn.map((s) =>
    s.role === 'admin'
      ? `  admin: ${s.email} / ${s.password}`
      : `  members such as ${s.email} / ${s.password} (every demo member has this password)`,
  );
  return ['Demo sign-in (shown only now, keep it):', ...lines].join('\n');
}
