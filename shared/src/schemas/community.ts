import { z } from 'zod';
import { ruleAndReason } from './fair-process.ts';
import {
  GROUP_CATEGORIES,
  LIMITS,
  MEMBER_ROLES,
  PAGE_SIZES,
  REACTION_KINDS,
  type ReactionKind,
} from '../constants.ts';
import { HIDDEN_CHARACTERS_MESSAGE, withoutHiddenCharacters } from './auth.ts';
import { id, pagination } from './common.ts';
import { contentNote, idempotencyKey } from './safety.ts';
import { replyPolicy } from './shield.ts';
import { poll, pollInput, publishAt } from './polls.ts';

export const groupCategory = z.enum(GROUP_CATEGORIES, {
  error: 'Choose one of the listed categories',
});

const groupName = z
  .string({ error: 'Name is required' })
  .refine(withoutHiddenCharacters, HIDDEN_CHARACTERS_MESSAGE)
  .trim()
  .min(1, 'Name is required')
  .max(LIMITS.groupNameMax, `Name can be at most ${LIMITS.groupNameMax} characters`);
const groupDescription = z
  .string({ error: 'Description is required' })
  .trim()
  .min(1, 'Description is required')
  .max(
    LIMITS.groupDescriptionMax,
    `Description can be at most ${LIMITS.groupDescriptionMax} characters`,
  );
const maxMembers = z.coerce
  .number({ error: 'Max members must be a number' })
  .int('Max members must be a whole number')
  .min(LIMITS.maxMembersMin, `Max members must be at least ${LIMITS.maxMembersMin}`)
  .max(LIMITS.maxMembersMax, `Max members can be at most ${LIMITS.maxMembersMax}`);

export const createGroupInput = z.object({
  name: groupName,
  description: groupDescription,
  category: groupCategory.default('General'),
  is_private: z.boolean().default(false),
  max_members: maxMembers.default(LIMITS.maxMembersDefault),
});
export type CreateGroupInput = z.input<typeof createGroupInput>;

export const updateGroupInput = z.object({
  id,
  name: groupName.optional(),
  description: groupDescription.optional(),
  category: groupCategory.optional(),
  is_private: z.boolean().optional(),
  max_members: maxMembers.optional(),
  /** Whether members may post and reply as "Anonymous member" (api.md). */
  allow_anonymous: z.boolean().optional(),
});

export const listGroupsInput = z.object({
  search: z.string().trim().max(100).optional(),
  category: groupCategory.optional(),
  is_private: z.boolean().optional(),
  ...pagination(PAGE_SIZES.groups),
});

export const memberUser = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  profile_picture: z.string().nullable(),
});

export const group = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  category: groupCategory,
  is_private: z.boolean(),
  max_members: z.number().int(),
  member_count: z.number().int(),
  status: z.enum(['active', 'inactive']),
  created_at: z.string(),
  creator_id: z.number().int().nullable(),
  creator_name: z.string().nullable(),
  /** The signed-in viewer's relation to the group. */
  is_member: z.boolean(),
  my_role: z.enum(MEMBER_ROLES).nullable(),
  /** The viewer's membership is quiet (PUT /community/groups/{id}/membership); false when none. */
  my_quiet: z.boolean(),
  request_pending: z.boolean(),
  allow_anonymous: z.boolean(),
  /** The viewer is banned from the group: she cannot join it or ask to. */
  banned: z.boolean(),
});
export type Group = z.infer<typeof group>;

export const groupMember = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  group_id: z.number().int(),
  role: z.enum(MEMBER_ROLES),
  joined_at: z.string(),
  /** Her membership is quiet: only she and the group's admins see it listed. */
  quiet: z.boolean(),
  user: memberUser,
});
export type GroupMember = z.infer<typeof groupMember>;

export const reactionKind = z.enum(REACTION_KINDS, {
  error: `Choose one of ${REACTION_KINDS.join(', ')}`,
});
/** Every kind with its count (0 included), counting every member's reaction. */
export const reactionCounts = z.record(reactionKind, z.number().int());
const reactionFields = {
  reactions: reactionCounts,
  /** The kinds the caller reacted with. */
  my_reactions: z.array(reactionKind),
};
export const reactInput = z.object({ id, kind: reactionKind });
/** Who reacted, per present kind: up to REACTORS_SHOWN first names, never one the caller hides. */
export const reactors = z.object({
  reactions: z.array(
    z.object({
      kind: reactionKind,
      count: z.number().int(),
      users: z.array(z.object({ id: z.number().int(), first_name: z.string() })),
    }),
  ),
});
export type Reactors = z.infer<typeof reactors>;

export const groupPost = z.object({
  id: z.number().int(),
  group_id: z.number().int(),
  /** Null, with `user`, for an anonymous post: for everyone, group admins included. */
  user_id: z.number().int().nullable(),
  content: z.string(),
  created_at: z.string(),
  /** When its author last edited it; null if never. */
  edited_at: z.string().nullable(),
  content_note: contentNote.nullable(),
  anonymous: z.boolean(),
  /** Hidden by a moderator or auto-hidden: only its author and moderators receive it. */
  hidden: z.boolean(),
  /** A new account's repeated post, hidden until a moderator lets it through (`hidden` too). */
  held: z.boolean(),
  /** The caller wrote it (an anonymous author edits and deletes it without her id in sight). */
  mine: z.boolean(),
  /** Live replies the caller may see. */
  reply_count: z.number().int(),
  ...reactionFields,
  /** Pinned by the group's admins: listed first. */
  pinned: z.boolean(),
  user: memberUser.nullable(),
  /** Who may reply: 'nobody' refuses replies from all but its author. */
  reply_policy: replyPolicy,
  /** It holds a word the caller muted: her client shows it collapsed (nobody else's view changes). */
  muted: z.boolean(),
  /** Its poll, or null. */
  poll: poll.nullable(),
  /**
   * A group admin's scheduled post not yet published (UTC): only its author and the group's admins
   * receive it until then. Null once published, and for every other post.
   */
  publish_at: z.string().nullable(),
});
export type GroupPost = z.infer<typeof groupPost>;

export const groupReply = z.object({
  id: z.number().int(),
  post_id: z.number().int(),
  user_id: z.number().int().nullable(),
  content: z.string(),
  created_at: z.string(),
  edited_at: z.string().nullable(),
  anonymous: z.boolean(),
  hidden: z.boolean(),
  mine: z.boolean(),
  ...reactionFields,
  user: memberUser.nullable(),
  /**
   * The post's author hid it: shown collapsed, its content empty for everyone but the reply's
   * author, the post's author and the group's moderators.
   */
  hidden_by_author: z.boolean(),
  /** It holds a word the caller muted (as a post's `muted`). */
  muted: z.boolean(),
});
export type GroupReply = z.infer<typeof groupReply>;

/** A screening answer as the group's admins read it, with the question as she read it. */
export const requestAnswer = z.object({
  question_id: z.number().int().nullable(),
  question: z.string(),
  text: z.string(),
});

export const joinRequest = z.object({
  id: z.number().int(),
  group_id: z.number().int(),
  user_id: z.number().int(),
  created_at: z.string(),
  user: memberUser,
  /** Her answers to the group's screening questions (the admins' list only). */
  answers: z.array(requestAnswer),
});
export type JoinRequest = z.infer<typeof joinRequest>;

export const postContent = z
  .string({ error: 'Write something first' })
  .trim()
  .min(1, 'Write something first')
  .max(LIMITS.postMax, `Posts can be at most ${LIMITS.postMax} characters`);

/** A new post in group `id`; `anonymous` only where the group allows it. */
export const createPostInput = z.object({
  id,
  content: postContent,
  content_note: contentNote.optional(),
  anonymous: z.boolean().optional(),
  /** Who may reply; 'everyone' when left out. */
  reply_policy: replyPolicy.optional(),
  poll: pollInput.optional(),
  /** A group admin's post publishes then (a member's is refused with 403). */
  publish_at: publishAt.optional(),
  idempotency_key: idempotencyKey,
});
export type CreatePostInput = z.input<typeof createPostInput>;

/**
 * An author's edit of her post: the same content rules as a new post; `content_note` changes the
 * note (null takes it off), left out keeps it.
 */
export const updatePostInput = z.object({
  id,
  content: postContent,
  content_note: contentNote.nullable().optional(),
  /** A scheduled post's new time, until it is published. */
  publish_at: publishAt.optional(),
});
export type UpdatePostInput = z.infer<typeof updatePostInput>;

export const replyContent = z
  .string({ error: 'Write something first' })
  .trim()
  .min(1, 'Write something first')
  .max(LIMITS.postMax, `Replies can be at most ${LIMITS.postMax} characters`);

/** A reply to post `id`. */
export const createReplyInput = z.object({
  id,
  content: replyContent,
  anonymous: z.boolean().optional(),
  idempotency_key: idempotencyKey,
});
export type CreateReplyInput = z.input<typeof createReplyInput>;

export const updateReplyInput = z.object({ id, content: replyContent });
export type UpdateReplyInput = z.infer<typeof updateReplyInput>;

export const listRepliesInput = z.object({ id, ...pagination(PAGE_SIZES.members) });

/** A moderator hiding or showing again a post or reply; the reason goes to the audit log. */
export const moderateContentInput = z.object({
  id,
  /** Shown to its author in her statement of reasons (issue 33). */
  reason: z.string().trim().max(500, 'The reason can be at most 500 characters').optional(),
  /** The house rule applied. */
  rule: ruleAndReason.rule,
});

/** A delete: by its author, or by a moderator citing a rule and a reason. */
export const deleteContentInput = z.object({ id, ...ruleAndReason });
export type ModerateContentInput = z.infer<typeof moderateContentInput>;

export const pulseGroup = z.object({
  id: z.number().int(),
  name: z.string(),
  category: groupCategory,
  member_count: z.number().int(),
  created_at: z.string(),
  creator_name: z.string().nullable(),
});
export type PulseGroup = z.infer<typeof pulseGroup>;

/**
 * A group discussion's change as this member may see it: posts and replies as the post list
 * shapes them for her (anonymous authors stay anonymous); a post or reply hidden by moderators
 * reaches everyone else as a deletion.
 */
export type DiscussionEvent =
  | { type: 'post_created' | 'post_updated'; group_id: number; post: GroupPost }
  | { type: 'post_deleted'; group_id: number; post_id: number }
  | {
      type: 'reply_created' | 'reply_updated';
      group_id: number;
      post_id: number;
      reply: GroupReply;
    }
  | { type: 'reply_deleted'; group_id: number; post_id: number; reply_id: number }
  | {
      type: 'reaction_changed';
      group_id: number;
      post_id: number;
      /** Null for a reaction on the post itself. */
      reply_id: number | null;
      reactions: Record<ReactionKind, number>;
      my_reactions: ReactionKind[];
    };
