import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { isBlockedPair } from '../../lib/visibility.queries.ts';
import * as dq from './direct.queries.ts';

type Db = Kysely<Database>;

/**
 * One refusal for a block, a dm_policy and a member who left: none of them is revealed. A member
 * who was never there is a 404 instead (she could not be found anywhere else either).
 */
export const CANT_MESSAGE = "You can't message this member";
/** How many messages a request may hold before its recipient answers (a decline is never told). */
export const REQUEST_MESSAGES_MAX = 3;

/**
 * Whether a member takes part in a direct conversation: its sender, and its recipient until she
 * declines (she may read a request before answering it).
 */
export async function isDirectParticipant(db: Db, conversationId: number, userId: number) {
  const members = await dq.findMembers(db, conversationId);
  const mine = members.find((m) => m.user_id === userId);
  return mine !== undefined && mine.status !== 'declined';
}

/**
 * What a direct message must pass, in its sending transaction (the conversation's row is held, so
 * the request's cap holds under concurrent sends): the recipient of a request answers it first; a
 * blocked pair or a member who left gets nothing; a request waits at REQUEST_MESSAGES_MAX.
 */
export async function assertMayWriteDirect(trx: Db, conversationId: number, senderId: number) {
  await dq.lockConversation(trx, conversationId);
  const members = await dq.findMembers(trx, conversationId);
  const mine = members.find((m) => m.user_id === senderId);
  const other = members.find((m) => m.user_id !== senderId);
  if (!mine || !other || mine.status === 'declined')
    throw new AppError('NOT_FOUND', 'Conversation not found');
  if (mine.status === 'requested')
    throw new AppError('FORBIDDEN', 'Accept the message request to reply');
  if (other.deactivated_at !== null || (await isBlockedPair(trx, senderId, other.user_id)))
    throw new AppError('FORBIDDEN', CANT_MESSAGE);
  if (
    other.status !== 'accepted' &&
    (await dq.countMessagesBy(trx, conversationId, senderId)) >= REQUEST_MESSAGES_MAX
  )
    throw new AppError(
      'FORBIDDEN',
      `A message request holds up to ${REQUEST_MESSAGES_MAX} messages until it is accepted`,
    );
}
