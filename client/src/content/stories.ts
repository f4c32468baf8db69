// The /stories page's own content, apart from pages.ts: it loads with that page (rendered by the
// server, public), which should not carry every other page's content.
import type { StorySection } from '@hercircle/shared/basics';
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

/**
 * "Browse by category": each tile is a list the site really has (a hub topic's articles, the
 * Unfiltered stories), opens it, and counts it (issue 36).
 */
export interface StoryTile extends Card {
  section: StorySection;
  /** The hub topic; none for a whole section. */
  category?: string;
  /** The page listing it. */
  to: string;
}

export const STORY_TILES: StoryTile[] = [
  {
    id: 'career',
    title: 'Career',
    text: 'Pivots, promotions and starting up',
    emoji: '💼',
    gradient: 'plum',
    section: 'career-finance',
    category: 'career',
    to: '/career-finance/career',
  },
  {
    id: 'finance',
    title: 'Money',
    text: 'Earning, saving and starting again',
    emoji: '🪙',
    gradient: 'apricot',
    section: 'career-finance',
    category: 'finance',
    to: '/career-finance/finance',
  },
  {
    id: 'mental-health',
    title: 'Mental Health',
    text: 'Minds, moods and recovery',
    emoji: '🌱',
    gradient: 'sage',
    section: 'health-lifestyle',
    category: 'mental-health',
    to: '/health-lifestyle/mental-health',
  },
  {
    id: 'wellness',
    title: 'Wellness',
    text: 'Rest, routines and feeling well',
    emoji: '🌿',
    gradient: 'rose',
    section: 'health-lifestyle',
    category: 'wellness',
    to: '/health-lifestyle/wellness',
  },
  {
    id: 'fitness',
    title: 'Fitness',
    text: 'Moving at every age and pace',
    emoji: '👟',
    gradient: 'coral',
    section: 'health-lifestyle',
    category: 'fitness',
    to: '/health-lifestyle/fitness',
  },
  {
    id: 'unfiltered',
    title: 'Unfiltered',
    text: 'The things we rarely say out loud',
    emoji: '🪞',
    gradient: 'dusk',
    section: 'unfiltered',
    to: '/unfiltered',
  },
];
