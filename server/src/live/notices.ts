import type { ChatEvent, ChatMessage, ChatStreamEvent, DiscussionEvent } from '@hercircle/shared';

/**
 * What travels through NOTIFY for a discussion change: ids only. `authors` are the author of the
 * item changed if she wrote it under her name: whom a block or mute keeps from a reader. They
 * never leave the server.
 */
export interface DiscussionNotice {
  type: 'discussion';
  event: DiscussionEvent['type'];
  group_id: number;
  post_id: number;
  reply_id: number | null;
  authors: number[];
}

/**
 * What a feature publishes (ids only: a payload is capped at 8000 bytes). A message event, or
 * `hidden`: a moderator hid a message; `audience`: a block or mute changed whom these members see;
 * `notification`: these members have a new notification; a discussion change.
 */
export type LiveNotice =
  | { type: ChatEvent['type'] | 'hidden'; conversation_id: number; message_id: number }
  | { type: 'audience'; users: number[] }
  | { type: 'notification'; users: number[] }
  | DiscussionNotice;

/**
 * What the database's triggers announce on the session channel: a session ended, or every session
 * of an account did (`user`); `changed` (a member's details changed) ends no stream.
 */
export interface SessionEndNotice {
  session?: unknown;
  user?: unknown;
  changed?: unknown;
}

/**
 * What the hub hands its streams, which shape it per member (live/shape.ts): a message event with
 * its message loaded, a notice as it came, or `resync` after the database listener reconnected.
 */
export type LiveEvent =
  | Exclude<ChatStreamEvent, { type: 'notification' } | DiscussionEvent>
  | { type: 'hidden'; conversation_id: number; message: ChatMessage }
  | { type: 'audience'; users: number[] }
  | { type: 'notification'; users: number[] }
  | DiscussionNotice;

/** What a stream whose session ended tells the client. */
export const SESSION_ENDED = 'Your session has ended. Please sign in again.';

/** Why a live stream was stopped: its session ended, or a reconnect under its name took its place. */
export type StreamStop = 'session-ended' | 'replaced';
