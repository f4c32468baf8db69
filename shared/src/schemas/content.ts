import { z } from 'zod';
import {
  isStoryCategoryOf,
  LIMITS,
  PAGE_SIZES,
  STORY_SECTIONS,
  STORY_STATUSES,
  type StorySection,
} from '../constants.ts';
import { email } from './auth.ts';
import { id, optionalText, pagination } from './common.ts';
import { contentNote } from './safety.ts';

export const story = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  author_name: z.string(),
  published_at: z.string().nullable(),
  status: z.enum(STORY_STATUSES),
  content_note: contentNote.nullable(),
  /** null: a community story; otherwise one of the site's own articles. */
  section: z.enum(STORY_SECTIONS).nullable(),
  /** null or a topic slug of its section (STORY_SECTION_TOPICS). */
  category: z.string().nullable(),
});
export type Story = z.infer<typeof story>;

export const storySection = z.enum(STORY_SECTIONS, {
  error: `Section must be one of: ${STORY_SECTIONS.join(', ')}`,
});
export const storyCategory = z.string().trim().min(1, 'Choose a category').max(60);

/** A category names a topic of the story's section: news has none, community stories none. */
export function refineStoryCategory(
  value: { section?: StorySection | null; category?: string | null },
  ctx: z.RefinementCtx,
): void {
  if (value.category == null || isStoryCategoryOf(value.section ?? null, value.category)) return;
  ctx.addIssue({
    code: 'custom',
    path: ['category'],
    message: value.section
      ? `"${value.category}" is not a category of ${value.section}`
      : 'A category needs a section',
  });
}

/** Without a section the list holds community stories only: articles live on their own pages. */
export const storyListInput = z
  .object({
    ...pagination(PAGE_SIZES.stories),
    section: storySection.optional(),
    category: storyCategory.optional(),
  })
  .superRefine(refineStoryCategory);
export type StoryListInput = z.infer<typeof storyListInput>;

/** A published story's neighbours on its page (no text: the page links to them). */
export const relatedStory = story.omit({ content: true });
export type RelatedStory = z.infer<typeof relatedStory>;

/** One of her own submissions, as its author sees it in "My stories". */
export const myStory = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Her own text, so a declined story can be revised from "My stories". */
  content: z.string(),
  content_note: contentNote.nullable(),
  status: z.enum(STORY_STATUSES),
  /** Why a moderator declined it; null otherwise. */
  review_note: z.string().nullable(),
  created_at: z.string(),
  published_at: z.string().nullable(),
});
export type MyStory = z.infer<typeof myStory>;

export const storyDeclineInput = z.object({
  note: z
    .string({ error: 'Tell her why' })
    .trim()
    .min(1, 'Tell her why')
    .max(
      LIMITS.storyReviewNoteMax,
      `A note can be at most ${LIMITS.storyReviewNoteMax} characters`,
    ),
});

export const storyInput = z.object({
  title: z
    .string({ error: 'Title is required' })
    .trim()
    .min(1, 'Title is required')
    .max(LIMITS.storyTitleMax, `Title can be at most ${LIMITS.storyTitleMax} characters`),
  content: z
    .string({ error: 'Your story is empty' })
    .trim()
    .min(20, 'Tell us a little more: at least 20 characters')
    .max(LIMITS.storyContentMax, 'That story is too long for one post'),
  /** Optional; null clears it on an edit. */
  content_note: contentNote.nullish(),
});

/** Her declined story, revised (PUT /stories/mine/{id}). */
export const reviseStoryInput = storyInput.extend({ id });

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} can be at most ${max} characters`);

export const contactInput = z.object({
  name: required('Name', 120),
  email,
  subject: required('Subject', 200),
  message: required('Message', 5000),
});

export const newsletterInput = z.object({ email });

export const DELETION_REASONS = [
  'privacy-concerns',
  'not-using',
  'too-many-emails',
  'found-alternative',
  'technical-issues',
  'other',
] as const;

export const deletionRequestInput = z.object({
  reason: z.enum(DELETION_REASONS).nullish(),
  feedback: optionalText(2000),
  confirmDataLoss: z.literal(true, { error: 'Confirm that you understand your data will be lost' }),
  confirmPermanent: z.literal(true, { error: 'Confirm that deletion is permanent' }),
  exportData: z.boolean().default(true),
});

export const siteInfo = z.object({ siteName: z.string(), siteDescription: z.string() });
