import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { ChatEvent, ChatMessage, ChatStreamEvent, DiscussionEvent } from '@hercircle/shared';
import type { DbHandle } from '../../db/index.ts';
import { liveSessionIds } from '../../auth/sessions.ts';
import { AppError } from '../../lib/app-error.ts';
import { findMessages, type MessageRow } from './chat.queries.ts';
import { toChatMessage } from './chat.mapping.ts';
import type { DiscussionNotice } from '../community/community-live.ts';
import { SESSION_END_CHANNEL } from '../../auth/session-cache.ts';

export const CHAT_CHANNEL = 'hercircle_chat';
export { SESSION_END_CHANNEL };

/** What a stream whose session ended tells the client. */
export const SESSION_ENDED = 'Your session has ended. Please sign in again.';

/** Why a live stream was stopped: its session ended, or a reconnect under its name took its place. */
export type StreamStop = 'session-ended' | 'replaced';

export interface StreamOwner {
  sessionId: string;
  userId: number;
  /** The name the client gave the stream; null for a stream that never reconnects under a name. */
  streamId: string | null;
}

export interface LiveStream {
  /** Aborted, with a StreamStop as its reason, when the stream must stop. */
  signal: AbortSignal;
  /** Gives the stream's place back; call it when the stream finishes, however it finishes. */
  release(): void;
}

/**
 * What travels through PostgreSQL NOTIFY: ids only (a payload is capped at 8000 bytes). `hidden`: a
 * moderator hid a message; `audience`: a block or mute changed whom these members see;
 * `notification`: these members have a new notification. All share the messages' channel so that
 * every stream hears them in order with the messages.
 */
export type ChatNotice =
  | { type: ChatEvent['type'] | 'hidden'; conversation_id: number; message_id: number }
  | { type: 'audience'; users: number[] }
  | { type: 'notification'; users: number[] }
  | DiscussionNotice;

/**
 * What the hub hands its streams, which shape it per member: a hidden message reaches its sender
 * as an update and everyone else as a deletion; an audience change is never sent to a client.
 */
export type HubEvent =
  | Exclude<ChatStreamEvent, { type: 'notification' } | DiscussionEvent>
  | { type: 'hidden'; conversation_id: number; message: ChatMessage }
  | { type: 'audience'; users: number[] }
  | { type: 'notification'; users: number[] }
  | DiscussionNotice;

export interface ChatHub {
  /**
   * Local subscribers of HubEvent: message events arrive after the sending transaction commits,
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
  recentSince(since: number): HubEvent[] | null;
  close(): Promise<void>;
}

/** How long a hub remembers what it handed its streams, and at most how much. */
export const RECENT_MS = 60_000;
const RECENT_MAX = 1_000;

/**
 * The live push channel. Every server process LISTENs on one PostgreSQL channel; a send NOTIFYs it
 * inside its transaction, so each process hears every committed message, loads it once, and hands
 * it to its own open subscriptions. The embedded database delivers NOTIFY within its process.
 */
/** In the queue of notices: the listener came back after an outage. */
const RESYNC = Symbol('resync');
/** The most notices delivered from one query of their messages. */
const MAX_BATCH = 500;

/** The message a notice sends out, read from the database first; null for other notices. */
function messageOf(notice: ChatNotice): number | null {
  if (notice.type === 'created' || notice.type === 'updated' || notice.type === 'hidden')
    return notice.message_id;
  return null;
}

export async function createChatHub(
  handle: DbHandle,
  log: { warn(o: object, m: string): void } = { warn: () => undefined },
): Promise<ChatHub> {
  const events = new EventEmitter();
  events.setMaxListeners(0);
  const closing = new AbortController();

  // What went out lately, for a stream that starts after its page read what it shows (recentSince).
  // Everything handed out after `complete` is in `recent`.
  const recent: { at: number; event: HubEvent }[] = [];
  let complete = Date.now();
  const emit = (event: HubEvent) => {
    const at = Date.now();
    recent.push({ at, event });
    while (recent.length > RECENT_MAX || recent[0]!.at < at - RECENT_MS)
      complete = recent.shift()!.at;
    events.emit('event', event);
  };
  const recentSince = (since: number): HubEvent[] | null => {
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
        return JSON.parse(payload) as ChatNotice;
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
      let event: HubEvent;
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
  const stopListening = await handle.listen(CHAT_CHANNEL, onNotice, onReconnect);
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

interface Registered {
  userId: number;
  controller: AbortController;
}

/** The open streams this process lets one session, and one member over all her sessions, hold. */
export interface StreamCaps {
  perSession: number;
  perMember: number;
}

/**
 * This process's open streams by session, and the listener that stops them when the database
 * announces that their session or account ended (from any process).
 */
async function watchSessions(handle: DbHandle, log: { warn(o: object, m: string): void }) {
  const bySession = new Map<string, Map<string, Registered>>();
  // The same streams by member: a member with many sessions is capped too (issue 30).
  const byUser = new Map<number, Set<Registered>>();
  const forget = (entry: Registered) => {
    const mine = byUser.get(entry.userId);
    mine?.delete(entry);
    if (mine?.size === 0) byUser.delete(entry.userId);
  };

  const endSession = (sessionId: string) => {
    const streams = bySession.get(sessionId);
    if (!streams) return;
    bySession.delete(sessionId);
    for (const stream of streams.values()) {
      forget(stream);
      stream.controller.abort('session-ended' as StreamStop);
    }
  };
  const endUser = (userId: number) => {
    for (const [sessionId, streams] of bySession)
      if ([...streams.values()].some((s) => s.userId === userId)) endSession(sessionId);
  };
  const endDeadSessions = async () => {
    const live = await liveSessionIds(handle.db, [...bySession.keys()]);
    for (const sessionId of [...bySession.keys()]) if (!live.has(sessionId)) endSession(sessionId);
  };

  const onNotice = (payload: string) => {
    try {
      const notice = JSON.parse(payload) as { session?: unknown; user?: unknown };
      if (typeof notice.session === 'string') endSession(notice.session);
      if (typeof notice.user === 'number') endUser(notice.user);
    } catch (error) {
      log.warn({ err: error }, 'chat: unreadable session notice');
    }
  };
  // Notices sent while the listener was away are lost: look at every watched session instead.
  const onReconnect = () => {
    endDeadSessions().catch((error: unknown) =>
      log.warn({ err: error }, 'chat: could not recheck sessions after reconnecting'),
    );
  };
  const stop = await handle.listen(SESSION_END_CHANNEL, onNotice, onReconnect);

  const openStream = async (owner: StreamOwner, max: StreamCaps): Promise<LiveStream> => {
    let streams = bySession.get(owner.sessionId);
    const key = owner.streamId ?? randomUUID();
    const previous = streams?.get(key);
    if (!previous && streams && streams.size >= max.perSession)
      throw new AppError(
        'TOO_MANY_REQUESTS',
        `Live chat is already open in ${max.perSession} places with this sign-in: close it in another tab or window and try again.`,
      );
    if (!previous && (byUser.get(owner.userId)?.size ?? 0) >= max.perMember)
      throw new AppError(
        'TOO_MANY_REQUESTS',
        `Live chat is already open in ${max.perMember} places on your account: close it in another tab, window or device and try again.`,
      );
    if (!streams) {
      streams = new Map();
      bySession.set(owner.sessionId, streams);
    }
    if (previous) {
      forget(previous);
      previous.controller.abort('replaced' as StreamStop);
    }
    const entry: Registered = { userId: owner.userId, controller: new AbortController() };
    streams.set(key, entry);
    const members = byUser.get(owner.userId) ?? new Set();
    members.add(entry);
    byUser.set(owner.userId, members);
    const mine = streams;
    const release = () => {
      forget(entry);
      if (mine.get(key) !== entry) return;
      mine.delete(key);
      if (mine.size === 0 && bySession.get(owner.sessionId) === mine)
        bySession.delete(owner.sessionId);
    };
    // Registered first, checked second: a session that ends from now on is heard, and one that
    // ended since the request was authenticated is caught here.
    try {
      if (!(await liveSessionIds(handle.db, [owner.sessionId])).has(owner.sessionId))
        throw new AppError('UNAUTHORIZED', SESSION_ENDED);
    } catch (error) {
      release();
      throw error;
    }
    return { signal: entry.controller.signal, release };
  };

  return { openStream, stop };
}
