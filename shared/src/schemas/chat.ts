import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { id } from './common.ts';
import type { DiscussionEvent } from './community.ts';
import { idempotencyKey } from './safety.ts';

export const COMMUNITY_CONVERSATION_ID = 1;
export const MESSAGE_TYPES = ['text'] as const;

export const chatContent = z
  .string({ error: 'Write a message first' })
  .trim()
  .min(1, 'Write a message first')
  .max(LIMITS.chatMessageMax, `Messages can be at most ${LIMITS.chatMessageMax} characters`);

export const chatSender = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  profile_picture: z.string().nullable(),
});

export const chatMessage = z.object({
  id: z.number().int(),
  conversation_id: z.number().int(),
  sender_id: z.number().int(),
  content: z.string(),
  message_type: z.enum(MESSAGE_TYPES),
  created_at: z.string(),
  edited_at: z.string().nullable(),
  /** Hidden by a moderator: only its sender still gets it, marked. */
  hidden: z.boolean(),
  sender: chatSender,
  /** It holds a word the caller muted: her client shows it collapsed. */
  muted: z.boolean(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

export const conversation = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(['community', 'group', 'direct']),
  group_id: z.number().int().nullable(),
  /** A direct conversation's other member (its name is hers); null for a room. */
  member: chatSender.nullable(),
  /**
   * A direct conversation its caller started that the other member has not accepted yet. A decline
   * is never told: it stays pending.
   */
  pending: z.boolean(),
  last_message: chatMessage.nullable(),
  unread_count: z.number().int(),
  updated_at: z.string(),
  /** A message request her notification filters put under Filtered (GET /chat/requests). */
  filtered: z.boolean(),
});
export type Conversation = z.infer<typeof conversation>;

/** POST /chat/direct: the first message opens (or reuses) the pair's conversation. */
export const sendDirectInput = z.object({
  user_id: id,
  content: chatContent,
  idempotency_key: idempotencyKey,
});
export type SendDirectInput = z.input<typeof sendDirectInput>;

export const sendMessageInput = z.object({
  conversation_id: id,
  content: chatContent,
  message_type: z.enum(MESSAGE_TYPES).default('text'),
  idempotency_key: idempotencyKey,
});
export type SendMessageInput = z.input<typeof sendMessageInput>;

export type ChatEvent =
  | { type: 'created' | 'updated'; conversation_id: number; message: ChatMessage }
  | { type: 'deleted'; conversation_id: number; message_id: number };

/**
 * What the live stream sends: message events, discussion events, `resync` when the server may
 * have missed some (its database listener reconnected), so clients refetch what they show, and
 * `notification` when the member has a new notification (ids only travel: the client refetches
 * its bell).
 */
export type ChatStreamEvent =
  ChatEvent | DiscussionEvent | { type: 'resync' } | { type: 'notification' };
