import { z } from 'zod';
import { MAX_ID, POLL_LIMITS } from '../constants.ts';
import { id } from './common.ts';

const instant = (what: string) =>
  z.iso.datetime({ offset: true, error: `${what} must be a date and time (ISO 8601)` });

const optionText = z
  .string({ error: 'Write each option' })
  .trim()
  .min(1, 'Write each option')
  .max(POLL_LIMITS.optionMax, `Options can be at most ${POLL_LIMITS.optionMax} characters`);

/** A poll as a new post carries it; whether `closes_at` is still ahead is the server's to check. */
export const pollInput = z.object({
  question: z
    .string({ error: 'Write the poll’s question' })
    .trim()
    .min(1, 'Write the poll’s question')
    .max(
      POLL_LIMITS.questionMax,
      `The question can be at most ${POLL_LIMITS.questionMax} characters`,
    ),
  options: z
    .array(optionText)
    .min(POLL_LIMITS.optionsMin, `A poll needs at least ${POLL_LIMITS.optionsMin} options`)
    .max(POLL_LIMITS.optionsMax, `A poll can have at most ${POLL_LIMITS.optionsMax} options`)
    .refine(
      (options) => new Set(options.map((o) => o.toLowerCase())).size === options.length,
      'Each option must be different',
    ),
  multiple: z.boolean().optional(),
  closes_at: instant('The closing time').optional(),
});
export type PollInput = z.input<typeof pollInput>;

/**
 * A poll as every reader receives it. Counts only: nobody, the post's author and the group's
 * admins included, is told who voted for what; `my_votes` are the caller's own choices.
 * `total_votes` counts members who voted (on a multiple-choice poll one member may pick several).
 */
export const poll = z.object({
  question: z.string(),
  multiple: z.boolean(),
  closes_at: z.string().nullable(),
  /** Its close time has passed: no more votes. */
  closed: z.boolean(),
  options: z.array(z.object({ id: z.number().int(), text: z.string(), votes: z.number().int() })),
  total_votes: z.number().int(),
  my_votes: z.array(z.number().int()),
});
export type Poll = z.infer<typeof poll>;

/** A member's vote on the poll of post `id`: the ids of the options she chose. */
export const votePollInput = z.object({
  id,
  options: z
    .array(z.number().int().positive().max(MAX_ID, 'No such option'))
    .min(1, 'Choose an option')
    .max(POLL_LIMITS.optionsMax, `A poll has at most ${POLL_LIMITS.optionsMax} options`)
    .refine((ids) => new Set(ids).size === ids.length, 'Choose each option once'),
});
export type VotePollInput = z.infer<typeof votePollInput>;

/** When a group admin's post publishes; the composer sends it from her time zone as UTC. */
export const publishAt = instant('The publish time');
