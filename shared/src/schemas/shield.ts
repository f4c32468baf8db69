import { z } from 'zod';
import { id } from './common.ts';

/** A shield she controls (issue 33, part 5; api.md "Fair process"). */
export const SHIELD_LIMITS = {
  /** Muted words and phrases per member. */
  mutedWordsMax: 100,
  mutedWordMax: 100,
  /** Members blocked at once from one post. */
  blockAtOnceMax: 100,
  /** "Accounts younger than 7 days". */
  newAccountDays: 7,
} as const;

/** Who may reply to a post: everyone in its group (the default), or no one but its author. */
export const REPLY_POLICIES = ['everyone', 'nobody'] as const;
export const replyPolicy = z.enum(REPLY_POLICIES, {
  error: `Choose one of ${REPLY_POLICIES.join(', ')}`,
});
export type ReplyPolicy = z.infer<typeof replyPolicy>;

export const mutedWord = z.object({
  text: z
    .string({ error: 'Write a word or phrase' })
    .trim()
    .min(1, 'Write a word or phrase')
    .max(
      SHIELD_LIMITS.mutedWordMax,
      `A muted word or phrase can be at most ${SHIELD_LIMITS.mutedWordMax} characters`,
    ),
  /** ISO date-time; null or left out: until she takes it off. */
  expires_at: z.iso
    .datetime({ offset: true, error: 'The expiry must be a date and time' })
    .nullish()
    .transform((v) => v ?? null),
});
export type MutedWord = z.infer<typeof mutedWord>;

/** A muted word as GET /users/me/filters answers it. */
export const mutedWordEntry = z.object({ text: z.string(), expires_at: z.string().nullable() });

/** GET /users/me/filters: her notification filters and the muted words in force, oldest first. */
export const notificationFilters = z.object({
  new_accounts: z.boolean(),
  strangers: z.boolean(),
  muted_words: z.array(mutedWordEntry),
});
export type NotificationFilters = z.infer<typeof notificationFilters>;

/** PUT /users/me/filters: the whole object, as GET answers it; the muted words replace hers. */
export const updateFiltersInput = z.object({
  /** Mentions, replies and message requests from accounts younger than 7 days go under Filtered. */
  new_accounts: z.boolean(),
  /** The same from people who share no group with her. */
  strangers: z.boolean(),
  muted_words: z
    .array(mutedWord)
    .max(
      SHIELD_LIMITS.mutedWordsMax,
      `You can mute at most ${SHIELD_LIMITS.mutedWordsMax} words and phrases`,
    ),
});
export type UpdateFiltersInput = z.input<typeof updateFiltersInput>;

export const setReplyPolicyInput = z.object({ id, reply_policy: replyPolicy });
export type SetReplyPolicyInput = z.infer<typeof setReplyPolicyInput>;

/** The post's author hides a reply (collapsed for everyone but its author) or shows it again. */
export const hideReplyAsAuthorInput = z.object({ id, hidden: z.boolean() });
export type HideReplyAsAuthorInput = z.infer<typeof hideReplyAsAuthorInput>;

/** A member who reacted to or replied to her post (named replies only: anonymity holds). */
export const engagedMember = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  profile_picture: z.string().nullable(),
  reacted: z.boolean(),
  replied: z.boolean(),
  /** She blocked this member already. */
  blocked: z.boolean(),
});
export type EngagedMember = z.infer<typeof engagedMember>;

export const blockFromPostInput = z.object({
  id,
  user_ids: z
    .array(id)
    .min(1, 'Choose at least one member')
    .max(
      SHIELD_LIMITS.blockAtOnceMax,
      `You can block at most ${SHIELD_LIMITS.blockAtOnceMax} members at once`,
    ),
});
export type BlockFromPostInput = z.infer<typeof blockFromPostInput>;
