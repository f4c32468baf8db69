import { randomUUID } from 'node:crypto';
import type { DbHandle } from '../db/index.ts';
import { liveSessionIds } from '../auth/sessions.ts';
import { AppError } from '../lib/app-error.ts';
import { SESSION_END_CHANNEL } from './channels.ts';
import { SESSION_ENDED, type SessionEndNotice, type StreamStop } from './notices.ts';
import { msg } from '@hercircle/shared/message-format';

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
export async function watchSessions(handle: DbHandle, log: { warn(o: object, m: string): void }) {
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
      const notice = JSON.parse(payload) as SessionEndNotice;
      if (typeof notice.session === 'string') endSession(notice.session);
      if (typeof notice.user === 'number') endUser(notice.user);
    } catch (error) {
      log.warn({ err: error }, 'live: unreadable session notice');
    }
  };
  // Notices sent while the listener was away are lost: look at every watched session instead.
  const onReconnect = () => {
    endDeadSessions().catch((error: unknown) =>
      log.warn({ err: error }, 'live: could not recheck sessions after reconnecting'),
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
        msg(
          'Live chat is already open in {{count}} places with this sign-in: close it in another tab or window and try again.',
          { count: max.perSession },
        ),
      );
    if (!previous && (byUser.get(owner.userId)?.size ?? 0) >= max.perMember)
      throw new AppError(
        'TOO_MANY_REQUESTS',
        msg(
          'Live chat is already open in {{count}} places on your account: close it in another tab, window or device and try again.',
          { count: max.perMember },
        ),
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
