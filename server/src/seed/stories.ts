import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { insertStory } from '../features/stories/stories.queries.ts';
import { daysAgo } from './users.ts';
import { findStoryIdByTitle, findUserName } from './seed.queries.ts';

const STORIES: {
  title: string;
  author: string;
  status: 'published' | 'draft';
  daysAgo: number;
  content: string;
}[] = [
  {
    title: 'I asked for the raise. Here is exactly what I said.',
    author: 'priya@hercircle.example',
    status: 'published',
    daysAgo: 2,
    content:
      'For three years I waited to be noticed. Then a woman in the Money Moves group asked me a simple question: has anyone ever been promoted for waiting?\n\nI wrote down four things I had delivered, with numbers. I practised the first sentence out loud twenty times: "I would like to talk about my compensation."\n\nMy manager said he would need to check. Two weeks later I had 15% more. The sentence was the hard part. Everything after it was just a conversation.',
  },
  {
    title: 'Learning to swim at forty-one',
    author: 'hannah@hercircle.example',
    status: 'published',
    daysAgo: 6,
    content:
      'My children swim like fish. I used to sit at the edge of the pool with a book, pretending I preferred it.\n\nLast spring I booked ten adult lessons. The first one I spent holding the side. By the sixth, I could float on my back and look at the ceiling without panicking.\n\nThis summer I swam in a lake. Not far, not fast. But I was in the water with them, not watching from the edge.',
  },
  {
    title: 'What night shifts taught me about rest',
    author: 'sofia@hercircle.example',
    status: 'published',
    daysAgo: 11,
    content:
      'Twelve years of nights in an emergency department. You learn to sleep in daylight, eat breakfast at 8 p.m., and explain to friends why you cannot come to brunch.\n\nWhat I learned, slowly: rest is not what is left over. You plan it like a shift. Blackout curtains, a phone on silence, and people who know not to call.\n\nIf you work nights, you are not lazy for needing the day. You are doing the same job the world does, upside down.',
  },
  {
    title: 'Starting a company with a newborn',
    author: 'leila@hercircle.example',
    status: 'draft',
    daysAgo: 1,
    content:
      'I pitched my first investor with a baby asleep on my chest, camera angled carefully. This is what that year looked like, and what I would tell anyone trying the same.',
  },
];

/** Demo stories: three published, one member draft waiting for review. Idempotent by title. */
export async function seedStories(
  db: Kysely<Database>,
  users: Map<string, number>,
): Promise<number> {
  let created = 0;
  for (const story of STORIES) {
    if ((await findStoryIdByTitle(db, story.title)) !== undefined) continue;
    const authorId = users.get(story.author) ?? null;
    const author = authorId ? await findUserName(db, authorId) : undefined;
    const when = daysAgo(story.daysAgo);
    await insertStory(db, {
      title: story.title,
      content: story.content,
      author_id: authorId,
      author_name: author ? `${author.first_name} ${author.last_name}` : 'A member',
      status: story.status,
      is_member_submission: true,
      published_at: story.status === 'published' ? when : null,
      // Submitted a day before it was published.
      created_at: story.status === 'published' ? daysAgo(story.daysAgo + 1) : when,
    });
    created += 1;
  }
  return created;
}
