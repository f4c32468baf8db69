// The /stories page's own content, apart from pages.ts: it loads with that page (rendered by the
// server, public), which should not carry every other page's content.
import type { StorySection } from '@hercircle/shared/basics';
import type { Gradient } from './types.ts';

// Their words are in i18n/areas/stories.ts, in every language, under the same ids.

/** The quoted members, in order: their words and cities are `quotes.<id>` texts. */
export const STORY_QUOTES = {
  featured: [
    { id: 'hanna', author: 'Hanna L.' },
    { id: 'yetunde', author: 'Yetunde A.' },
  ],
  success: [
    { id: 'camila', author: 'Camila R.' },
    { id: 'deborah', author: 'Deborah K.' },
    { id: 'fiona', author: 'Fiona M.' },
  ],
} as const;

/**
 * "Browse by category": each tile is a list the site really has (a hub topic's articles, the
 * Unfiltered stories), opens it, and counts it (issue 36). Its title and line are `tiles.<id>`
 * texts.
 */
export interface StoryTile {
  id: 'career' | 'finance' | 'mental-health' | 'wellness' | 'fitness' | 'unfiltered';
  emoji: string;
  gradient: Gradient;
  section: StorySection;
  /** The hub topic; none for a whole section. */
  category?: string;
  /** The page listing it. */
  to: string;
}

export const STORY_TILES: StoryTile[] = [
  {
    id: 'career',
    emoji: '💼',
    gradient: 'plum',
    section: 'career-finance',
    category: 'career',
    to: '/career-finance/career',
  },
  {
    id: 'finance',
    emoji: '🪙',
    gradient: 'apricot',
    section: 'career-finance',
    category: 'finance',
    to: '/career-finance/finance',
  },
  {
    id: 'mental-health',
    emoji: '🌱',
    gradient: 'sage',
    section: 'health-lifestyle',
    category: 'mental-health',
    to: '/health-lifestyle/mental-health',
  },
  {
    id: 'wellness',
    emoji: '🌿',
    gradient: 'rose',
    section: 'health-lifestyle',
    category: 'wellness',
    to: '/health-lifestyle/wellness',
  },
  {
    id: 'fitness',
    emoji: '👟',
    gradient: 'coral',
    section: 'health-lifestyle',
    category: 'fitness',
    to: '/health-lifestyle/fitness',
  },
  {
    id: 'unfiltered',
    emoji: '🪞',
    gradient: 'dusk',
    section: 'unfiltered',
    to: '/unfiltered',
  },
];
