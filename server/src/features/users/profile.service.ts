import type { Kysely } from 'kysely';
import type { MemberProfile } from '@hercircle/shared';
import type { Database } from '../../db/schema.ts';
import type { AuthUser } from '../../auth/sessions.ts';
import { AppError } from '../../lib/app-error.ts';
import { relationTo } from './blocks.service.ts';
import { toProfile } from './users.service.ts';
import { messagingTo } from '../chat/direct.service.ts';
import * as q from './profile.queries.ts';

/**
 * A member page. Herself and site admins see all of it. Anyone else sees a limited card (name,
 * picture, joined date, and the safety actions) when the member limits her profile to shared groups
 * and they share none, or when the viewer blocked her. A block by the member changes nothing of
 * what the blocked viewer sees: her page is the one any member in the same place sees, so it
 * cannot tell her of the block; Report stays within reach either way.
 */
export async function getMemberProfile(
  db: Kysely<Database>,
  actor: AuthUser,
  input: { id: number },
): Promise<MemberProfile> {
  const full = actor.id === input.id || actor.role === 'admin';
  const row = await q.findMemberProfile(db, input.id);
  // A deactivated account is not shown to other members.
  if (!row || (row.status !== 'active' && !full)) throw new AppError('NOT_FOUND', 'User not found');
  const [groups, relation, messaging] = await Promise.all([
    q.listGroupsInCommon(db, actor.id, input.id),
    relationTo(db, actor, input.id),
    messagingTo(db, actor.id, row),
  ]);
  const limited =
    !full &&
    (relation.blocked || (row.profile_visibility === 'shared_groups' && groups.length === 0));
  const user = toProfile(row, full);
  const own = actor.id === input.id;
  // Her page never shows her private groups to anyone else (issue 35), even to a member of them.
  const shown = own ? groups : groups.filter((g) => !g.is_private);
  return {
    user: limited
      ? { ...user, bio: null, location: null, occupation: null, interests: null }
      : user,
    relation,
    groups_in_common: limited ? [] : shown.map((g) => ({ ...g, quiet: own && g.quiet })),
    limited,
    messaging,
  };
}
