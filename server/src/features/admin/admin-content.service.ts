import type { Kysely } from 'kysely';
import type { AdminCommunity, AdminStory } from '@hercircle/shared';
import type { Database } from '../../db/schema.ts';
import type { AuthUser } from '../../auth/sessions.ts';
import { AppError } from '../../lib/app-error.ts';
import { createGroup, deleteGroup, updateGroup } from '../community/community.service.ts';
import { findStory as findStoryRow, insertStory } from '../content/content.queries.ts';
import { recordAudit } from './audit.ts';
import { getSettings } from './settings.ts';
import { toAdminUser } from './admin-users.service.ts';
import * as q from './admin-content.queries.ts';

type Db = Kysely<Database>;
const DAY = 86_400_000;

type CommunityRow = NonNullable<Awaited<ReturnType<typeof q.findCommunity>>>;
type StoryRow = Awaited<ReturnType<typeof q.recentStories>>[number];

function toCommunity(row: CommunityRow): AdminCommunity {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category: row.category,
    memberCount: row.member_count,
    status: row.status,
    createdAt: row.created_at.toISOString(),
  };
}

export function toAdminStory(row: StoryRow): AdminStory {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    author: row.author_id,
    author_name: row.author_name,
    status: row.status,
    isMemberSubmission: row.is_member_submission,
    createdAt: row.created_at.toISOString(),
    publishedAt: row.published_at?.toISOString() ?? null,
  };
}

export async function getStats(db: Db, now: Date = new Date()) {
  const s = await q.stats(db, new Date(now.getTime() - 30 * DAY));
  return {
    total_users: s.totalUsers,
    active_communities: s.activeCommunities,
    published_stories: s.publishedStories,
    pending_reviews: s.pendingReviews,
    recent_activity: {
      new_users: s.newUsers,
      new_communities: s.newCommunities,
      new_stories: s.newStories,
    },
  };
}

export async function getRecentActivity(db: Db) {
  const [users, stories] = await Promise.all([q.recentUsers(db, 5), q.recentStories(db, 5)]);
  return { users: users.map(toAdminUser), stories: stories.map(toAdminStory) };
}

// Communities: the groups, seen by admins. Member counts come from memberships, never from input.

export async function listCommunities(db: Db, args: Parameters<typeof q.listCommunities>[1]) {
  const { rows, total } = await q.listCommunities(db, args);
  return { communities: rows.map(toCommunity), total };
}

export async function getCommunity(db: Db, id: number): Promise<AdminCommunity> {
  const row = await q.findCommunity(db, id);
  if (!row) throw new AppError('NOT_FOUND', 'Community not found');
  return toCommunity(row);
}

export async function createCommunity(
  db: Db,
  admin: AuthUser,
  input: { name: string; description: string; category: string; status: 'active' | 'inactive' },
) {
  const group = await createGroup(db, admin, {
    name: input.name,
    description: input.description,
    category: input.category,
    is_private: false,
    max_members: 100,
  });
  if (input.status === 'inactive') await q.setGroupStatus(db, group.id, 'inactive');
  await recordAudit(db, admin, 'create', 'community', group.id, { name: input.name });
  return getCommunity(db, group.id);
}

export async function updateCommunity(
  db: Db,
  admin: AuthUser,
  input: {
    id: number;
    name?: string;
    description?: string;
    category?: string;
    status?: 'active' | 'inactive';
  },
) {
  const before = await getCommunity(db, input.id);
  const { id, status, ...patch } = input;
  if (Object.keys(patch).length) await updateGroup(db, admin, { id, ...patch });
  if (status) await q.setGroupStatus(db, id, status);
  const after = await getCommunity(db, id);
  await recordAudit(db, admin, 'update', 'community', id, { before, after });
  return after;
}

export async function deleteCommunity(db: Db, admin: AuthUser, id: number) {
  const before = await getCommunity(db, id);
  await deleteGroup(db, admin, id);
  await recordAudit(db, admin, 'delete', 'community', id, { name: before.name });
}

// Stories.

export async function listStories(db: Db, args: Parameters<typeof q.listStories>[1]) {
  const { rows, total } = await q.listStories(db, args);
  return { stories: rows.map(toAdminStory), total };
}

async function findStory(db: Db, id: number): Promise<AdminStory> {
  const row = await findStoryRow(db, id);
  if (!row) throw new AppError('NOT_FOUND', 'Story not found');
  return toAdminStory(row);
}

export const getStory = findStory;

/** Admin stories: published at once when autoPublish is on and no status was chosen otherwise. */
export async function createStory(
  db: Db,
  admin: AuthUser,
  input: {
    title: string;
    content: string;
    author_name?: string;
    status?: 'draft' | 'published' | 'archived';
  },
) {
  const { autoPublish } = await getSettings(db);
  const status =
    autoPublish && (input.status ?? 'draft') === 'draft' ? 'published' : (input.status ?? 'draft');
  const row = await insertStory(db, {
    title: input.title,
    content: input.content,
    author_id: admin.id,
    author_name:
      input.author_name?.trim() || `${admin.first_name} ${admin.last_name}`.trim() || 'HerCircle',
    status,
    is_member_submission: false,
    published_at: status === 'published' ? new Date() : null,
  });
  await recordAudit(db, admin, 'create', 'story', row.id, { title: row.title, status });
  return findStory(db, row.id);
}

export async function updateStory(
  db: Db,
  admin: AuthUser,
  input: {
    id: number;
    title?: string;
    content?: string;
    author_name?: string;
    status?: 'draft' | 'published' | 'archived';
  },
) {
  const before = await findStory(db, input.id);
  const { id, ...patch } = input;
  const publishedAt =
    patch.status === 'published' && before.status !== 'published' ? new Date() : undefined;
  await q.updateStory(db, id, { ...patch, ...(publishedAt ? { published_at: publishedAt } : {}) });
  const after = await findStory(db, id);
  await recordAudit(db, admin, 'update', 'story', id, {
    before: { ...before, content: undefined },
    after: { ...after, content: undefined },
  });
  return after;
}

export async function publishStory(db: Db, admin: AuthUser, id: number) {
  const before = await findStory(db, id);
  if (before.status === 'published')
    throw new AppError('CONFLICT', 'This story is already published');
  await q.updateStory(db, id, { status: 'published', published_at: new Date() });
  await recordAudit(db, admin, 'publish', 'story', id, { title: before.title });
  return findStory(db, id);
}

export async function deleteStory(db: Db, admin: AuthUser, id: number) {
  const before = await findStory(db, id);
  await q.deleteStory(db, id);
  await recordAudit(db, admin, 'delete', 'story', id, { title: before.title });
}

export async function inboxContact(db: Db, limit: number, offset: number) {
  const rows = await q.contactMessages(db, limit, offset);
  return { messages: rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() })) };
}

export async function inboxDeletions(db: Db, limit: number, offset: number) {
  const rows = await q.deletionRequests(db, limit, offset);
  return {
    requests: rows.map((r) => ({
      ...r,
      created_at: r.created_at.toISOString(),
      purge_after: r.purge_after.toISOString(),
      purged_at: r.purged_at?.toISOString() ?? null,
    })),
  };
}

export function getActivity(db: Db) {
  return q.dailyActivity(db, 30);
}
