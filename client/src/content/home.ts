import type { Card, Quote } from './types.ts';

export const HERO = {
  title: 'Stories, circles and support for women, by women.',
  subtitle:
    'Read honest stories, join groups that get it, and find the resources for your next step.',
};

/** The hero's figures besides stories shared and members, which are counted (HeroStats). */
export const STATS = [
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
  install: 'Install the app',
  installed: 'You are using the app. Open HerCircle from your home screen any time.',
  how: 'How to install',
  /** Where the browser does not offer it, she adds the site herself. */
  steps: [
    ['iPhone and iPad', 'in Safari, tap Share, then Add to Home Screen.'],
    ['Android', 'in Chrome, open the menu (⋮) and tap Install app or Add to Home screen.'],
    ['Computer', 'in Chrome or Edge, choose Install in the address bar or the browser menu.'],
  ] as const,
};
