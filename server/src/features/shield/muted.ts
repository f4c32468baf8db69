import type { Kysely } from 'kysely';
import { mutedWordMatcher, wordsInForce } from '@hercircle/shared';
import type { Database } from '../../db/schema.ts';
import { listMutedWords } from './shield.queries.ts';

type Db = Kysely<Database>;

/**
 * Whether a text holds one of the words she has muted. An expired mute stops applying even in a
 * matcher kept for a while (a live stream's): it rebuilds itself when the next expiry passes.
 */
export async function mutedMatcherFor(
  db: Db,
  viewerId: number,
): Promise<(text: string) => boolean> {
  const words = await listMutedWords(db, viewerId, new Date());
  let inForce = words;
  let matches = mutedWordMatcher(inForce.map((w) => w.text));
  const nextExpiry = () =>
    Math.min(...inForce.map((w) => w.expires_at?.getTime() ?? Number.POSITIVE_INFINITY));
  let until = nextExpiry();
  return (text) => {
    if (Date.now() >= until) {
      const now = new Date();
      inForce = inForce.filter((w) => wordsInForce([w], now).length > 0);
      matches = mutedWordMatcher(inForce.map((w) => w.text));
      until = nextExpiry();
    }
    return matches(text);
  };
}

/**
 * Marks the items of one of her lists (posts, replies, messages) that hold a word she muted:
 * `muted: true`, for her client to show collapsed. What she wrote herself is never muted, and
 * nobody else's lists change.
 */
export async function markMuted<T extends { content: string; muted: boolean }>(
  db: Db,
  viewerId: number,
  items: T[],
  own: (item: T) => boolean,
): Promise<T[]> {
  if (items.length === 0) return items;
  const matches = await mutedMatcherFor(db, viewerId);
  return items.map((item) =>
    !own(item) && matches(item.content) ? { ...item, muted: true } : item,
  );
}

/** One item of hers as markMuted marks a list's (a live event's post or reply). */
export async function markMutedOne<T extends { content: string; muted: boolean }>(
  db: Db,
  viewerId: number,
  item: T,
  own: (item: T) => boolean,
): Promise<T> {
  const [marked] = await markMuted(db, viewerId, [item], own);
  return marked ?? item;
}
