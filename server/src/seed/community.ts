import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { AuthUser } from '../auth/sessions.ts';
import { createGroup } from '../features/community/community.service.ts';
import { joinGroup } from '../features/community/community-members.service.ts';
import { createPost } from '../features/community/community-posts.service.ts';
import { DEMO_MEMBERS, daysAgo } from './users.ts';
import {
  backdateGroup,
  findGroupIdByName,
  hasMessagesIn,
  insertMessage,
  insertPrivateGroupMember,
} from './seed.queries.ts';

interface SeedGroup {
  name: string;
  description: string;
  category: string;
  is_private?: boolean;
  max_members?: number;
  creator: string;
  members: string[];
  posts: [string, string][];
}

const GROUPS: SeedGroup[] = [
  {
    name: 'First-Time Founders',
    description:
      'Pitch decks, first hires, cap tables and the 2 a.m. doubts. Bring a question, leave with three answers.',
    category: 'Career & Finance',
    creator: 'leila@hercircle.example',
    members: ['amara@hercircle.example', 'priya@hercircle.example', 'mei@hercircle.example'],
    posts: [
      [
        'priya@hercircle.example',
        'Closed our pre-seed last week. Happy to share the deck that finally worked: it was the one with fewer slides.',
      ],
      [
        'amara@hercircle.example',
        'How did you all find your first designer? Freelance first, or straight to a hire?',
      ],
    ],
  },
  {
    name: 'Run Club: Early Miles',
    description:
      'Weekday 6 a.m. runs, weekend long runs, and honest talk about knees. All paces welcome.',
    category: 'Sports & Fitness',
    creator: 'hannah@hercircle.example',
    members: ['sofia@hercircle.example', 'grace@hercircle.example'],
    posts: [
      [
        'sofia@hercircle.example',
        'Ran my first 10K without stopping. Thank you for the pacing plan, Hannah.',
      ],
    ],
  },
  {
    name: 'New Moms, Night Shift',
    description:
      'For the 3 a.m. feeds and everything after. Questions without judgement, answers from women who have been there.',
    category: 'Parenting',
    creator: 'grace@hercircle.example',
    members: ['ruth@hercircle.example', 'hannah@hercircle.example'],
    posts: [
      [
        'ruth@hercircle.example',
        'Does anyone else feel like the sleep advice contradicts itself every week?',
      ],
    ],
  },
  {
    name: 'Money Moves',
    description:
      'Budgets, first investments, paying off debt and negotiating pay. Numbers shared, shame left at the door.',
    category: 'Career & Finance',
    creator: 'mei@hercircle.example',
    members: [
      'amara@hercircle.example',
      'ruth@hercircle.example',
      'sofia@hercircle.example',
      'priya@hercircle.example',
    ],
    posts: [
      [
        'mei@hercircle.example',
        'This month: automate one transfer into savings on payday. Report back with the amount, however small.',
      ],
    ],
  },
  {
    name: 'Women in Tech Lagos',
    description:
      'Engineers, designers and product people in Lagos: meetups, referrals and code reviews.',
    category: 'Technology',
    creator: 'amara@hercircle.example',
    members: ['priya@hercircle.example'],
    posts: [
      [
        'amara@hercircle.example',
        'Meetup on the 14th at Yaba. Lightning talks welcome: five minutes, any topic.',
      ],
    ],
  },
  {
    name: 'Quiet Minds',
    description:
      'A gentle space for anxiety, burnout and the slow work of feeling better. Moderated daily.',
    category: 'Health & Wellness',
    is_private: true,
    creator: 'sofia@hercircle.example',
    members: ['hannah@hercircle.example'],
    posts: [['sofia@hercircle.example', 'Check-in thread: one word for how this week felt.']],
  },
  {
    name: 'Solo Travel Sisters',
    description: 'Trip reports, safety tips and travel buddies for women who go alone.',
    category: 'Travel',
    creator: 'leila@hercircle.example',
    members: ['mei@hercircle.example'],
    posts: [],
  },
  {
    name: 'Sunday Supper Club',
    description: 'One recipe a week, cooked by all of us, photographed badly and loved anyway.',
    category: 'Food & Cooking',
    creator: 'ruth@hercircle.example',
    members: ['grace@hercircle.example'],
    posts: [],
  },
  {
    name: 'Slow Fashion Swap',
    description: 'Mend, swap and rethink what we wear. Monthly swaps in Manchester and online.',
    category: 'Fashion & Beauty',
    creator: 'ruth@hercircle.example',
    members: [],
    posts: [],
  },
  {
    name: 'Poetry at Dusk',
    description: 'Share a poem, read one aloud, give kind and specific feedback.',
    category: 'Arts & Culture',
    creator: 'hannah@hercircle.example',
    members: ['leila@hercircle.example'],
    posts: [],
  },
  {
    name: 'Learning Out Loud',
    description: 'Going back to study at 30, 40 or 60: courses, deadlines and study buddies.',
    category: 'Education',
    creator: 'priya@hercircle.example',
    members: [],
    posts: [],
  },
  {
    name: 'Love, Honestly',
    description: 'Dating, partnerships, breakups and the friendships that carry us through them.',
    category: 'Relationships',
    creator: 'grace@hercircle.example',
    members: ['amara@hercircle.example'],
    posts: [],
  },
  {
    name: 'Newcomers Welcome',
    description: 'Just joined HerCircle? Say hello, ask anything, find your groups.',
    category: 'General',
    creator: 'amara@hercircle.example',
    members: ['sofia@hercircle.example', 'priya@hercircle.example', 'hannah@hercircle.example'],
    posts: [
      [
        'amara@hercircle.example',
        'Welcome in. Tell us where you are writing from and one thing you want from this community.',
      ],
    ],
  },
];

function asUser(id: number, email: string): AuthUser {
  return {
    id,
    email,
    first_name: '',
    last_name: '',
    role: 'user',
    status: 'active',
    profile_picture: null,
    suspended_until: null,
    email_verified: true,
    discreet_email: false,
    two_factor: false,
  };
}

/** Demo groups with members and posts, created through the community service so counts stay true. */
export async function seedCommunity(
  db: Kysely<Database>,
  users: Map<string, number>,
): Promise<number> {
  let created = 0;
  const user = (email: string) => {
    const id = users.get(email);
    if (id === undefined) throw new Error(`seed user ${email} is missing`);
    return asUser(id, email);
  };
  for (const [index, g] of GROUPS.entries()) {
    if ((await findGroupIdByName(db, g.name)) !== undefined) continue;
    const group = await createGroup(db, user(g.creator), {
      name: g.name,
      description: g.description,
      category: g.category,
      is_private: g.is_private ?? false,
      max_members: g.max_members ?? 100,
    });
    // The last group in the list is the newest (hours old), the others a few days apart, never
    // older than their creator's account.
    const creatorJoined =
      DEMO_MEMBERS.find((m) => m.email === g.creator)?.joined_days_ago ?? Infinity;
    const createdAt = daysAgo(Math.min((GROUPS.length - 1 - index) * 2.5 + 0.2, creatorJoined - 1));
    await backdateGroup(db, group.id, createdAt);
    for (const email of g.members) {
      if (g.is_private) {
        await insertPrivateGroupMember(db, group.id, user(email).id);
      } else {
        await joinGroup(db, user(email), { id: group.id });
      }
    }
    for (const [email, content] of g.posts)
      await createPost(db, user(email), { id: group.id, content });
    created += 1;
  }
  if (!(await hasMessagesIn(db, 1))) {
    const lines: [string, string][] = [
      ['amara@hercircle.example', 'Morning, everyone. Who else is on their second coffee?'],
      ['sofia@hercircle.example', 'Third. Night shift just ended. Heading to bed after this.'],
      [
        'mei@hercircle.example',
        'Reminder: the Money Moves check-in is on Thursday. Bring one number you are proud of.',
      ],
    ];
    for (const [email, content] of lines)
      await insertMessage(db, { conversation_id: 1, sender_id: user(email).id, content });
  }
  return created;
}
