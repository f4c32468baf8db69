// The /stories page's own content, apart from pages.ts: it loads with that page (rendered by the
// server, public), which should not carry every other page's content.
import type { Card, Quote } from './types.ts';

export const STORY_QUOTES = {
  featured: [
    {
      text: 'Writing it down was the first time I told the whole truth, even to myself.',
      author: 'Hanna L.',
      role: 'Stockholm',
    },
    {
      text: 'I thought I was the only one. Forty comments later, I knew I was not.',
      author: 'Yetunde A.',
      role: 'Ibadan',
    },
  ] satisfies Quote[],
  success: [
    {
      text: 'Left a job that was hurting me and started a bakery. We sold out on day one.',
      author: 'Camila R.',
      role: 'Santiago',
    },
    {
      text: 'Finished my degree at 48, with this community cheering every exam.',
      author: 'Deborah K.',
      role: 'Nairobi',
    },
    {
      text: 'Paid off £14,000 of debt in two years, one shared budget at a time.',
      author: 'Fiona M.',
      role: 'Glasgow',
    },
  ] satisfies Quote[],
};

export const STORY_CATEGORIES: Card[] = [
  {
    id: 'career',
    title: 'Career',
    text: 'Pivots, promotions and starting up',
    emoji: '💼',
    gradient: 'plum',
    meta: '1,240 stories',
  },
  {
    id: 'motherhood',
    title: 'Motherhood',
    text: 'Every kind of becoming a mother',
    emoji: '🍼',
    gradient: 'rose',
    meta: '980 stories',
  },
  {
    id: 'health',
    title: 'Health',
    text: 'Bodies, minds and recovery',
    emoji: '🌱',
    gradient: 'sage',
    meta: '1,105 stories',
  },
  {
    id: 'money',
    title: 'Money',
    text: 'Earning, saving and starting again',
    emoji: '🪙',
    gradient: 'apricot',
    meta: '640 stories',
  },
  {
    id: 'love',
    title: 'Love & Family',
    text: 'Partners, friends and chosen family',
    emoji: '💞',
    gradient: 'coral',
    meta: '1,530 stories',
  },
  {
    id: 'identity',
    title: 'Identity',
    text: 'Culture, faith and finding yourself',
    emoji: '🪞',
    gradient: 'dusk',
    meta: '720 stories',
  },
];
