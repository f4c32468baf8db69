import type { Kysely } from 'kysely';
import type { ChatMessage, Conversation } from '@hercircle/shared';
import type { Database } from '../../db/schema.ts';
import type { AuthUser } from '../../auth/sessions.ts';
import type { Env } from '../../env.ts';
import { AppError } from '../../lib/app-error.ts';
import { hit } from '../../auth/rate-limit.ts';
import { once } from '../../lib/idempotency.ts';
import { publish } from '../../live/publish.ts';
import { toChatMessage } from './chat.mapping.ts';
import * as q from './chat.queries.ts';
import { summarize } from './conversation-summaries.ts';
import { assertMayWriteDirect, isDirectParticipant } from './direct.rules.ts';
import { markMuted } from '../shield/muted.ts';

const NOT_FOUND = 'Conversation not found';

/**
 * Only participants reach a conversation: the community room is every signed-in member's; a group's
 * room belongs to the members of an active group; a direct one to its two members (not to one who
 * declined it). Others get 404, as if it did not exist.
 */
export async function assertParticipant(
  db: Kysely<Database>,
  userId: number,
  conversationId: number,
) {
  const conversation = await q.findConversation(db, conversationId);
  if (!conversation) throw new AppError('NOT_FOUND', NOT_FOUND);
  if (conversation.kind === 'community') return conversation;
  if (conversation.kind === 'direct') {
    if (!(await isDirectParticipant(db, conversationId, userId)))
      throw new AppError('NOT_FOUND', NOT_FOUND);
    return conversation;
  }
  if (
    conversation.group_id === null ||
    conversation.group_status !== 'active' ||
    !(await q.isGroupMember(db, conversation.group_id, userId))
  ) {
    throw new AppError('NOT_FOUND', NOT_FOUND);
  }
  return conversation;
}

/** The community rooms seen so far (a conversation's kind never changes; there are few). */
const communityRooms = new Set<number>();

/** Whether the member takes part; a failure to tell (a lost database) is thrown, not a "no". */
export async function canSee(
  db: Kysely<Database>,
  userId: number,
  conversationId: number,
): Promise<boolean> {
  // Every open stream asks for every message: for the community room, which every member reads
  // and whose kind never changes, the answer is known once seen, not a query per stream and message.
  if (communityRooms.has(conversationId)) return true;
  try {
    const conversation = await assertParticipant(db, userId, conversationId);
    if (conversation.kind === 'community') communityRooms.add(conversationId);
    return true;
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return false;
    throw error;
  }
}

/**
 * Sends a message. With an idempotency key, a repeat (a client retrying after a lost answer)
 * answers the first message and neither stores another nor counts against the rate limit.
 */
export async function sendMessage(
  { db, env }: { db: Kysely<Database>; env: Pick<Env, 'RATE_LIMIT_CHAT_PER_USER'> },
  user: AuthUser,
  input: {
    conversation_id: number;
    content: string;
    message_type: 'text';
    idempotency_key?: string;
  },
): Promise<ChatMessage> {
  const { kind } = await assertParticipant(db, user.id, input.conversation_id);
  return once(db, { userId: user.id, scope: 'chat.send', key: input.idempotency_key }, (trx) =>
    insertMessage({ trx, env }, user, { ...input, direct: kind === 'direct' }),
  );
}

/** Counts, stores and reads back a message, all in `trx` (once()'s transaction). */
async function insertMessage(
  { trx, env }: { trx: Kysely<Database>; env: Pick<Env, 'RATE_LIMIT_CHAT_PER_USER'> },
  user: AuthUser,
  input: { conversation_id: number; content: string; message_type: 'text'; direct: boolean },
): Promise<ChatMessage> {
  await hitChatLimit({ db: trx, env }, user.id);
  if (input.direct) await assertMayWriteDirect(trx, input.conversation_id, user.id);
  const id = await storeMessage(trx, user.id, input);
  return readMessage(trx, id);
}

/** Chat's rate limit per member, shared by every way of sending a message. */
export function hitChatLimit(
  { db, env }: { db: Kysely<Database>; env: Pick<Env, 'RATE_LIMIT_CHAT_PER_USER'> },
  userId: number,
) {
  return hit(db, {
    key: `chat:user:${userId}`,
    max: env.RATE_LIMIT_CHAT_PER_USER,
    windowSeconds: 10,
  });
}

/** Stores a message in the caller's transaction and announces it when that commits. Its id. */
export async function storeMessage(
  trx: Kysely<Database>,
  senderId: number,
  input: { conversation_id: number; content: string; message_type: 'text' },
): Promise<number> {
  const row = await q.insertMessage(trx, {
    conversation_id: input.conversation_id,
    sender_id: senderId,
    content: input.content,
    message_type: input.message_type,
  });
  // Delivered to every process's listeners when this transaction commits.
  await publish(trx, {
    type: 'created',
    conversation_id: input.conversation_id,
    message_id: row.id,
  });
  // The sender has read their own conversation up to here.
  await q.markRead(trx, input.conversation_id, senderId);
  return row.id;
}

export async function readMessage(db: Kysely<Database>, id: number): Promise<ChatMessage> {
  const message = await q.findMessage(db, id);
  if (!message) throw new AppError('INTERNAL', 'The message could not be read back');
  return toChatMessage(message);
}

export async function listMessages(
  db: Kysely<Database>,
  user: AuthUser,
  input: { conversation_id: number; before?: number; limit: number },
): Promise<ChatMessage[]> {
  await assertParticipant(db, user.id, input.conversation_id);
  const rows = await q.listMessages(db, input.conversation_id, { ...input, viewerId: user.id });
  return markMuted(db, user.id, rows.map(toChatMessage), (m) => m.sender_id === user.id);
}

export async function searchMessages(
  db: Kysely<Database>,
  user: AuthUser,
  input: { conversation_id: number; q: string; limit: number },
): Promise<ChatMessage[]> {
  await assertParticipant(db, user.id, input.conversation_id);
  const rows = await q.searchMessages(db, input.conversation_id, {
    viewerId: user.id,
    q: input.q.trim(),
    limit: input.limit,
  });
  return markMuted(db, user.id, rows.map(toChatMessage), (m) => m.sender_id === user.id);
}

async function messageForChange(db: Kysely<Database>, user: AuthUser, id: number) {
  const message = await q.findMessageForChange(db, id);
  if (!message || message.deleted_at !== null) throw new AppError('NOT_FOUND', 'Message not found');
  // A member who cannot see the conversation cannot learn that the message exists.
  if (user.role !== 'admin') await assertParticipant(db, user.id, message.conversation_id);
  return message;
}

export async function editMessage(
  db: Kysely<Database>,
  user: AuthUser,
  input: { id: number; content: string },
): Promise<ChatMessage> {
  const { id, content } = input;
  const message = await messageForChange(db, user, id);
  if (message.sender_id !== user.id)
    throw new AppError('FORBIDDEN', 'You can only edit your own messages');
  await db.transaction().execute(async (trx) => {
    await q.updateMessageContent(trx, id, content);
    await publish(trx, {
      type: 'updated',
      conversation_id: message.conversation_id,
      message_id: id,
    });
  });
  const updated = await q.findMessage(db, id);
  if (!updated) throw new AppError('NOT_FOUND', 'Message not found');
  return toChatMessage(updated);
}

export async function deleteMessage(
  db: Kysely<Database>,
  user: AuthUser,
  input: { id: number },
): Promise<void> {
  const { id } = input;
  const message = await messageForChange(db, user, id);
  if (message.sender_id !== user.id && user.role !== 'admin')
    throw new AppError('FORBIDDEN', 'You can only delete your own messages');
  await db.transaction().execute(async (trx) => {
    await q.softDeleteMessage(trx, id, user.id);
    await publish(trx, {
      type: 'deleted',
      conversation_id: message.conversation_id,
      message_id: id,
    });
  });
}

/**
 * A moderator hides a message (a report's `hide` action), or enough reports do (hiddenBy null), in
 * the caller's transaction: open streams withdraw it like a deletion, except its sender's, which
 * mark it hidden. Whether it was shown until now.
 */
export async function hideMessage(
  trx: Kysely<Database>,
  input: { id: number; hiddenBy: number | null },
): Promise<boolean> {
  const message = await q.findMessageForChange(trx, input.id);
  if (!message || !(await q.hideMessage(trx, input.id, input.hiddenBy))) return false;
  await publish(trx, {
    type: 'hidden',
    conversation_id: message.conversation_id,
    message_id: input.id,
  });
  return true;
}

/** The members whose messages a live stream leaves out for this viewer. */
export async function hiddenAuthorsOf(db: Kysely<Database>, viewerId: number) {
  return new Set(await q.listHiddenAuthors(db, viewerId));
}

export async function listConversations(
  db: Kysely<Database>,
  user: AuthUser,
): Promise<Conversation[]> {
  return summarize(db, user.id, await q.listConversationsFor(db, user.id));
}

export async function countUnread(
  db: Kysely<Database>,
  user: AuthUser,
  input: { id: number },
): Promise<number> {
  await assertParticipant(db, user.id, input.id);
  return q.countUnread(db, input.id, user.id);
}

export async function markRead(
  db: Kysely<Database>,
  user: AuthUser,
  input: { id: number },
): Promise<void> {
  await assertParticipant(db, user.id, input.id);
  await q.markRead(db, input.id, user.id);
}

/** A new group's chat room, in the transaction that creates the group. */
export async function createGroupRoom(
  trx: Kysely<Database>,
  input: { groupId: number; name: string },
): Promise<void> {
  await q.insertGroupConversation(trx, input.groupId, input.name);
}

/** The room follows its group's name, in the transaction that renames the group. */
export async function renameGroupRoom(
  trx: Kysely<Database>,
  input: { groupId: number; name: string },
): Promise<void> {
  await q.renameGroupConversation(trx, input.groupId, input.name);
}
