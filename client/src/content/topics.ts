import type { Card, Topic } from './types.ts';

export const HEALTH_TOPICS: Topic[] = [
  {
    slug: 'beauty',
    title: 'Beauty',
    emoji: '💄',
    intro: 'Skincare that respects your budget and your skin, and beauty on your own terms.',
    articles: [
      {
        id: 'spf-every-day',
        title: 'Sunscreen every day, even in winter',
        excerpt: 'A dermatologist explains SPF numbers, and which textures work under make-up.',
        author: 'Dr Rana Aziz',
        readTime: '5 min',
      },
      {
        id: 'skin-after-40',
        title: 'Skin after forty: what actually helps',
        excerpt: 'Retinoids, moisture and sleep. The three things worth paying for.',
        author: 'Mei Tanaka',
        readTime: '6 min',
      },
      {
        id: 'natural-hair-care',
        title: 'A natural hair routine that takes 20 minutes',
        excerpt: 'Wash day, simplified, from a stylist with 15 years of curls.',
        author: 'Yetunde Adebayo',
        readTime: '4 min',
      },
    ],
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
    articles: [
      {
        id: 'iron-and-energy',
        title: 'Tired all the time? Check your iron',
        excerpt:
          'One in four women of childbearing age is low in iron. Here is what to eat and what to ask your GP.',
        author: 'Sofia Marquez',
        readTime: '5 min',
      },
      {
        id: 'protein-breakfasts',
        title: 'Five breakfasts with 20 grams of protein',
        excerpt: 'Quick, cheap and filling until lunch.',
        author: 'Ruth Adebayo',
        readTime: '3 min',
      },
      {
        id: 'eating-through-menopause',
        title: 'Eating through menopause',
        excerpt: 'Calcium, fibre and why your appetite changes.',
        author: 'Claire Hendry',
        readTime: '6 min',
      },
    ],
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
    articles: [
      {
        id: 'strength-training-start',
        title: 'Strength training for absolute beginners',
        excerpt: 'Three moves, twice a week, no gym required.',
        author: 'Hannah Keller',
        readTime: '5 min',
      },
      {
        id: 'couch-to-5k',
        title: 'Couch to 5K, honestly',
        excerpt: 'What the plan does not tell you about weeks four and five.',
        author: 'Sofia Marquez',
        readTime: '7 min',
      },
      {
        id: 'pelvic-floor',
        title: 'Your pelvic floor is a muscle too',
        excerpt: 'Why it matters at every age, and how to train it.',
        author: 'Grace Mensah',
        readTime: '4 min',
      },
    ],
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
    articles: [
      {
        id: 'anxiety-at-work',
        title: 'Anxiety at work: small changes that help',
        excerpt: 'From meeting prep to telling your manager, what members found useful.',
        author: 'Sun-hee Park',
        readTime: '6 min',
      },
      {
        id: 'finding-a-therapist',
        title: 'How to find a therapist you can afford',
        excerpt: 'Sliding scales, training clinics and what to ask in a first call.',
        author: 'Grace Mensah',
        readTime: '5 min',
      },
      {
        id: 'postnatal-depression',
        title: 'Postnatal depression is common and treatable',
        excerpt: 'Signs to watch for in yourself and in friends.',
        author: 'Grace Mensah',
        readTime: '5 min',
      },
    ],
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
    articles: [
      {
        id: 'sleep-reset',
        title: 'A one-week sleep reset',
        excerpt: 'Same wake-up time, morning light and a wind-down that works.',
        author: 'Hannah Keller',
        readTime: '5 min',
      },
      {
        id: 'digital-sabbath',
        title: 'One evening a week without screens',
        excerpt: 'What happened when twelve members tried it for a month.',
        author: 'Leila Haddad',
        readTime: '4 min',
      },
      {
        id: 'cycle-syncing',
        title: 'Cycle syncing: what the evidence says',
        excerpt: 'Some of it helps, some of it is marketing. Here is the difference.',
        author: 'Dr Rana Aziz',
        readTime: '6 min',
      },
    ],
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
    articles: [
      {
        id: 'negotiate-offer',
        title: 'How to negotiate a job offer',
        excerpt: 'Scripts for email and phone, and what to do when they say no.',
        author: 'Dr Amina Yusuf',
        readTime: '6 min',
      },
      {
        id: 'career-change-plan',
        title: 'A 90-day plan to change careers',
        excerpt: 'Test the new field before you leap, one small project at a time.',
        author: 'Priya Raman',
        readTime: '7 min',
      },
      {
        id: 'first-time-manager',
        title: 'Your first month as a manager',
        excerpt: 'One-to-ones, expectations and the feedback you owe your team.',
        author: 'Leila Haddad',
        readTime: '5 min',
      },
    ],
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
    articles: [
      {
        id: 'budget-that-sticks',
        title: 'A budget that actually sticks',
        excerpt: 'Why 50/30/20 works for some and how to adapt it for irregular income.',
        author: 'Mei Tanaka',
        readTime: '5 min',
      },
      {
        id: 'pension-gap',
        title: 'The pension gap, and how to close yours',
        excerpt: 'Career breaks cost more than you think. A few steps make up much of it.',
        author: 'Mei Tanaka',
        readTime: '6 min',
      },
      {
        id: 'debt-snowball',
        title: 'Snowball or avalanche? Paying off debt',
        excerpt: 'Two methods, one goal, and how to pick between them.',
        author: 'Ruth Adebayo',
        readTime: '4 min',
      },
    ],
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
    articles: [
      {
        id: 'index-funds-101',
        title: 'Index funds, explained over coffee',
        excerpt: 'What they are, why fees matter, and how to start with small amounts.',
        author: 'Mei Tanaka',
        readTime: '6 min',
      },
      {
        id: 'investing-with-kids',
        title: 'Investing for your children',
        excerpt: 'Accounts, tax rules and teaching them as you go.',
        author: 'Grace Mensah',
        readTime: '5 min',
      },
      {
        id: 'ethical-investing',
        title: 'Ethical investing without the greenwash',
        excerpt: 'How to read a fund factsheet and what the labels really mean.',
        author: 'Leila Haddad',
        readTime: '7 min',
      },
    ],
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
