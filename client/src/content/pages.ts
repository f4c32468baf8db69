import type { ContentNote } from '@hercircle/shared';
import { freeIssue } from '@hercircle/shared/publications';
import type { Card, ListingPage } from './types.ts';

/** Each resource opens its source's own page, in a new tab. */
export const RESOURCE_CATEGORIES: (Card & { resources: { title: string; url: string }[] })[] = [
  {
    id: 'mental-health',
    title: 'Mental Health',
    text: 'Support lines, finding a therapist, and self-help that works.',
    emoji: '🧠',
    gradient: 'dusk',
    meta: '24 resources',
    resources: [
      { title: 'Crisis lines by country', url: 'https://findahelpline.com/' },
      {
        title: 'How to find a therapist you can afford',
        url: 'https://www.mind.org.uk/information-support/drugs-and-treatments/talking-therapy-and-counselling/',
      },
      {
        title: 'A 10-minute grounding routine',
        url: 'https://www.nhs.uk/mental-health/self-help/guides-tools-and-activities/breathing-exercises-for-stress/',
      },
    ],
  },
  {
    id: 'career-growth',
    title: 'Career Growth',
    text: 'CVs, interviews, negotiation and finding a mentor.',
    emoji: '📈',
    gradient: 'plum',
    meta: '31 resources',
    resources: [
      {
        title: 'Salary negotiation scripts',
        url: 'https://www.aauw.org/resources/programs/salary/',
      },
      {
        title: 'CV template reviewed by recruiters',
        url: 'https://nationalcareers.service.gov.uk/careers-advice/cv-sections',
      },
      { title: 'Mentor matching sign-up', url: 'https://www.mentoring.org/' },
    ],
  },
  {
    id: 'health-wellness',
    title: 'Health & Wellness',
    text: "Plain-language guides to women's health at every age.",
    emoji: '🌿',
    gradient: 'sage',
    meta: '28 resources',
    resources: [
      { title: 'Perimenopause symptom tracker', url: 'https://www.nhs.uk/conditions/menopause/' },
      { title: 'Questions to ask your GP', url: 'https://www.womenshealth.gov/' },
      { title: 'Pelvic health after birth', url: 'https://www.nhs.uk/pregnancy/' },
    ],
  },
  {
    id: 'legal-aid',
    title: 'Legal Aid',
    text: 'Know your rights at work, at home and online.',
    emoji: '⚖️',
    gradient: 'apricot',
    meta: '17 resources',
    resources: [
      { title: 'Free legal clinics directory', url: 'https://www.lawworks.org.uk/' },
      {
        title: 'Workplace harassment: your options',
        url: 'https://www.acas.org.uk/sexual-harassment',
      },
      { title: 'Reporting online abuse', url: 'https://stopncii.org/' },
    ],
  },
  {
    id: 'financial-planning',
    title: 'Financial Planning',
    text: 'Budgeting, debt, pensions and first investments.',
    emoji: '💰',
    gradient: 'coral',
    meta: '22 resources',
    resources: [
      {
        title: 'The 50/30/20 budget, explained',
        url: 'https://www.moneyhelper.org.uk/en/everyday-money/budgeting',
      },
      {
        title: 'Pensions for freelancers',
        url: 'https://www.moneyhelper.org.uk/en/pensions-and-retirement',
      },
      { title: 'Getting out of debt: a plan', url: 'https://www.stepchange.org/' },
    ],
  },
  {
    id: 'education-learning',
    title: 'Education & Learning',
    text: 'Courses, scholarships and learning later in life.',
    emoji: '🎓',
    gradient: 'rose',
    meta: '19 resources',
    resources: [
      { title: 'Scholarships for women in STEM', url: 'https://www.wisecampaign.org.uk/' },
      { title: 'Free online courses worth your time', url: 'https://www.open.edu/openlearn/' },
      {
        title: 'Returning to study after 40',
        url: 'https://www.ucas.com/undergraduate/applying-university/mature-students',
      },
    ],
  },
];

export const FEATURED_TOOLS: Card[] = [
  {
    id: 'goal-setting-worksheet',
    title: 'Goal Setting Worksheet',
    text: 'A one-page plan: one big goal, three steps, and the person you will tell.',
    emoji: '🎯',
    gradient: 'plum',
    meta: 'PDF · 2 pages',
  },
  {
    id: 'budget-planner',
    title: 'Budget Planner',
    text: 'A monthly spreadsheet that does the sums and shows where the money goes.',
    emoji: '📊',
    gradient: 'sage',
    meta: 'Spreadsheet',
  },
];

export const EPISODES = [
  {
    id: 'ep-24',
    number: 24,
    title: 'Asking for the raise',
    duration: '42 min',
    guest: 'Dr Amina Yusuf, labour economist',
    description:
      'Why women ask less often, what happens when we do, and the three sentences that change the conversation.',
  },
  {
    id: 'ep-23',
    number: 23,
    title: 'Menopause at work',
    duration: '38 min',
    guest: 'Claire Hendry, occupational health nurse',
    description: 'Hot flushes in board meetings and the adjustments every employer can make today.',
  },
  {
    id: 'ep-22',
    number: 22,
    title: 'Founders who are mothers',
    duration: '51 min',
    guest: 'Leila Haddad, founder of Olive & Ink',
    description:
      'Fundraising with a newborn, and why investors should stop asking about childcare.',
  },
  {
    id: 'ep-21',
    number: 21,
    title: 'Friendship after thirty',
    duration: '35 min',
    guest: 'Sun-hee Park, psychologist',
    description:
      'Making friends as an adult is hard. Here is how the research says to do it anyway.',
  },
  {
    id: 'ep-20',
    number: 20,
    title: 'Money and love',
    duration: '46 min',
    guest: 'Mei Tanaka, financial planner',
    description:
      'Joint accounts, unequal incomes and the talk every couple should have before moving in.',
  },
  {
    id: 'ep-19',
    number: 19,
    title: 'Running towards recovery',
    duration: '33 min',
    guest: 'Sofia Marquez, nurse practitioner',
    description: 'Exercise after illness: what to expect, and how to be patient with yourself.',
  },
];

export const PRODUCTS = [
  {
    id: 'magazine-cover-print',
    name: 'Magazine Cover Print',
    price: 12.99,
    rating: 4.8,
    emoji: '🖼️',
    gradient: 'rose',
    category: 'Prints',
    description: 'Our autumn cover, printed on heavy matte paper. A4.',
    featured: false,
    format: 'Print',
    pages: null,
    purchasable: true,
  },
  {
    id: 'circle-journal',
    name: 'The Circle Journal',
    price: 24.99,
    rating: 4.9,
    emoji: '📓',
    gradient: 'plum',
    category: 'Stationery',
    description: 'A guided journal with prompts written by members, one for each week of the year.',
    featured: true,
    format: 'Hardcover',
    pages: 208,
    purchasable: true,
  },
  {
    id: 'money-moves-workbook',
    name: 'Money Moves Workbook',
    price: 19.99,
    rating: 4.7,
    emoji: '💷',
    gradient: 'apricot',
    category: 'Guides',
    description: 'Twelve chapters from budgeting to investing, with worksheets.',
    featured: true,
    format: 'PDF',
    pages: 96,
    purchasable: true,
  },
  {
    id: 'annual-anthology',
    name: 'Annual Story Anthology',
    price: 34.99,
    rating: 5.0,
    emoji: '📚',
    gradient: 'dusk',
    category: 'Books',
    description: "The year's 40 most-read member stories, edited and bound.",
    featured: true,
    format: 'Paperback',
    pages: 320,
    purchasable: true,
  },
  {
    id: 'tote-bag',
    name: 'HerCircle Tote',
    price: 18.5,
    rating: 4.6,
    emoji: '👜',
    gradient: 'sage',
    category: 'Merch',
    description: 'Organic cotton, long handles, printed in Portugal.',
    featured: false,
    format: 'Cotton',
    pages: null,
    purchasable: true,
  },
  {
    id: 'career-masterclass',
    name: 'Career Masterclass Bundle',
    price: 59.99,
    rating: 4.8,
    emoji: '🎧',
    gradient: 'coral',
    category: 'Courses',
    description: 'Six recorded workshops on negotiation, leadership and changing careers.',
    featured: false,
    format: 'Video',
    pages: null,
    purchasable: true,
  },
] as const;

export const UNFILTERED_PAGE: ListingPage = {
  title: 'Unfiltered Stories',
  subtitle:
    'The things we rarely say out loud. Stories with difficult subjects carry a content note.',
};

export interface UnfilteredStory {
  id: string;
  title: string;
  author: string;
  excerpt: string;
  reactions: number;
  views: number;
  category: string;
  /** Shown behind the same content-note gate as posts, by the reader's content-note settings. */
  contentNote: ContentNote | null;
}

export const UNFILTERED: UnfilteredStory[] = [
  {
    id: 'the-miscarriage-nobody-mentions',
    title: 'The loss nobody asked about',
    author: 'Anonymous',
    excerpt:
      'At twelve weeks I told my manager I needed a day off. She asked if it could wait until Friday.',
    reactions: 1240,
    views: 18400,
    category: 'Health',
    contentNote: 'pregnancy_loss',
  },
  {
    id: 'leaving-at-fifty',
    title: 'I left my marriage at fifty',
    author: 'Helen R.',
    excerpt: 'Everyone asked why now. The honest answer is that I finally could afford to.',
    reactions: 980,
    views: 12100,
    category: 'Relationships',
    contentNote: null,
  },
  {
    id: 'burnout-in-a-good-job',
    title: 'Burnout in a job I loved',
    author: 'Tolu A.',
    excerpt:
      'From the outside it looked like success. From the inside it looked like 3 a.m. emails and no appetite.',
    reactions: 1530,
    views: 20300,
    category: 'Career',
    contentNote: null,
  },
  {
    id: 'after-the-diagnosis',
    title: 'After the diagnosis',
    author: 'Anonymous',
    excerpt:
      'The word the doctor used was "manageable". I spent a year learning what it would cost to manage it.',
    reactions: 870,
    views: 9800,
    category: 'Health',
    contentNote: 'other',
  },
  {
    id: 'the-friend-who-left',
    title: 'The friend who stopped calling',
    author: 'Grace M.',
    excerpt:
      'No fight, no goodbye. Just a slow quiet. This is about grieving someone who is still alive.',
    reactions: 1120,
    views: 14900,
    category: 'Relationships',
    contentNote: null,
  },
  {
    id: 'surviving-the-flat',
    title: 'Getting out of the flat',
    author: 'Anonymous',
    excerpt:
      'It took me four attempts and one very brave neighbour. I am writing this from somewhere safe.',
    reactions: 2310,
    views: 26700,
    category: 'Safety',
    contentNote: 'abuse',
  },
];

const NEWS_CHIPS = [
  'All',
  'Technology',
  'Business',
  'Politics',
  'Health',
  'Sports',
  'Fashion',
  'Science',
] as const;

export const NEWS_PAGE: ListingPage = {
  title: 'Top Media Stories',
  subtitle: "The week's news about women, from newsrooms we trust.",
  chips: { items: NEWS_CHIPS, label: 'Categories' },
  callToAction: {
    title: 'Stay Updated',
    text: "Get the week's top stories in your inbox every Sunday.",
    primary: { label: 'Subscribe to Updates', to: '/', hash: 'newsletter-heading' },
    secondary: { label: 'View All Media Stories', to: '/stories' },
  },
};

export const NEWS = [
  {
    id: 'women-led-ai-fund',
    title: 'A new fund backs women-led AI start-ups',
    excerpt:
      'The £40m fund will invest in thirty companies over three years, starting with healthcare tools.',
    source: 'The Ledger Weekly',
    date: '2026-11-18',
    readTime: '4 min',
    category: 'Technology',
    views: 48200,
    isTrending: true,
    emoji: '🤖',
  },
  {
    id: 'pay-gap-report',
    title: 'Pay gap narrows for the first time in five years',
    excerpt:
      'The annual report shows progress in finance and law, and a widening gap in construction.',
    source: 'Civic Record',
    date: '2026-11-16',
    readTime: '6 min',
    category: 'Business',
    views: 39100,
    isTrending: true,
    emoji: '📉',
  },
  {
    id: 'parliament-childcare',
    title: 'Childcare bill passes second reading',
    excerpt:
      'Free hours for two-year-olds would double under the proposal, which now goes to committee.',
    source: 'Northgate Times',
    date: '2026-11-14',
    readTime: '5 min',
    category: 'Politics',
    views: 22800,
    isTrending: false,
    emoji: '🏛️',
  },
  {
    id: 'endometriosis-test',
    title: 'A saliva test for endometriosis enters trials',
    excerpt: 'Diagnosis takes eight years on average. Researchers hope to cut it to weeks.',
    source: 'Health Dispatch',
    date: '2026-11-12',
    readTime: '5 min',
    category: 'Health',
    views: 56300,
    isTrending: true,
    emoji: '🔬',
  },
  {
    id: 'womens-football-record',
    title: "Women's league sets a crowd record",
    excerpt:
      "More than 61,000 fans watched the derby, the largest attendance for a women's club match in Europe.",
    source: 'Matchday Review',
    date: '2026-11-10',
    readTime: '3 min',
    category: 'Sports',
    views: 31700,
    isTrending: false,
    emoji: '⚽',
  },
  {
    id: 'repair-fashion',
    title: 'Repair cafés are the new fashion week',
    excerpt:
      'Designers join menders to make old clothes the most talked-about looks of the season.',
    source: 'Thread & Needle',
    date: '2026-11-08',
    readTime: '4 min',
    category: 'Fashion',
    views: 17400,
    isTrending: false,
    emoji: '🧵',
  },
  {
    id: 'astronomer-prize',
    title: 'Astronomer wins prize for exoplanet survey',
    excerpt: 'Dr Nkiru Okafor led the team that catalogued 212 new planets around nearby stars.',
    source: 'Orbit Journal',
    date: '2026-11-05',
    readTime: '5 min',
    category: 'Science',
    views: 26900,
    isTrending: false,
    emoji: '🔭',
  },
  {
    id: 'cyber-safety-guide',
    title: 'A plain guide to staying safe online',
    excerpt: 'Two-step login, private profiles and what to do if someone shares your photos.',
    source: 'The Ledger Weekly',
    date: '2026-11-02',
    readTime: '7 min',
    category: 'Technology',
    views: 21300,
    isTrending: false,
    emoji: '🔐',
  },
];

const PUBLICATION_CHIPS = [
  'All',
  'Premium',
  'Leadership',
  'Finance',
  'Wellness',
  'Parenting',
  'Career',
  'Community',
] as const;

export const PUBLICATIONS_PAGE: ListingPage = {
  title: 'Publications & Issues',
  subtitle: 'Our magazine: long reads, interviews and practical guides, every month.',
  chips: { items: PUBLICATION_CHIPS, label: 'Issue categories' },
  callToAction: {
    title: 'Contribute to Our Publications',
    text: 'Pitch an essay, an interview or a photo story. We pay contributors.',
    primary: { label: 'Submit Your Contribution', to: '/contact' },
    secondary: { label: 'View All Publications', to: '/publications' },
  },
};

export const PUBLICATIONS = [
  {
    ...freeIssue('issue-12'),
    topics: ['Career change', 'Risk', 'Starting over', 'Mentors', 'Money'],
    category: 'Career',
    pages: 84,
    isLatest: true,
    isPremium: false,
    purchasable: false,
    price: null,
    emoji: '🦁',
    gradient: 'coral',
  },
  {
    id: 'premium-leadership',
    title: 'Leadership Playbook (Premium)',
    issueNumber: 11,
    date: '2026-10-01',
    description: 'Twelve leaders on hiring, firing and staying human.',
    topics: ['Leadership', 'Hiring', 'Feedback', 'Boards'],
    category: 'Premium',
    pages: 120,
    isLatest: false,
    isPremium: true,
    purchasable: true,
    price: '$12.99',
    emoji: '👑',
    gradient: 'plum',
  },
  {
    ...freeIssue('issue-10'),
    topics: ['Budgeting', 'Investing', 'Pay gap'],
    category: 'Finance',
    pages: 76,
    isLatest: false,
    isPremium: false,
    purchasable: false,
    price: null,
    emoji: '💸',
    gradient: 'apricot',
  },
  {
    ...freeIssue('issue-9'),
    topics: ['Sleep', 'Burnout', 'Boundaries', 'Holidays'],
    category: 'Wellness',
    pages: 68,
    isLatest: false,
    isPremium: false,
    purchasable: false,
    price: null,
    emoji: '🌙',
    gradient: 'dusk',
  },
  {
    ...freeIssue('issue-8'),
    topics: ['Parenting', 'Family', 'Childcare'],
    category: 'Parenting',
    pages: 72,
    isLatest: false,
    isPremium: false,
    purchasable: false,
    price: null,
    emoji: '🧸',
    gradient: 'rose',
  },
  {
    ...freeIssue('issue-7'),
    topics: ['Leadership', 'Influence', 'Allies', 'Speaking up'],
    category: 'Leadership',
    pages: 70,
    isLatest: false,
    isPremium: false,
    purchasable: false,
    price: null,
    emoji: '🧭',
    gradient: 'sage',
  },
  {
    ...freeIssue('issue-6'),
    topics: ['Community', 'Friendship', 'Volunteering'],
    category: 'Community',
    pages: 64,
    isLatest: false,
    isPremium: false,
    purchasable: false,
    price: null,
    emoji: '⭕',
    gradient: 'plum',
  },
];
