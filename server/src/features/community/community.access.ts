import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AuthUser } from '../../auth/sessions.ts';
import { AppError } from '../../lib/app-error.ts';
import { findGroup, type GroupRow } from './community.queries.ts';

export const GROUP_NOT_FOUND = 'Group not found';

/** A group the viewer may know about: inactive groups exist only for site admins. */
export async function visibleGroup(
  db: Kysely<Database>,
  viewer: AuthUser,
  id: number,
): Promise<GroupRow> {
  const row = await findGroup(db, id, viewer.id);
  if (!row || (row.status !== 'active' && viewer.role !== 'admin'))
    throw new AppError('NOT_FOUND', GROUP_NOT_FOUND);
  return row;
}

function canManage(viewer: AuthUser, group: GroupRow): boolean {
  return viewer.role === 'admin' || group.my_role === 'admin';
}

export function assertManager(viewer: AuthUser, group: GroupRow): void {
  if (!canManage(viewer, group))
    throw new AppError('FORBIDDEN', 'Only the group’s admins can do that');
}

/**
 * Whether the viewer reads the group's discussion: active, and public or hers; site admins read
 * every group. One group already read; in SQL, readableGroup (lib/visibility.queries.ts).
 */
export function readsGroup(
  viewer: Pick<AuthUser, 'role'>,
  group: Pick<GroupRow, 'status' | 'is_private' | 'my_role'>,
): boolean {
  if (viewer.role === 'admin') return true;
  return group.status === 'active' && (!group.is_private || group.my_role !== null);
}

/** Members, and for public groups everyone signed in, may read posts and members. */
export function assertCanRead(viewer: AuthUser, group: GroupRow): void {
  if (group.is_private && group.my_role === null && viewer.role !== 'admin') {
    throw new AppError(
      'FORBIDDEN',
      'This group is private: only its members can see its members and posts',
    );
  }
}

/** Moderators of a group's discussion: its admins and site admins. */
export function moderates(viewer: Pick<AuthUser, 'role'>, groupRole: string | null): boolean {
  return viewer.role === 'admin' || groupRole === 'admin';
}
