import { EventEmitter } from 'node:events';
import type { ChatMessage } from '@hercircle/shared';
import type { DbHandle } from '../db/index.ts';
// The one piece of a feature the hub reads: a message a notice names, loaded once per process for
// every stream (chat's query and mapping import nothing of live/, so no circle).
import { findMessages, type MessageRow } from '../features/chat/chat.queries.ts';
import { toChatMessage } from '../features/chat/chat.mapping.ts';
import { LIVE_CHANNEL } from './channels.ts';
import type { LiveEvent, LiveNotice } from './notices.ts';
import { watchSessions, type LiveStream, type StreamCaps, type StreamOwner } from './streams.ts';

export interface LiveHub {
  /**
   * Local subscribers of LiveEvent: message events arrive after the sending transaction commits,
   * from any process; `resync` after the database listener reconnected.
   */
  events: EventEmitter;
  /** Aborted when the server shuts down: open streams end instead of holding the shutdown up. */
  closing: AbortSignal;
  /** Ends every open stream (the first step of a shutdown). */
  endStreams(): void;
  /**
   * Registers a live stream of a live session. A stream under the name of an open one replaces it
   * (a reconnect); past `max.perSession` open streams the session gets TOO_MANY_REQUESTS, as does
   * a member past `max.perMember` over all her sessions, and a session that ended meanwhile
   * UNAUTHORIZED.
   */
  openStream(owner: StreamOwner, max: StreamCaps): Promise<LiveStream>;
  /**
   * What this hub handed its streams from `since` (a Date.now() of this process) on, oldest first;
   * null when it cannot vouch for all of it (it started later, or has forgotten some of it).
   */
  recentSince(since: number): LiveEvent[] | null;
  close(): Promise<void>;
}

/** How long a hub remembers what it handed its streams, and at most how much. */
export const RECENT_MS = 60_000;
const RECENT_MAX = 1_000;

/** In the queue of notices: the listener came back after an outage. */
const RESYNC = Symbol('resync');
/** The most notices delivered from one query of their messages. */
const MAX_BATCH = 500;

/** The message a notice sends out, read from the database first; null for other notices. */
function messageOf(notice: LiveNotice): number | null {
  if (notice.type === 'created' || notice.type === 'updated' || notice.type === 'hidden')
    return notice.message_id;
  return null;
}

/**
 * The live push channel. Every server process LISTENs on one PostgreSQL channel; a write NOTIFYs it
 * inside its transaction (publish), so each process hears every committed change, loads a message
 * once, and hands it to its own open streams. The embedded database delivers NOTIFY within its
 * process.
 */
export async function createLiveHub(
  handle: DbHandle,
  log: { warn(o: object, m: string): void } = { warn: () => undefined },
): Promise<LiveHub> {
  const events = new EventEmitter();
  events.setMaxListeners(0);
  const closing = new AbortController();

  // What went out lately, for a stream that starts after its page read what it shows (recentSince).
  // Everything handed out after `complete` is in `recent`.
  const recent: { at: number; event: LiveEvent }[] = [];
  let complete = Date.now();
  const emit = (event: LiveEvent) => {
    const at = Date.now();
    recent.push({ at, event });
    while (recent.length > RECENT_MAX || recent[0]!.at < at - RECENT_MS)
      complete = recent.shift()!.at;
    events.emit('event', event);
  };
  const recentSince = (since: number): LiveEvent[] | null => {
    if (since <= complete) return null;
    return recent.filter((entry) => entry.at >= since).map((entry) => entry.event);
  };

  // Notices wait here and leave in the order they arrived. What arrived while a load was under way
  // goes out as one batch, its messages read in one query: under a burst of sends, one query per
  // message fell behind, and every stream's delivery waited behind the backlog.
  const pending: (string | typeof RESYNC)[] = [];
  let draining = false;

  const drain = async () => {
    draining = true;
    try {
      while (pending.length > 0) await deliver(pending.splice(0, MAX_BATCH));
    } finally {
      draining = false;
    }
  };

  const deliver = async (batch: (string | typeof RESYNC)[]) => {
    const notices = batch.map((payload) => {
      if (payload === RESYNC) return payload;
      try {
        return JSON.parse(payload) as LiveNotice;
      } catch (error) {
        log.warn({ err: error }, 'chat: unreadable notification');
        return null;
      }
    });
    const ids = notices.flatMap((n) => (n && n !== RESYNC ? (messageOf(n) ?? []) : []));
    let rows = new Map<number, MessageRow>();
    try {
      if (ids.length > 0)
        rows = new Map((await findMessages(handle.db, ids)).map((r) => [r.id, r]));
    } catch (error) {
      log.warn({ err: error, messages: ids.length }, 'chat: could not deliver notifications');
    }
    for (const notice of notices) {
      if (!notice) continue;
      if (notice === RESYNC) {
        emit({ type: 'resync' });
        continue;
      }
      let event: LiveEvent;
      // Discussion changes are loaded per stream: what each member receives differs.
      if (
        notice.type === 'audience' ||
        notice.type === 'notification' ||
        notice.type === 'discussion'
      ) {
        event = { ...notice };
      } else if (notice.type === 'deleted') {
        event = {
          type: 'deleted',
          conversation_id: notice.conversation_id,
          message_id: notice.message_id,
        };
      } else {
        // Gone since (deleted), or its read failed: nothing to send.
        const row = rows.get(notice.message_id);
        if (!row) continue;
        const message: ChatMessage = toChatMessage(row);
        event = { type: notice.type, conversation_id: notice.conversation_id, message };
      }
      try {
        emit(event);
      } catch (error) {
        log.warn({ err: error }, 'chat: could not deliver a notification');
      }
    }
  };

  const enqueue = (item: string | typeof RESYNC) => {
    pending.push(item);
    if (!draining) void drain();
  };
  const onNotice = (payload: string) => enqueue(payload);
  // After the listener was away (a database restart), tell clients to refetch what they show.
  const onReconnect = () => enqueue(RESYNC);
  const stopListening = await handle.listen(LIVE_CHANNEL, onNotice, onReconnect);
  const sessions = await watchSessions(handle, log);
  return {
    events,
    closing: closing.signal,
    endStreams: () => closing.abort(),
    openStream: sessions.openStream,
    recentSince,
    async close() {
      closing.abort();
      await stopListening();
      await sessions.stop();
      events.removeAllListeners();
    },
  };
}
