import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { insertStory } from '../features/stories/stories.queries.ts';
import { daysAgo } from './users.ts';
import { findStoryIdByTitle, moveDemoStoryToSection } from './seed.queries.ts';

/**
 * The articles of Top Media Stories (client/src/content/pages.ts, NEWS, by the same titles), as
 * published stories credited to their newsroom, so that "Read Full Article" opens a real page.
 */
const ARTICLES: { title: string; source: string; daysAgo: number; content: string }[] = [
  {
    title: 'A new fund backs women-led AI start-ups',
    source: 'The Ledger Weekly',
    daysAgo: 5,
    content:
      'The £40m fund will invest in thirty companies over three years, starting with healthcare tools.\n\nFounders can apply from January. Half of the first round is set aside for companies outside the capital, and every founder gets a year of mentoring alongside the money.',
  },
  {
    title: 'Pay gap narrows for the first time in five years',
    source: 'Civic Record',
    daysAgo: 7,
    content:
      'The annual report shows progress in finance and law, and a widening gap in construction.\n\nThe authors credit published salary bands and a rise in women returning to work after parental leave, and warn that part-time roles are still paid less per hour.',
  },
  {
    title: 'Childcare bill passes second reading',
    source: 'Northgate Times',
    daysAgo: 9,
    content:
      'Free hours for two-year-olds would double under the proposal, which now goes to committee.\n\nProviders welcomed the plan but asked for the hourly rate to rise with it; the committee will hear from parents and nurseries in the spring.',
  },
  {
    title: 'A saliva test for endometriosis enters trials',
    source: 'Health Dispatch',
    daysAgo: 11,
    content:
      'Diagnosis takes eight years on average. Researchers hope to cut it to weeks.\n\nThe trial will follow a thousand patients across twelve clinics and compare the test with keyhole surgery, today the only sure way to diagnose the condition.',
  },
  {
    title: "Women's league sets a crowd record",
    source: 'Matchday Review',
    daysAgo: 13,
    content:
      "More than 61,000 fans watched the derby, the largest attendance for a women's club match in Europe.\n\nBoth clubs now plan to play more league games in their main stadiums next season.",
  },
  {
    title: 'Repair cafés are the new fashion week',
    source: 'Thread & Needle',
    daysAgo: 15,
    content:
      'Designers join menders to make old clothes the most talked-about looks of the season.\n\nThe cafés, run by volunteers, fixed more than four thousand garments this year, and several designers now show mended pieces on the runway.',
  },
  {
    title: 'Astronomer wins prize for exoplanet survey',
    source: 'Orbit Journal',
    daysAgo: 18,
    content:
      'Dr Nkiru Okafor led the team that catalogued 212 new planets around nearby stars.\n\nShe plans to spend the prize on telescope time for students from schools that have never had access to one.',
  },
  {
    title: 'A plain guide to staying safe online',
    source: 'The Ledger Weekly',
    daysAgo: 21,
    content:
      'Two-step login, private profiles and what to do if someone shares your photos.\n\nStart with your email account: it resets every other password. Then check who can see your profiles, and keep a record of anything abusive before you report it.',
  },
];

/**
 * Idempotent by title, like the other demo stories. A database seeded before stories had sections
 * holds these as community stories: they move to the news section once.
 */
export async function seedNews(db: Kysely<Database>): Promise<number> {
  let created = 0;
  for (const article of ARTICLES) {
    const existing = await findStoryIdByTitle(db, article.title);
    if (existing !== undefined) {
      await moveDemoStoryToSection(db, existing, 'news');
      continue;
    }
    await insertStory(db, {
      title: article.title,
      content: article.content,
      author_id: null,
      author_name: article.source,
      status: 'published',
      is_member_submission: false,
      section: 'news',
      published_at: daysAgo(article.daysAgo),
      created_at: daysAgo(article.daysAgo),
    });
    created += 1;
  }
  return created;
}
