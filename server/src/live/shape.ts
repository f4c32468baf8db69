import type { Kysely } from 'kysely';
import type { ChatStreamEvent, DiscussionEvent } from '@hercircle/shared';
import type { Database } from '../db/schema.ts';
import type { DiscussionNotice, LiveEvent } from './notices.ts';

type Db = Kysely<Database>;
export interface Viewer {
  id: number;
  role: 'user' | 'admin';
}

/**
 * The rules of the features whose notices a stream shapes, handed in by the stream's procedure so
 * that live/ imports no feature: whom a member hides, whether she takes part in a conversation,
 * and a discussion change as she may see it.
 */
export interface Shapers {
  hiddenAuthorsOf(db: Db, viewerId: number): Promise<Set<number>>;
  /** Whether a text holds a word she muted (reloaded with `hidden`: her change announces it). */
  mutedMatcherOf(db: Db, viewerId: number): Promise<(text: string) => boolean>;
  canSee(db: Db, viewerId: number, conversationId: number): Promise<boolean>;
  discussion(
    db: Db,
    viewer: Viewer,
    hidden: Set<number>,
    notice: DiscussionNotice,
  ): Promise<DiscussionEvent | null>;
}

/**
 * One member's view of the hub's events: what she is sent of each, if anything. `hidden` (whom she
 * hides) is held by the stream and reloaded only when a block or mute of hers changes (or after a
 * reconnect), so a message costs no query for it.
 */
export async function createShaper(db: Db, viewer: Viewer, rules: Shapers) {
  const me = viewer.id;
  let hidden = await rules.hiddenAuthorsOf(db, me);
  let muted = await rules.mutedMatcherOf(db, me);
  return async (e: LiveEvent): Promise<ChatStreamEvent | null> => {
    if (e.type === 'audience') {
      if (!e.users.includes(me)) return null;
      hidden = await rules.hiddenAuthorsOf(db, me);
      muted = await rules.mutedMatcherOf(db, me);
      // What her client shows may hold messages hidden from now on (the other member blocked
      // her): it reads them again, as after a reconnect, which tells her nothing more.
      return { type: 'resync' };
    }
    // Her bell refetches; the notification itself stays behind the list's rules.
    if (e.type === 'notification') return e.users.includes(me) ? { type: 'notification' } : null;
    if (e.type === 'discussion') return rules.discussion(db, viewer, hidden, e);
    if (e.type === 'resync') {
      hidden = await rules.hiddenAuthorsOf(db, me);
      muted = await rules.mutedMatcherOf(db, me);
      return e;
    }
    const out = shapeMessage(e, me, hidden);
    // Membership can change while a subscription is open: check each event.
    return out && (await rules.canSee(db, me, e.conversation_id))
      ? markMuted(out, me, muted)
      : null;
  };
}

/** A message of someone else's that holds a word she muted reaches her marked, as in her lists. */
function markMuted(
  out: ChatStreamEvent,
  me: number,
  matches: (text: string) => boolean,
): ChatStreamEvent {
  if (out.type !== 'created' && out.type !== 'updated') return out;
  if (out.message.sender_id === me || !matches(out.message.content)) return out;
  return { ...out, message: { ...out.message, muted: true } };
}

/**
 * A message event as this member may see it: nothing from a member hidden from her; a message a
 * moderator hid is withdrawn (a deletion) for others and marked for its sender.
 */
function shapeMessage(
  e: Exclude<LiveEvent, { type: 'audience' | 'notification' | 'resync' | 'discussion' }>,
  me: number,
  hidden: Set<number>,
): ChatStreamEvent | null {
  if (e.type === 'deleted') return e;
  const { message } = e;
  if (message.sender_id === me)
    return {
      type: e.type === 'hidden' ? 'updated' : e.type,
      conversation_id: e.conversation_id,
      message,
    };
  if (hidden.has(message.sender_id)) return null;
  if (e.type === 'hidden')
    return { type: 'deleted', conversation_id: e.conversation_id, message_id: message.id };
  // An edit of a hidden message stays with its sender.
  return message.hidden ? null : e;
}
