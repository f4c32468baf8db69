import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { insertStory } from '../features/stories/stories.queries.ts';
import { daysAgo } from './users.ts';
import { findStoryIdByTitle } from './seed.queries.ts';
import { HEALTH_ARTICLES } from './articles-health.ts';
import { CAREER_ARTICLES } from './articles-career.ts';

/** One hub article; its first paragraph is the lead the topic page shows on its card. */
export interface SeedArticle {
  category: string;
  title: string;
  author: string;
  daysAgo: number;
  /** Paragraphs, headings and lists in the stories' formatting, joined by blank lines. */
  body: string[];
}

const SECTIONS = [
  { section: 'health-lifestyle', articles: HEALTH_ARTICLES },
  { section: 'career-finance', articles: CAREER_ARTICLES },
] as const;

/**
 * The Health & Lifestyle and Career & Finance articles, as published stories of their section and
 * topic, credited to their writers (no member account). Idempotent by title.
 */
export async function seedArticles(db: Kysely<Database>): Promise<number> {
  let created = 0;
  for (const { section, articles } of SECTIONS) {
    for (const article of articles) {
      if ((await findStoryIdByTitle(db, article.title)) !== undefined) continue;
      await insertStory(db, {
        title: article.title,
        content: article.body.join('\n\n'),
        author_id: null,
        author_name: article.author,
        status: 'published',
        is_member_submission: false,
        section,
        category: article.category,
        published_at: daysAgo(article.daysAgo),
        created_at: daysAgo(article.daysAgo),
      });
      created += 1;
    }
  }
  return created;
}
