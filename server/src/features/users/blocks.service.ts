import type { Kysely } from 'kysely';
import type { BlockedMembers, MemberRelation } from '@hercircle/shared';
import type { Database } from '../../db/schema.ts';
import type { AuthUser } from '../../auth/sessions.ts';
import { AppError } from '../../lib/app-error.ts';
import { pictureUrl } from '../../lib/media-url.ts';
import { publish } from '../../live/publish.ts';
import * as q from './blocks.queries.ts';

type Db = Kysely<Database>;
export type { Kind } from './blocks.queries.ts';

/**
 * A block or mute was made or lifted (in its transaction): the open live streams of these members,
 * on every server process, reload whom they hide. A block hides the pair from each other, a mute
 * only her from the muter.
 */
function announceAudience(trx: Db, kind: q.Kind, actor: AuthUser, input: { id: number }) {
  return publish(trx, {
    type: 'audience',
    users: kind === 'block' ? [actor.id, input.id] : [actor.id],
  });
}

const SELF: Record<q.Kind, string> = {
  block: "You can't block yourself",
  mute: "You can't mute yourself",
};

/**
 * Blocks or mutes a member, silently (she is not told). A repeat stores nothing new. Open live
 * chat streams hear of it: a block hides the pair from each other, a mute only her from the muter.
 */
export async function addRelation(db: Db, actor: AuthUser, kind: q.Kind, input: { id: number }) {
  if (input.id === actor.id) throw new AppError('BAD_REQUEST', SELF[kind]);
  const target = await q.findTargetUser(db, input.id);
  // A deactivated account is not shown to members, so it cannot be found to block either.
  if (!target || target.status !== 'active') throw new AppError('NOT_FOUND', 'User not found');
  await db.transaction().execute(async (trx) => {
    if (await q.insertRelation(trx, kind, actor.id, input.id))
      await announceAudience(trx, kind, actor, input);
  });
}

/**
 * Blocks several members in the caller's transaction (a bulk block from her post): each as
 * addRelation does, silently; one she blocked already stays as it was. The ids newly blocked.
 */
export async function blockAll(trx: Db, actor: AuthUser, ids: number[]): Promise<number[]> {
  const added: number[] = [];
  for (const id of ids.filter((i) => i !== actor.id)) {
    if (await q.insertRelation(trx, 'block', actor.id, id)) added.push(id);
  }
  if (added.length > 0) await publish(trx, { type: 'audience', users: [actor.id, ...added] });
  return added;
}

/** Lifts a block or mute; lifting one that is not there is no error (a repeat). */
export async function removeRelation(db: Db, actor: AuthUser, kind: q.Kind, input: { id: number }) {
  if (input.id === actor.id) throw new AppError('BAD_REQUEST', SELF[kind]);
  // Any account she blocked stays listed until lifted, deactivated or not; a purged one is gone.
  if (!(await q.findTargetUser(db, input.id))) throw new AppError('NOT_FOUND', 'User not found');
  await db.transaction().execute(async (trx) => {
    if (await q.deleteRelation(trx, kind, actor.id, input.id))
      await announceAudience(trx, kind, actor, input);
  });
}

export async function listRelations(
  db: Db,
  actor: AuthUser,
  kind: q.Kind,
  page: { limit: number; offset: number },
): Promise<BlockedMembers> {
  const [rows, total] = await Promise.all([
    q.listRelations(db, kind, actor.id, page),
    q.countRelations(db, kind, actor.id),
  ]);
  return {
    users: rows.map((r) => ({
      id: r.id,
      first_name: r.first_name,
      last_name: r.last_name,
      profile_picture: pictureUrl(r.profile_picture_id),
      since: r.since.toISOString(),
    })),
    total,
  };
}

/** What the caller did to this member (not what the member did to her: a block is silent). */
export function relationTo(db: Db, actor: AuthUser, userId: number): Promise<MemberRelation> {
  if (userId === actor.id) return Promise.resolve({ blocked: false, muted: false });
  return q.findRelation(db, actor.id, userId);
}
