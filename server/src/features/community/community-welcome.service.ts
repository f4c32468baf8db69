import type { Kysely } from 'kysely';
import type { GroupWelcome } from '@hercircle/shared';
import type { Database } from '../../db/schema.ts';
import type { AuthUser } from '../../auth/sessions.ts';
import { AppError } from '../../lib/app-error.ts';
import { notify } from '../notifications/notifications.service.ts';
import { assertManager, visibleGroup } from './community.access.ts';
import * as q from './community-welcome.queries.ts';

type Db = Kysely<Database>;

const MEMBERS_ONLY = 'Only the group’s members can read its welcome';

/**
 * Welcomes a member who just joined, inside the transaction that made her one: when the group has
 * a welcome she gets it once, ever (leaving and coming back does not send it again), as a
 * notification and in the group until she dismisses it.
 */
export async function welcomeNewMember(
  trx: Db,
  input: { groupId: number; userId: number },
): Promise<void> {
  if (!(await q.findWelcome(trx, input.groupId))) return;
  if (!(await q.insertReceipt(trx, input.groupId, input.userId))) return;
  await notify(trx, [input.userId], {
    kind: 'group_welcome',
    actorId: null,
    target: { type: 'group', id: input.groupId },
    url: `/community/group/${input.groupId}`,
  });
}

/** The welcome, for the group's members (and site admins, who read every group). */
export async function getWelcome(
  db: Db,
  viewer: AuthUser,
  input: { id: number },
): Promise<GroupWelcome> {
  const group = await visibleGroup(db, viewer, input.id);
  if (group.my_role === null && viewer.role !== 'admin')
    throw new AppError('FORBIDDEN', MEMBERS_ONLY);
  const [welcome, receipt] = await Promise.all([
    q.findWelcome(db, input.id),
    group.my_role === null ? undefined : q.findReceipt(db, input.id, viewer.id),
  ]);
  return {
    welcome: welcome?.text ?? null,
    unseen: Boolean(welcome && receipt && receipt.dismissed_at === null),
  };
}

/** Writes (or, with null, takes away) the welcome; members who already joined are not sent it. */
export async function updateWelcome(
  db: Db,
  viewer: AuthUser,
  input: { id: number; welcome: string | null },
): Promise<GroupWelcome> {
  const group = await visibleGroup(db, viewer, input.id);
  assertManager(viewer, group);
  if (input.welcome === null) await q.deleteWelcome(db, input.id);
  else
    await q.upsertWelcome(db, { group_id: input.id, text: input.welcome, updated_by: viewer.id });
  return getWelcome(db, viewer, { id: input.id });
}

/** She read it: the group no longer shows it to her. */
export async function dismissWelcome(
  db: Db,
  viewer: AuthUser,
  input: { id: number },
): Promise<void> {
  const group = await visibleGroup(db, viewer, input.id);
  if (group.my_role === null) throw new AppError('FORBIDDEN', MEMBERS_ONLY);
  await q.dismissReceipt(db, input.id, viewer.id);
}
