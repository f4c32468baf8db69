import type { Kysely } from 'kysely';
import type {
  ActivityDay,
  AdminStats,
  AdminStory,
  AdminUser,
  AuditEntry,
  ContactMessageRecord,
  DeletionRequestRecord,
} from '@hercircle/shared';
import type { Database } from '../../db/schema.ts';
import type { AuthUser } from '../../auth/sessions.ts';
import { listAuditEntries } from './audit.queries.ts';
import { listRecentUsers } from './admin-users.queries.ts';
import { toAdminUser } from './admin-users.service.ts';
import { listRecentStories } from './admin-stories.queries.ts';
import { toAdminStory } from './admin-stories.service.ts';
import * as q from './admin-dashboard.queries.ts';

type Db = Kysely<Database>;
type Page = { limit: number; offset: number };
const DAY = 86_400_000;

export async function getStats(db: Db, _actor: AuthUser, now = new Date()): Promise<AdminStats> {
  const s = await q.stats(db, new Date(now.getTime() - 30 * DAY));
  return {
    total_users: s.totalUsers,
    active_communities: s.activeCommunities,
    published_stories: s.publishedStories,
    pending_reviews: s.pendingReviews,
    open_reports: s.openReports,
    recent_activity: {
      new_users: s.newUsers,
      new_communities: s.newCommunities,
      new_stories: s.newStories,
    },
  };
}

/** The five newest users and stories. */
export async function getRecentActivity(
  db: Db,
  _actor: AuthUser,
): Promise<{ users: AdminUser[]; stories: AdminStory[] }> {
  const [users, stories] = await Promise.all([listRecentUsers(db, 5), listRecentStories(db, 5)]);
  // The dashboard's card shows no pending addresses: the users page does.
  return { users: users.map((u) => toAdminUser(u)), stories: stories.map(toAdminStory) };
}

/** Sign-ups and new stories per day, last 30 days. */
export function getActivity(db: Db, _actor: AuthUser): Promise<ActivityDay[]> {
  return q.dailyActivity(db, 30);
}

export async function listContactMessages(
  db: Db,
  _actor: AuthUser,
  input: Page,
): Promise<{ messages: ContactMessageRecord[]; total: number }> {
  const { rows, total } = await q.contactMessages(db, input);
  return { messages: rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() })), total };
}

export async function listDeletionRequests(
  db: Db,
  _actor: AuthUser,
  input: Page,
): Promise<{ requests: DeletionRequestRecord[]; total: number }> {
  const { rows, total } = await q.deletionRequests(db, input);
  return {
    requests: rows.map((r) => ({
      ...r,
      created_at: r.created_at.toISOString(),
      purge_after: r.purge_after.toISOString(),
      purged_at: r.purged_at?.toISOString() ?? null,
    })),
    total,
  };
}

export async function listAuditLog(
  db: Db,
  _actor: AuthUser,
  input: Page,
): Promise<{ entries: AuditEntry[]; total: number }> {
  const { rows, total } = await listAuditEntries(db, input);
  return { entries: rows.map((e) => ({ ...e, created_at: e.created_at.toISOString() })), total };
}
