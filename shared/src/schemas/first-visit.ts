import { z } from 'zod';

/** A group suggested to a new member: public, active, one she is not in; from her interests first. */
export const suggestedGroup = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.string(),
  member_count: z.number().int(),
});
export type SuggestedGroup = z.infer<typeof suggestedGroup>;

/**
 * A new member's first-visit checklist (GET /users/me/checklist), each item ticked from what the
 * server knows: her bio is written, her interests are picked, she is in a group, she has posted or
 * replied. `dismissed`: she put it away (it stays away); `done`: every item is ticked.
 */
export const checklist = z.object({
  items: z.object({
    profile: z.boolean(),
    interests: z.boolean(),
    group: z.boolean(),
    hello: z.boolean(),
  }),
  dismissed: z.boolean(),
  done: z.boolean(),
  suggested_groups: z.array(suggestedGroup),
});
export type Checklist = z.infer<typeof checklist>;

/** One of her groups on her home page, with what is new there this week (others' posts). */
export const homeGroup = z.object({
  id: z.number().int(),
  name: z.string(),
  new_posts: z.number().int(),
  last_post_at: z.string().nullable(),
});

/** An event on her home page: one she answered, or one of her groups', not yet over. */
export const homeEvent = z.object({
  id: z.number().int(),
  title: z.string(),
  starts_at: z.string(),
  timezone: z.string(),
  area: z.string(),
  my_status: z.enum(['going', 'interested', 'waitlisted']).nullable(),
});

/**
 * A signed-in member's home (GET /users/me/home). `returning`: she is welcomed back only once
 * she is past her first visit (her checklist done or put away, or her account older than a week).
 */
export const memberHome = z.object({
  first_name: z.string(),
  returning: z.boolean(),
  groups: z.array(homeGroup),
  events: z.array(homeEvent),
});
export type MemberHome = z.infer<typeof memberHome>;
