import type { Kysely } from 'kysely';
import type { ContentNote } from '@hercircle/shared';
import type { Database } from '../db/schema.ts';
import { insertStory } from '../features/stories/stories.queries.ts';
import { daysAgo } from './users.ts';
import { findStoryIdByTitle } from './seed.queries.ts';

/**
 * The Unfiltered stories (issue 36): stories of the `unfiltered` section, so that each opens on its
 * own page, takes comments and can be saved. Shared with the team and published by it; an author
 * who asked not to be named is credited as "Anonymous", and no account is linked to her story.
 */
const STORIES: {
  title: string;
  author: string;
  daysAgo: number;
  note: ContentNote | null;
  content: string;
}[] = [
  {
    title: 'The loss nobody asked about',
    author: 'Anonymous',
    daysAgo: 3,
    note: 'pregnancy_loss',
    content:
      'At twelve weeks I told my manager I needed a day off. She asked if it could wait until Friday.\n\nI went back to work on the Wednesday because I did not know how to say the word out loud in that office. Nobody had told me how common it is. Nobody had told me that the grief does not care how early it was.\n\nI am writing this for the woman at the next desk who is doing the same thing today. You are allowed to stop. You are allowed to say what happened.',
  },
  {
    title: 'I left my marriage at fifty',
    author: 'Helen R.',
    daysAgo: 5,
    note: null,
    content:
      'Everyone asked why now. The honest answer is that I finally could afford to.\n\nFor twenty years I kept a spreadsheet of what leaving would cost: a flat, a car, the children’s fees. The day the last column reached zero I booked a removal van.\n\nThe first year alone was quieter than I expected, and kinder. I cook what I like. I sleep diagonally. I do not regret the waiting, but I wish someone had told me earlier that the numbers were the hard part, not the courage.',
  },
  {
    title: 'Burnout in a job I loved',
    author: 'Tolu A.',
    daysAgo: 8,
    note: null,
    content:
      'From the outside it looked like success. From the inside it looked like 3 a.m. emails and no appetite.\n\nI loved the work, which is why I did not notice. Burnout, it turns out, is not only for people who hate their jobs. It is for people who never stop doing them.\n\nWhat helped: a doctor who asked how many hours I slept, a manager who said no on my behalf, and a rule that my laptop sleeps in another room. I still love the job. I do less of it.',
  },
  {
    title: 'After the diagnosis',
    author: 'Anonymous',
    daysAgo: 12,
    note: 'other',
    content:
      'The word the doctor used was "manageable". I spent a year learning what it would cost to manage it.\n\nAppointments, prescriptions, the sick days I rationed like savings. The condition was manageable. The paperwork nearly was not.\n\nIf you are at the start of this: write everything down, bring someone to the appointments, and ask for the name of the nurse who answers the phone. She will save you more times than the specialist.',
  },
  {
    title: 'The friend who stopped calling',
    author: 'Grace M.',
    daysAgo: 16,
    note: null,
    content:
      'No fight, no goodbye. Just a slow quiet. This is about grieving someone who is still alive.\n\nWe had been friends since we were nine. Then the calls came weekly, then monthly, then on birthdays, then not at all. I kept waiting for a reason.\n\nI have stopped waiting. I keep the photographs, and I send a message once a year. Some friendships end without an ending. That can be true and still hurt.',
  },
  {
    title: 'Getting out of the flat',
    author: 'Anonymous',
    daysAgo: 20,
    note: 'abuse',
    content:
      'It took me four attempts and one very brave neighbour. I am writing this from somewhere safe.\n\nEach time I left, I went back for reasons that made sense at the time: the lease, the cat, the promise that it would change. The fourth time my neighbour kept a bag for me and a key to her door.\n\nIf you are not safe at home, the helplines on our Resources page answer day and night. Leaving is not one moment. It is a plan, and you do not have to make it alone.',
  },
];

/** Idempotent by title, like the other demo stories. */
export async function seedUnfiltered(db: Kysely<Database>): Promise<number> {
  let created = 0;
  for (const story of STORIES) {
    if ((await findStoryIdByTitle(db, story.title)) !== undefined) continue;
    await insertStory(db, {
      title: story.title,
      content: story.content,
      author_id: null,
      author_name: story.author,
      status: 'published',
      is_member_submission: false,
      section: 'unfiltered',
      content_note: story.note,
      published_at: daysAgo(story.daysAgo),
      created_at: daysAgo(story.daysAgo),
    });
    created += 1;
  }
  return created;
}
