import type { Topic } from './types.ts';

// The hubs' topics and success stories. Their words are in i18n/areas/topics.ts, in every
// language: `topics.<slug>` (title, intro, tips) and `success.<id>` (role, city, story).

/** Each topic's quick tips, in order: `topics.<slug>.tips.<tip>`. */
export const TIPS = ['a', 'b', 'c'] as const;

export const HEALTH_TOPICS = [
  { slug: 'beauty', emoji: '💄' },
  { slug: 'nutrition', emoji: '🥗' },
  { slug: 'fitness', emoji: '🏋🏽‍♀️' },
  { slug: 'mental-health', emoji: '🧠' },
  { slug: 'wellness', emoji: '🌿' },
] as const satisfies readonly Topic[];

export const CAREER_TOPICS = [
  { slug: 'career', emoji: '💼' },
  { slug: 'finance', emoji: '💷' },
  { slug: 'investment', emoji: '📈' },
] as const satisfies readonly Topic[];

/** Members' success stories on the Career & Finance hub: names as they write them. */
export const CAREER_SUCCESS = [
  { id: 'adaeze', name: 'Adaeze N.' },
  { id: 'rosa', name: 'Rosa M.' },
  { id: 'hanna', name: 'Hanna L.' },
] as const;
