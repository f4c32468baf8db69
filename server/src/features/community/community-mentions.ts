import type { Kysely } from 'kysely';
import { LIMITS, MENTION_TOKEN as TOKEN } from '@hercircle/shared';
import type { Database } from '../../db/schema.ts';
import type { AuthUser } from '../../auth/sessions.ts';
import { AppError } from '../../lib/app-error.ts';
import { pictureUrl } from '../../lib/media-url.ts';
import { notify } from '../notifications/notifications.service.ts';
import { assertCanRead, visibleGroup } from './community.access.ts';
import * as q from './community-mentions.queries.ts';

type Db = Kysely<Database>;

/**
 * A mention is stored in the text as `@[Amara Okafor](42)`: the id keeps it pointing at the same
 * member through edits and renames, and the name keeps the text readable without a lookup.
 */
export const MENTION_LIMIT = 10;
export const MENTION_BLOCKED = 'You can’t mention this member';
const SUGGESTIONS = 8;

/** The distinct member ids a text mentions, in order of first mention. */
export function mentionedIds(content: string): number[] {
  return [...new Set([...content.matchAll(TOKEN)].map((m) => Number(m[2])))];
}

/** A name as a token carries it: brackets would end the token early. */
function tokenName(first: string, last: string): string {
  return `${first} ${last}`.replace(/[[\]\n]/g, '');
}

/**
 * Checks the mentions of a new or edited post or reply in group `groupId` and returns the text to
 * store and whom to notify. Mentioning a member the author blocked is refused (403, nothing
 * stored); a member who blocked the author is mentioned as anyone is, and notifyMentions tells
 * her nothing (a refusal would tell the author of the block). More than MENTION_LIMIT members is 400. Only active members of the group are mentioned: any other name
 * (unknown, deactivated, not in the group, so unable to read it) is kept as plain "@Name" text and
 * told nothing. A kept mention carries the member's current name. `previous` is the text an edit
 * replaces: only the names it adds are notified.
 */
export async function prepareMentions(
  db: Db,
  args: { authorId: number; groupId: number; content: string; previous?: string },
): Promise<{ content: string; notifyIds: number[] }> {
  const ids = mentionedIds(args.content);
  if (ids.length === 0) return { content: args.content, notifyIds: [] };
  if (ids.length > MENTION_LIMIT)
    throw new AppError('BAD_REQUEST', `You can mention at most ${MENTION_LIMIT} members at once`);
  const found = await q.findMentioned(db, { authorId: args.authorId, groupId: args.groupId, ids });
  if (found.some((m) => m.blocked_by_author)) throw new AppError('FORBIDDEN', MENTION_BLOCKED);
  const kept = new Map(
    found.filter((m) => m.mentionable).map((m) => [m.id, tokenName(m.first_name, m.last_name)]),
  );
  const content = args.content.replace(TOKEN, (_, name: string, id: string) => {
    const current = kept.get(Number(id));
    return current === undefined ? `@${name}` : `@[${current}](${id})`;
  });
  // A longer current name could push the text past what the column holds.
  if (content.length > LIMITS.postMax)
    throw new AppError('BAD_REQUEST', `Posts can be at most ${LIMITS.postMax} characters`);
  const before = new Set(args.previous === undefined ? [] : mentionedIds(args.previous));
  const notifyIds = [...kept.keys()].filter((id) => !before.has(id) && id !== args.authorId);
  return { content, notifyIds };
}

/**
 * Sends `mention` notifications inside the write's transaction. A named author's never reach a
 * member who muted her or is in a blocked pair with her. An anonymous author's reach every
 * mentioned member, from nobody (only the text names her, and it does not): the post is in each
 * one's list whoever wrote it, and a missing notification would tell who did.
 */
export async function notifyMentions(
  trx: Db,
  ids: number[],
  args: {
    authorId: number;
    anonymous: boolean;
    target: { type: 'post' | 'reply'; id: number };
    url: string;
  },
): Promise<void> {
  if (ids.length === 0) return;
  const hiding = new Set(args.anonymous ? [] : await q.membersHiding(trx, args.authorId, ids));
  await notify(
    trx,
    ids.filter((id) => !hiding.has(id) && id !== args.authorId),
    {
      kind: 'mention',
      actorId: args.anonymous ? null : args.authorId,
      target: args.target,
      url: args.url,
    },
  );
}

/** The autocomplete: members of a group the viewer may post in whose names start with `q`. */
export async function listMentionable(db: Db, viewer: AuthUser, input: { id: number; q: string }) {
  const group = await visibleGroup(db, viewer, input.id);
  assertCanRead(viewer, group);
  if (group.my_role === null)
    throw new AppError('FORBIDDEN', 'Join the group to mention its members');
  const rows = await q.searchMentionable(db, {
    groupId: input.id,
    viewerId: viewer.id,
    q: input.q,
    limit: SUGGESTIONS,
  });
  return {
    members: rows.map((r) => ({
      id: r.id,
      first_name: r.first_name,
      last_name: r.last_name,
      profile_picture: pictureUrl(r.profile_picture_id),
    })),
  };
}
