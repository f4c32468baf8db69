import type { Card, Topic } from './types.ts';

export const HEALTH_TOPICS: Topic[] = [
  {
    slug: 'beauty',
    title: 'Beauty',
    emoji: '💄',
    intro: 'Skincare that respects your budget and your skin, and beauty on your own terms.',
    tips: [
      'Patch-test new products on your inner arm for 48 hours.',
      'Replace mascara every three months.',
      'Moisturise while skin is still damp.',
    ],
  },
  {
    slug: 'nutrition',
    title: 'Nutrition',
    emoji: '🥗',
    intro: 'Eating well without rules that make you miserable: iron, protein and real meals.',
    tips: [
      'Pair iron-rich foods with vitamin C.',
      'Cook once, eat twice: double every recipe.',
      'Drink water before coffee.',
    ],
  },
  {
    slug: 'fitness',
    title: 'Fitness',
    emoji: '🏋🏽‍♀️',
    intro: 'Movement for strength, joy and a longer life, at whatever pace you are at.',
    tips: [
      'Two strength sessions a week protect bones.',
      'Walking counts. So does dancing in the kitchen.',
      'Rest days are training days.',
    ],
  },
  {
    slug: 'mental-health',
    title: 'Mental Health',
    emoji: '🧠',
    intro: 'Anxiety, low mood, burnout and getting help: practical, kind and free of stigma.',
    tips: [
      'Name the feeling: it takes some of its power.',
      'Tell one person how you really are this week.',
      'If you are in danger, call local emergency services now.',
    ],
  },
  {
    slug: 'wellness',
    title: 'Wellness',
    emoji: '🌿',
    intro: 'Sleep, rest and routines that make ordinary days feel better.',
    tips: [
      'Get daylight within an hour of waking.',
      'Keep the bedroom cool and dark.',
      'Schedule rest as you would a meeting.',
    ],
  },
];

export const HEALTH_HUB: Card[] = HEALTH_TOPICS.map((t) => ({
  id: t.slug,
  title: t.title,
  text: t.intro,
  emoji: t.emoji,
}));

export const CAREER_TOPICS: Topic[] = [
  {
    slug: 'career',
    title: 'Career',
    emoji: '💼',
    intro: 'Getting hired, getting promoted, changing direction and leading well.',
    tips: [
      'Keep a "wins" document and update it every Friday.',
      'Ask for feedback in writing.',
      'Find one mentor and one sponsor.',
    ],
  },
  {
    slug: 'finance',
    title: 'Finance',
    emoji: '💷',
    intro: 'Budgets, debt, pensions and money conversations, in plain words.',
    tips: [
      'Automate savings on payday.',
      'Know your net worth, even if it is negative.',
      'Read every pension statement.',
    ],
  },
  {
    slug: 'investment',
    title: 'Investment',
    emoji: '📈',
    intro: 'First investments, index funds and building wealth slowly and calmly.',
    tips: [
      'Start with an emergency fund.',
      'Time in the market beats timing the market.',
      'Fees of 1% can take a third of returns over 30 years.',
    ],
  },
];

export const CAREER_SUCCESS: { name: string; role: string; city: string; story: string }[] = [
  {
    name: 'Adaeze N.',
    role: 'Head of Product',
    city: 'Lagos',
    story:
      'Used the negotiation scripts from the Career hub and closed an offer 22% above the first number.',
  },
  {
    name: 'Rosa M.',
    role: 'Nurse and investor',
    city: 'Bogotá',
    story:
      'Started with £50 a month in an index fund at 49. Her portfolio now covers a year of rent.',
  },
  {
    name: 'Hanna L.',
    role: 'UX researcher',
    city: 'Stockholm',
    story:
      'Changed careers from teaching in 11 months with the 90-day plan and two mentors from HerCircle.',
  },
];
