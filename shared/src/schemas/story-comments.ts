import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { id, pagination } from './common.ts';
import { memberUser } from './community.ts';
import { story } from './content.ts';
import { idempotencyKey } from './safety.ts';

/**
 * A comment on a published story (issue 36), shaped like a group reply: an anonymous comment
 * carries no author for anyone; hidden ones reach only their author (and site admins).
 */
export const storyComment = z.object({
  id: z.number().int(),
  story_id: z.number().int(),
  /** Null, with `user`, for an anonymous comment. */
  user_id: z.number().int().nullable(),
  user: memberUser.nullable(),
  content: z.string(),
  created_at: z.string(),
  anonymous: z.boolean(),
  /** Hidden by a moderator or by reports: only its author still receives it, marked. */
  hidden: z.boolean(),
  /** The caller wrote it. */
  mine: z.boolean(),
  /** It holds a word the caller muted: her client shows it collapsed. */
  muted: z.boolean(),
});
export type StoryComment = z.infer<typeof storyComment>;

export const storyCommentContent = z
  .string({ error: 'Write something first' })
  .trim()
  .min(1, 'Write something first')
  .max(LIMITS.postMax, `Comments can be at most ${LIMITS.postMax} characters`);

/** Comments of story `id`, oldest first. */
export const listStoryCommentsInput = z.object({ id, ...pagination(50) });

/** A comment on story `id`. */
export const createStoryCommentInput = z.object({
  id,
  content: storyCommentContent,
  anonymous: z.boolean().optional(),
  idempotency_key: idempotencyKey,
});
export type CreateStoryCommentInput = z.input<typeof createStoryCommentInput>;

/** A story she saved, newest save first. */
export const savedStory = story.omit({ content: true }).extend({ saved_at: z.string() });
export type SavedStory = z.infer<typeof savedStory>;
