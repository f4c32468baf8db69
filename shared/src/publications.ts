/**
 * The magazine's and the resource directory's fixed vocabularies, for the pages (without zod: the
 * client imports this file through `@hercircle/shared/publications`, so public pages do not load
 * every schema) and for the schemas in schemas/magazine.ts.
 */

/** An issue's category: the publications page's chips (All and Premium aside). */
export const ISSUE_CATEGORIES = [
  'Leadership',
  'Finance',
  'Wellness',
  'Parenting',
  'Career',
  'Community',
] as const;
export type IssueCategory = (typeof ISSUE_CATEGORIES)[number];

/** Who may open an issue: anyone, or signed-in members. */
export const ISSUE_ACCESS = ['free', 'members'] as const;
export type IssueAccess = (typeof ISSUE_ACCESS)[number];

/** The largest PDF an admin may upload. */
export const ISSUE_PDF_MAX_BYTES = 50 * 1024 * 1024;

export const RESOURCE_TYPES = ['helpline', 'guide', 'organisation'] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

/** The resources page's six categories, by slug, in the page's order. */
export const RESOURCE_TOPICS = [
  { slug: 'mental-health', title: 'Mental Health' },
  { slug: 'career-growth', title: 'Career Growth' },
  { slug: 'health-wellness', title: 'Health & Wellness' },
  { slug: 'legal-aid', title: 'Legal Aid' },
  { slug: 'financial-planning', title: 'Financial Planning' },
  { slug: 'education-learning', title: 'Education & Learning' },
] as const;
export type ResourceTopic = (typeof RESOURCE_TOPICS)[number]['slug'];
export const RESOURCE_TOPIC_SLUGS = RESOURCE_TOPICS.map((t) => t.slug) as [
  ResourceTopic,
  ...ResourceTopic[],
];

/** A resource that serves every country. */
export const INTERNATIONAL = 'International';

/** "United Kingdom" for GB; the code itself where the runtime knows no name. */
export function countryName(country: string): string {
  if (country === INTERNATIONAL) return INTERNATIONAL;
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' }).of(country) ?? country;
  } catch {
    return country;
  }
}
