import type { Kysely } from 'kysely';
import type {
  ActivityDay,
  AdminStats,
  AdminStory,
  AdminUser,
  AuditEntry,
  AuditLogInput,
  DeletionRequestRecord,
} from '@hercircle/shared';
import type { Database } from '../../db/schema.ts';
import type { AuthUser } from '../../auth/sessions.ts';
import { containsPattern } from '../../lib/like.ts';
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

/**
 * The rule a moderation entry names: fair-process actions keep its number as `details.rule`
 * (an object with a number is read too). Anything else names none.
 */
function ruleOf(details: Record<string, unknown>): number | null {
  const rule = details.rule;
  if (typeof rule === 'number' && Number.isInteger(rule)) return rule;
  if (rule && typeof rule === 'object' && 'number' in rule && typeof rule.number === 'number')
    return rule.number;
  return null;
}

/** The audit log, newest first, filtered by actor (email or name), action, entity. */
export async function listAuditLog(
  db: Db,
  _actor: AuthUser,
  input: AuditLogInput,
): Promise<{ entries: AuditEntry[]; total: number }> {
  const { rows, total } = await listAuditEntries(db, {
    ...input,
    actor: input.actor ? containsPattern(input.actor) : '',
  });
  return {
    entries: rows.map((e) => ({
      ...e,
      created_at: e.created_at.toISOString(),
      rule: ruleOf(e.details),
    })),
    total,
  };
}
