import type { Kysely } from 'kysely';
import {
  maskCount,
  type GroupInsights,
  type MembershipSetting,
  type SetMembershipInput,
} from '@hercircle/shared';
import type { Database } from '../../db/schema.ts';
import type { AuthUser } from '../../auth/sessions.ts';
import { AppError } from '../../lib/app-error.ts';
import { assertManager, visibleGroup } from './community.access.ts';
import { setQuiet } from './community-members.queries.ts';
import * as q from './community-insights.queries.ts';

type Db = Kysely<Database>;

/**
 * PUT /community/groups/{id}/membership: the member herself makes her membership quiet or open;
 * anyone else is refused (403). Who then sees it is visibility.queries.ts's (listedMembership,
 * openMembership).
 */
export async function setMembership(
  db: Db,
  viewer: AuthUser,
  input: { id: number } & SetMembershipInput,
): Promise<MembershipSetting> {
  await visibleGroup(db, viewer, input.id);
  const row = await setQuiet(db, input.id, viewer.id, input.quiet);
  if (!row)
    throw new AppError('FORBIDDEN', 'Only the group’s members can make their membership quiet');
  return { quiet: row.quiet };
}

/**
 * GET /community/groups/{id}/insights, for the group's admins (and site admins, who manage every
 * group). Every figure that counts people reads "fewer than 5" below 5 (maskCount, as the
 * transparency report does).
 */
export async function getInsights(
  db: Db,
  viewer: AuthUser,
  input: { id: number },
): Promise<GroupInsights> {
  const group = await visibleGroup(db, viewer, input.id);
  assertManager(viewer, group);
  const [counts, weeks] = await Promise.all([
    q.countInsights(db, input.id),
    q.countMembersByWeek(db, input.id),
  ]);
  return {
    members: maskCount(counts.members),
    active_members_week: maskCount(counts.active_members_week),
    posts_week: counts.posts_week,
    replies_week: counts.replies_week,
    pending_requests: maskCount(counts.pending_requests),
    open_reports: counts.open_reports,
    members_by_week: weeks.map((w) => ({ week: w.week, members: maskCount(w.members) })),
  };
}
