import type { Kysely } from 'kysely';
import type { ChatMessage, Conversation, DmPolicy } from '@hercircle/shared';
import type { Database } from '../../db/schema.ts';
import type { AuthUser } from '../../auth/sessions.ts';
import type { Env } from '../../env.ts';
import { AppError } from '../../lib/app-error.ts';
import { once } from '../../lib/idempotency.ts';
import { notify } from '../notifications/notifications.service.ts';
import { hitChatLimit, readMessage, storeMessage } from './chat.service.ts';
import { summarize } from './conversation-summaries.ts';
import { assertMayWriteDirect, CANT_MESSAGE } from './direct.rules.ts';
import * as dq from './direct.queries.ts';
import { assertEmailConfirmedFor } from '../account/email-confirmation.service.ts';
import { markFilteredRequests } from '../shield/filters.ts';
import { assertMaySendMessageRequest } from '../account/new-account.service.ts';

type Db = Kysely<Database>;
type Deps = { db: Db; env: Pick<Env, 'RATE_LIMIT_CHAT_PER_USER'> };

const REQUEST_NOT_FOUND = 'Message request not found';

/**
 * Whether her dm_policy lets this first message open a conversation: nobody; members of a shared
 * active group; everyone. A block is refused in the same transaction by assertMayWriteDirect, with
 * the same message, so that no refusal tells which it was.
 */
async function assertMayOpen(
  trx: Db,
  senderId: number,
  recipient: { id: number; dm_policy: string },
) {
  if (
    recipient.dm_policy === 'nobody' ||
    (recipient.dm_policy === 'shared_groups' &&
      !(await dq.shareActiveGroup(trx, senderId, recipient.id)))
  )
    throw new AppError('FORBIDDEN', CANT_MESSAGE);
}

/**
 * Whether her member page offers Message to the sender, and if not which of her choices says so:
 * 'open' once they have a conversation or her dm_policy lets a first message through. A block is
 * not told here (sending answers CANT_MESSAGE, as for everything else).
 */
export async function messagingTo(
  db: Db,
  senderId: number,
  recipient: { id: number; dm_policy: DmPolicy },
): Promise<'open' | Exclude<DmPolicy, 'everyone'>> {
  if (senderId === recipient.id || recipient.dm_policy === 'everyone') return 'open';
  if ((await dq.findPair(db, dq.pairOf(senderId, recipient.id))) !== undefined) return 'open';
  if (
    recipient.dm_policy === 'shared_groups' &&
    (await dq.shareActiveGroup(db, senderId, recipient.id))
  )
    return 'open';
  return recipient.dm_policy;
}

/**
 * POST /chat/direct: sends a message to a member, opening the pair's conversation on first contact,
 * which reaches her as a message request (and a notification). Writing to a member whose request
 * waits for her answer (or which she declined) accepts it: she chose to answer.
 */
export async function sendDirect(
  { db, env }: Deps,
  user: AuthUser,
  input: { user_id: number; content: string; idempotency_key?: string },
): Promise<{ conversation: Conversation; message: ChatMessage }> {
  if (input.user_id === user.id) throw new AppError('BAD_REQUEST', "You can't message yourself");
  const recipient = await dq.findRecipient(db, input.user_id);
  if (!recipient || recipient.deactivated_at !== null)
    throw new AppError('NOT_FOUND', 'Member not found');
  const pair = dq.pairOf(user.id, recipient.id);
  return once(
    db,
    { userId: user.id, scope: 'chat.direct', key: input.idempotency_key },
    async (trx) => {
      await hitChatLimit({ db: trx, env }, user.id);
      let conversationId = await dq.findPair(trx, pair);
      if (conversationId === undefined) {
        // A first message to her is a message request.
        await assertEmailConfirmedFor(trx, user, 'message_request');
        await assertMaySendMessageRequest(trx, user);
        await assertMayOpen(trx, user.id, recipient);
        conversationId = await dq.insertPair(trx, pair);
        if (conversationId !== undefined) {
          await dq.insertMembers(trx, conversationId, [
            { user_id: user.id, status: 'accepted' },
            { user_id: recipient.id, status: 'requested' },
          ]);
          await notify(trx, [recipient.id], {
            kind: 'message_request',
            actorId: user.id,
            target: { type: 'conversation', id: conversationId },
            // The request itself, open beside her list with Accept and Decline.
            url: `/messages?c=${conversationId}`,
          });
        } else {
          // The other member's first message committed meanwhile: that conversation is the pair's.
          conversationId = await dq.findPair(trx, pair);
          if (conversationId === undefined)
            throw new AppError('INTERNAL', 'The conversation could not be read back');
        }
      }
      await dq.setStatus(trx, {
        conversationId,
        userId: user.id,
        from: ['requested', 'declined'],
        to: 'accepted',
      });
      await assertMayWriteDirect(trx, conversationId, user.id);
      const messageId = await storeMessage(trx, user.id, {
        conversation_id: conversationId,
        content: input.content,
        message_type: 'text',
      });
      return {
        conversation: await summaryFor(trx, user.id, conversationId),
        message: await readMessage(trx, messageId),
      };
    },
  );
}

async function summaryFor(db: Db, userId: number, conversationId: number) {
  const row = await dq.findSummary(db, userId, conversationId);
  if (!row) throw new AppError('NOT_FOUND', 'Conversation not found');
  const [conversation] = await summarize(db, userId, [row]);
  if (!conversation) throw new AppError('NOT_FOUND', 'Conversation not found');
  return conversation;
}

/** GET /chat/requests: the requests waiting for her answer, those her filters catch marked. */
export async function listRequests(db: Db, user: AuthUser): Promise<Conversation[]> {
  const requests = await summarize(db, user.id, await dq.listRequestsFor(db, user.id));
  return markFilteredRequests(db, user.id, requests);
}

/**
 * Accepts a request made to her: the conversation opens for both. Only its recipient, while it
 * waits (a member hidden from her included: she may still answer); anyone else gets 404.
 */
export async function acceptRequest(
  db: Db,
  user: AuthUser,
  input: { conversationId: number },
): Promise<Conversation> {
  const moved = await dq.setStatus(db, {
    conversationId: input.conversationId,
    userId: user.id,
    from: ['requested'],
    to: 'accepted',
  });
  if (!moved) throw new AppError('NOT_FOUND', REQUEST_NOT_FOUND);
  return summaryFor(db, user.id, input.conversationId);
}

/**
 * Declines a request made to her: it leaves her lists and nothing more reaches her from it. The
 * sender is not told: her side still shows it as waiting, and she may send up to the request's cap.
 */
export async function declineRequest(
  db: Db,
  user: AuthUser,
  input: { conversationId: number },
): Promise<void> {
  const moved = await dq.setStatus(db, {
    conversationId: input.conversationId,
    userId: user.id,
    from: ['requested'],
    to: 'declined',
  });
  if (!moved) throw new AppError('NOT_FOUND', REQUEST_NOT_FOUND);
}
