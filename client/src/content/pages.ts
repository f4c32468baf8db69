import type { ResourceTopic } from '@hercircle/shared/publications';
import type { Gradient, ListingPage } from './types.ts';

/**
 * The resources page's six categories, in the spec's order (their ids are RESOURCE_TOPICS'); the
 * resources themselves live in the database, managed in the admin portal. Their titles and texts
 * are `categories.<id>` texts of i18n/areas/resources.ts.
 */
export const RESOURCE_CATEGORIES = [
  { id: 'mental-health', emoji: '🧠', gradient: 'dusk' },
  { id: 'career-growth', emoji: '📈', gradient: 'plum' },
  { id: 'health-wellness', emoji: '🌿', gradient: 'sage' },
  { id: 'legal-aid', emoji: '⚖️', gradient: 'apricot' },
  { id: 'financial-planning', emoji: '💰', gradient: 'coral' },
  { id: 'education-learning', emoji: '🎓', gradient: 'rose' },
] as const satisfies readonly { id: ResourceTopic; emoji: string; gradient: Gradient }[];

/** The resources page's downloads: `tools.<id>` texts (title, text, meta). */
export const FEATURED_TOOLS = [
  { id: 'goal-setting-worksheet', emoji: '🎯', gradient: 'plum' },
  { id: 'budget-planner', emoji: '📊', gradient: 'sage' },
] as const satisfies readonly { id: string; emoji: string; gradient: Gradient }[];

/**
 * The shop's products: prices in US dollars. Names and descriptions are `shop.products.<id>`
 * texts of i18n/areas/about.ts, categories `shop.categories.<category>`, formats
 * `shop.formats.<format>`.
 */
export const PRODUCTS = [
  {
    id: 'magazine-cover-print',
    price: 12.99,
    rating: 4.8,
    emoji: '🖼️',
    gradient: 'rose',
    category: 'prints',
    featured: false,
    format: 'print',
    pages: null,
    purchasable: true,
  },
  {
    id: 'circle-journal',
    price: 24.99,
    rating: 4.9,
    emoji: '📓',
    gradient: 'plum',
    category: 'stationery',
    featured: true,
    format: 'hardcover',
    pages: 208,
    purchasable: true,
  },
  {
    id: 'money-moves-workbook',
    price: 19.99,
    rating: 4.7,
    emoji: '💷',
    gradient: 'apricot',
    category: 'guides',
    featured: true,
    format: 'pdf',
    pages: 96,
    purchasable: true,
  },
  {
    id: 'annual-anthology',
    price: 34.99,
    rating: 5.0,
    emoji: '📚',
    gradient: 'dusk',
    category: 'books',
    featured: true,
    format: 'paperback',
    pages: 320,
    purchasable: true,
  },
  {
    id: 'tote-bag',
    price: 18.5,
    rating: 4.6,
    emoji: '👜',
    gradient: 'sage',
    category: 'merch',
    featured: false,
    format: 'cotton',
    pages: null,
    purchasable: true,
  },
  {
    id: 'career-masterclass',
    price: 59.99,
    rating: 4.8,
    emoji: '🎧',
    gradient: 'coral',
    category: 'courses',
    featured: false,
    format: 'video',
    pages: null,
    purchasable: true,
  },
] as const satisfies readonly {
  id: string;
  price: number;
  rating: number;
  emoji: string;
  gradient: Gradient;
  category: string;
  featured: boolean;
  format: string;
  pages: number | null;
  purchasable: boolean;
}[];

export const UNFILTERED_PAGE: ListingPage = {
  title: 'Unfiltered Stories',
  subtitle:
    'The things we rarely say out loud. Stories with difficult subjects carry a content note.',
};

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
  },
};
