/** Business constants from the spec (section 9) and api.md, shared by server and client. */

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

export const LIMITS = {
  passwordMin: 8,
  /** Refused before hashing: argon2 on a megabyte of input is a denial-of-service vector. */
  passwordMax: 256,
  nameMax: 80,
  emailMax: 254,
  bioMax: 1000,
  shortTextMax: 120,
  groupNameMax: 100,
  groupDescriptionMax: 2000,
  maxMembersMin: 1,
  maxMembersMax: 1000,
  maxMembersDefault: 100,
  postMax: 5000,
  chatMessageMax: 4000,
  storyTitleMax: 200,
  storyContentMax: 50000,
  listLimitMax: 100,
} as const;

export const PAGE_SIZES = {
  groups: 20,
  users: 20,
  myGroups: 20,
  members: 50,
  messages: 50,
  stories: 20,
} as const;

export const USER_ROLES = ['user', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const ACCOUNT_STATUSES = ['active', 'inactive'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

export const MEMBER_ROLES = ['admin', 'member'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

export const STORY_STATUSES = ['draft', 'published', 'archived'] as const;
export type StoryStatus = (typeof STORY_STATUSES)[number];

export const SESSION_LIFETIME_DAYS = 30;
export const RESET_TOKEN_LIFETIME_MINUTES = 60;

/** Image types accepted for uploads, judged by their bytes. */
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

export const MAX_FILE_SIZE_OPTIONS = ['1MB', '5MB', '10MB', '25MB'] as const;
export type MaxFileSize = (typeof MAX_FILE_SIZE_OPTIONS)[number];
export const BACKUP_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;

export const SITE_SETTINGS_DEFAULTS = {
  siteName: 'HerCircle',
  siteDescription: 'Stories, circles and support for women, by women.',
  emailNotifications: true,
  autoPublish: false,
  requireApproval: true,
  maxFileSize: '5MB' as MaxFileSize,
  backupFrequency: 'daily' as (typeof BACKUP_FREQUENCIES)[number],
};

export function fileSizeToBytes(size: MaxFileSize): number {
  return Number.parseInt(size, 10) * 1024 * 1024;
}

/** The largest id a table holds (PostgreSQL integer); a larger one names nothing. */
export const MAX_ID = 2_147_483_647;
