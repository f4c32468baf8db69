import type { Card, Quote } from './types.ts';

export const HERO = {
  title: 'Stories, circles and support for women, by women.',
  subtitle:
    'Read honest stories, join groups that get it, and find the resources for your next step.',
};

export const STATS = [
  { value: '10K+', label: 'Stories shared' },
  { value: '50K+', label: 'Members' },
  { value: '150+', label: 'Countries' },
  { value: '95%', label: 'Satisfaction' },
];

export const QUOTES: Quote[] = [
  {
    text: 'I came for the career advice and stayed for the women who told me to ask for more. I did. I got it.',
    author: 'Adaeze N.',
    role: 'Product manager, Lagos',
  },
  {
    text: 'The night-feeds group kept me company through the hardest four months of my life.',
    author: 'Marta K.',
    role: 'New mother, Kraków',
  },
  {
    text: 'I published my first essay here. Three hundred women wrote back. I had never felt so heard.',
    author: 'Joanne P.',
    role: 'Teacher, Leeds',
  },
  {
    text: 'Money Moves taught me to read a payslip. At fifty-two, that changed everything.',
    author: 'Rosa M.',
    role: 'Nurse, Bogotá',
  },
];

export const FEATURED_STORIES: Card[] = [
  {
    id: 'starting-over-at-45',
    title: 'Starting over at 45',
    text: 'After twenty years in banking, Li Wen opened a ceramics studio. The first year nearly broke her. The second year paid the rent.',
    emoji: '🏺',
    gradient: 'apricot',
    meta: '6 min read',
  },
  {
    id: 'the-salary-conversation',
    title: 'The salary conversation I rehearsed for a month',
    text: 'Priya practised her ask with three strangers from the Money Moves group. She asked for 18% more and got 15%.',
    emoji: '💬',
    gradient: 'plum',
    meta: '4 min read',
  },
  {
    id: 'running-after-cancer',
    title: 'Running after cancer',
    text: 'One lap of the park, then two. Sofia writes about learning to trust a body that once let her down.',
    emoji: '🏃🏽‍♀️',
    gradient: 'sage',
    meta: '7 min read',
  },
];

export const RESOURCE_CARDS: Card[] = [
  {
    id: 'mental-health',
    title: 'Mental Health',
    text: 'Helplines, therapists who understand, and tools for hard days.',
    emoji: '🧠',
    gradient: 'dusk',
  },
  {
    id: 'career-growth',
    title: 'Career Growth',
    text: 'CV reviews, negotiation scripts and mentors in your field.',
    emoji: '📈',
    gradient: 'plum',
  },
  {
    id: 'health-wellness',
    title: 'Health & Wellness',
    text: "Women's health explained plainly, from periods to menopause.",
    emoji: '🌿',
    gradient: 'sage',
  },
  {
    id: 'financial-planning',
    title: 'Financial Planning',
    text: 'Budgets, pensions and first investments without the jargon.',
    emoji: '💰',
    gradient: 'apricot',
  },
];

export const APP_BANNER = {
  title: 'HerCircle in your pocket',
  text: 'Chat with your groups, get event reminders and read new stories on the go.',
};
