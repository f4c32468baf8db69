/**
 * The constants the browser's first load needs: what its routes' addresses and loaders read (page
 * sizes, ids, group categories, report filters, story topics), the session's cookie and the site's
 * defaults.
 * constants.ts re-exports them; the browser's entry imports them from here, because a bundler
 * keeps the whole of a module the entry imports (every list the site has, for every page) in
 * the entry.
 */

export const GROUP_CATEGORIES = [
  'General',
  'Health & Wellness',
  'Career & Finance',
  'Relationships',
  'Parenting',
  'Education',
  'Technology',
  'Arts & Culture',
  'Sports & Fitness',
  'Travel',
  'Food & Cooking',
  'Fashion & Beauty',
] as const;
export type GroupCategory = (typeof GROUP_CATEGORIES)[number];

export const PAGE_SIZES = {
  groups: 20,
  users: 20,
  myGroups: 20,
  members: 50,
  messages: 50,
  stories: 20,
} as const;

export const SESSION_LIFETIME_DAYS = 30;
/**
 * However often a session is used and renewed (each renewal gives it SESSION_LIFETIME_DAYS more) or
 * its token refreshed, it ends this long after she signed in: then she signs in again.
 */
export const SESSION_ABSOLUTE_LIFETIME_DAYS = 90;
/**
 * The cookie carrying a copy of the session token with page requests, so the server can render a
 * member's page for her (server/src/http/pages.ts). Only page renders read it; the API takes
 * the token from the Authorization header alone.
 */
export const SESSION_COOKIE = 'hc_session';

export const MAX_FILE_SIZE_OPTIONS = ['1MB', '5MB', '10MB', '25MB'] as const;
export type MaxFileSize = (typeof MAX_FILE_SIZE_OPTIONS)[number];
export const BACKUP_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;

/**
 * Actions a member whose address is not confirmed may be refused (site setting
 * verifiedEmailRequiredFor): a first message to someone (a message request), a report, a post or
 * reply in a group, an RSVP.
 */
export const VERIFIED_EMAIL_ACTIONS = ['message_request', 'report', 'post', 'rsvp'] as const;
export type VerifiedEmailAction = (typeof VERIFIED_EMAIL_ACTIONS)[number];

/** New accounts earn trust (issue 33): the setting's ceiling (30 days), and the links a post may hold. */
export const NEW_ACCOUNT_HOURS_MAX = 720;
export const NEW_ACCOUNT_LINKS_MAX = 2;

export const SITE_SETTINGS_DEFAULTS = {
  siteName: 'HerCircle',
  siteDescription: 'Stories, circles and support for women, by women.',
  emailNotifications: true,
  autoPublish: false,
  requireApproval: true,
  maxFileSize: '5MB' as MaxFileSize,
  backupFrequency: 'daily' as (typeof BACKUP_FREQUENCIES)[number],
  autoHideReports: 3,
  /** The two that sock-puppet accounts abuse (issue 32). */
  verifiedEmailRequiredFor: ['message_request', 'report'] as VerifiedEmailAction[],
  /** An account's first hours, under the new-account limits (issue 33); 0 turns them off. */
  newAccountHours: 24,
};

/** The largest id a table holds (PostgreSQL integer); a larger one names nothing. */
export const MAX_ID = 2_147_483_647;

export const REPORT_TARGET_TYPES = [
  'post',
  'reply',
  'message',
  'story',
  'user',
  'group',
  'comment',
] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

export const REPORT_STATUSES = ['open', 'actioned', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/**
 * Sections of the site's own articles, kept as stories (issue 13); a story without one is a community
 * story. Each section's topics are the slugs of its hub pages (/health-lifestyle/{slug}); a story's
 * category is null or one of its section's topics. Migration 20261123T2100 holds the same lists.
 */
export const STORY_SECTIONS = ['health-lifestyle', 'career-finance', 'news', 'unfiltered'] as const;
export type StorySection = (typeof STORY_SECTIONS)[number];
export const STORY_SECTION_TOPICS: Record<StorySection, Readonly<Record<string, string>>> = {
  'health-lifestyle': {
    beauty: 'Beauty',
    nutrition: 'Nutrition',
    fitness: 'Fitness',
    'mental-health': 'Mental Health',
    wellness: 'Wellness',
  },
  'career-finance': { career: 'Career', finance: 'Finance', investment: 'Investment' },
  news: {},
  unfiltered: {},
};

/** Whether `category` (null: none) may be given to a story of `section` (null: a community story). */
export function isStoryCategoryOf(section: StorySection | null, category: string | null): boolean {
  if (category === null) return true;
  return section !== null && Object.hasOwn(STORY_SECTION_TOPICS[section], category);
}
