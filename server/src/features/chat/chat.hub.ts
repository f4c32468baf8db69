import { EventEmitter } from 'node:events';
import type { ChatEvent, ChatMessage, ChatStreamEvent } from '@hercircle/shared';
import type { DbHandle } from '../../db/index.ts';
import { findMessage } from './chat.queries.ts';
import { toChatMessage } from './chat.mapping.ts';

export const CHAT_CHANNEL = 'hercircle_chat';

/** What travels through PostgreSQL NOTIFY: ids only (a payload is capped at 8000 bytes). */
export interface ChatNotice {
  type: ChatEvent['type'];
  conversation_id: number;
  message_id: number;
}

export interface ChatHub {
  /**
   * Local subscribers of ChatStreamEvent: message events arrive after the sending transaction
   * commits, from any process; `resync` after the database listener reconnected.
   */
  events: EventEmitter;
  /** Aborted when the server shuts down: open streams end instead of holding the shutdown up. */
  closing: AbortSignal;
  /** Ends every open stream (the first step of a shutdown). */
  endStreams(): void;
  close(): Promise<void>;
}

/**
 * The live push channel. Every server process LISTENs on one PostgreSQL channel; a send NOTIFYs it
 * inside its transaction, so each process hears every committed message, loads it once, and hands
 * it to its own open subscriptions. The embedded database delivers NOTIFY within its process.
 */
export async function createChatHub(
  handle: DbHandle,
  log: { warn(o: object, m: string): void } = { warn: () => undefined },
): Promise<ChatHub> {
  const events = new EventEmitter();
  events.setMaxListeners(0);
  const closing = new AbortController();

  // Loads are chained so events leave in the order their notices arrived.
  let queue: Promise<void> = Promise.resolve();
  const onNotice = (payload: string) => {
    queue = queue.then(async () => {
      try {
        const notice = JSON.parse(payload) as ChatNotice;
        let event: ChatEvent;
        if (notice.type === 'deleted') {
          event = {
            type: 'deleted',
            conversation_id: notice.conversation_id,
            message_id: notice.message_id,
          };
        } else {
          const row = await findMessage(handle.db, notice.message_id);
          if (!row) return;
          const message: ChatMessage = toChatMessage(row);
          event = { type: notice.type, conversation_id: notice.conversation_id, message };
        }
        events.emit('event', event);
      } catch (error) {
        log.warn({ err: error }, 'chat: could not deliver a notification');
      }
    });
  };

  // After the listener was away (a database restart), tell clients to refetch what they show.
  const onReconnect = () => {
    queue = queue.then(() => {
      events.emit('event', { type: 'resync' } satisfies ChatStreamEvent);
    });
  };
  const stopListening = await handle.listen(CHAT_CHANNEL, onNotice, onReconnect);
  return {
    events,
    closing: closing.signal,
    endStreams: () => closing.abort(),
    async close() {
      closing.abort();
      await stopListening();
      events.removeAllListeners();
    },
  };
}
