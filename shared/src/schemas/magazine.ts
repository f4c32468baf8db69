import { z } from 'zod';
import {
  INTERNATIONAL,
  ISSUE_ACCESS,
  ISSUE_CATEGORIES,
  RESOURCE_TOPIC_SLUGS,
  RESOURCE_TYPES,
} from '../publications.ts';
import { id, pagination } from './common.ts';

/** Magazine issues and the resource directory (issue 36, parts 2 and 5). */

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} can be at most ${max} characters`);

export const issueContentsEntry = z.object({
  title: text('An entry of the contents', 160),
  page: z.coerce
    .number({ error: 'A page must be a number' })
    .int('A page must be a whole number')
    .min(1, 'Pages start at 1')
    .max(5000, 'No issue has that many pages'),
});
export type IssueContentsEntry = z.infer<typeof issueContentsEntry>;

/** An issue as readers see it (admins also see drafts, with their status). */
export const issue = z.object({
  id: z.number().int(),
  issue_number: z.number().int(),
  title: z.string(),
  description: z.string(),
  category: z.enum(ISSUE_CATEGORIES),
  topics: z.array(z.string()),
  contents: z.array(issueContentsEntry),
  /** The month it is dated, YYYY-MM. */
  month: z.string(),
  access: z.enum(ISSUE_ACCESS),
  status: z.enum(['draft', 'published']),
  /** The cover image's address, or null (the page draws the category's tile). */
  cover_url: z.string().nullable(),
  /** Read from the PDF itself when it was uploaded or generated; null before it has one. */
  page_count: z.number().int().nullable(),
  pdf_bytes: z.number().int().nullable(),
  /** Where the PDF opens (inline); add ?download=1 to save it. Null before it has one. */
  pdf_url: z.string().nullable(),
  published_at: z.string().nullable(),
});
export type Issue = z.infer<typeof issue>;

const month = z
  .string({ error: 'Month is required' })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Month must be written YYYY-MM, e.g. 2026-11');

export const issueInput = z.object({
  issue_number: z.coerce
    .number({ error: 'Issue number is required' })
    .int('Issue number must be a whole number')
    .min(1, 'Issue number starts at 1')
    .max(9999, 'Issue number can be at most 9999'),
  title: text('Title', 120),
  description: text('Description', 500),
  category: z.enum(ISSUE_CATEGORIES, {
    error: `Category must be one of: ${ISSUE_CATEGORIES.join(', ')}`,
  }),
  topics: z.array(text('A topic', 40)).max(12, 'At most 12 topics').default([]),
  contents: z.array(issueContentsEntry).max(80, 'At most 80 entries').default([]),
  month,
  access: z.enum(ISSUE_ACCESS, { error: 'Access must be free or members' }),
});
export type IssueInput = z.infer<typeof issueInput>;

export const issueUpdateInput = issueInput.partial().extend({
  id,
  /** Publishing needs a PDF; back to draft hides it from readers. */
  status: z.enum(['draft', 'published']).optional(),
});
export type IssueUpdateInput = z.infer<typeof issueUpdateInput>;

export const adminIssueListInput = z.object({ ...pagination(20) });

const countryCode = z
  .string({ error: 'Country is required' })
  .trim()
  .refine(
    (v) => v === INTERNATIONAL || /^[A-Z]{2}$/.test(v),
    `Country must be a two-letter ISO code (e.g. GB) or ${INTERNATIONAL}`,
  );

export const resource = z.object({
  id: z.number().int(),
  type: z.enum(RESOURCE_TYPES),
  title: z.string(),
  description: z.string(),
  url: z.string().nullable(),
  phone: z.string().nullable(),
  country: z.string(),
  topic: z.enum(RESOURCE_TOPIC_SLUGS),
});
export type Resource = z.infer<typeof resource>;

const blankToNull = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), schema.nullish());

const resourceFields = z.object({
  type: z.enum(RESOURCE_TYPES, { error: `Type must be one of: ${RESOURCE_TYPES.join(', ')}` }),
  title: text('Title', 120),
  description: text('Description', 400),
  url: blankToNull(
    z
      .url({ protocol: /^https$/, error: 'Link must be a web address starting with https://' })
      .max(500),
  ),
  phone: blankToNull(
    z
      .string()
      .trim()
      .regex(/^\+?[0-9][0-9 ()-]{1,28}$/, 'Phone may hold digits, spaces, +, - and brackets'),
  ),
  country: countryCode,
  topic: z.enum(RESOURCE_TOPIC_SLUGS, {
    error: `Topic must be one of: ${RESOURCE_TOPIC_SLUGS.join(', ')}`,
  }),
});

const reachable = (v: { url?: string | null; phone?: string | null }) => Boolean(v.url || v.phone);
const REACHABLE = { message: 'Give a link or a phone number', path: ['url'] };

export const resourceInput = resourceFields.refine(reachable, REACHABLE);
export type ResourceInput = z.infer<typeof resourceInput>;

/** An edit sends the whole resource again (the form shows every field). */
export const resourceUpdateInput = resourceFields.extend({ id }).refine(reachable, REACHABLE);
export type ResourceUpdateInput = z.infer<typeof resourceUpdateInput>;

export const resourceListInput = z
  .object({
    topic: z.enum(RESOURCE_TOPIC_SLUGS).optional(),
    type: z.enum(RESOURCE_TYPES).optional(),
  })
  .default({});

export const resourceList = z.object({
  resources: z.array(resource),
  total: z.number().int(),
  /** The country whose resources come first, and why; null: International first. */
  country: z.string().nullable(),
  country_from: z.enum(['profile', 'language']).nullable(),
});
export type ResourceList = z.infer<typeof resourceList>;
