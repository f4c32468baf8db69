import type { Kysely } from 'kysely';
import {
  isStoryCategoryOf,
  type AdminStory,
  type AdminStoryInput,
  type AdminStoryUpdateInput,
  type StorySection,
} from '@hercircle/shared';
import type { Database } from '../../db/schema.ts';
import type { AuthUser } from '../../auth/sessions.ts';
import { AppError } from '../../lib/app-error.ts';
import { findStoryRecord, insertStoryRecord } from '../stories/stories.service.ts';
import { getSettings } from './settings.ts';
import { insertAuditEntry } from '../../lib/audit.queries.ts';
import { recordDecision } from '../fair-process/decisions.service.ts';
import { notify } from '../notifications/notifications.service.ts';
import * as q from './admin-stories.queries.ts';
import { msg } from '@hercircle/shared/message-format';

type Db = Kysely<Database>;
type StoryRow = Awaited<ReturnType<typeof q.listRecentStories>>[number];

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
    content_note: row.content_note,
    section: row.section,
    category: row.category,
  };
}

export async function listStories(
  db: Db,
  _actor: AuthUser,
  input: Parameters<typeof q.listStories>[1],
) {
  const { rows, total } = await q.listStories(db, input);
  return { stories: rows.map(toAdminStory), total };
}

/** A story in any status. */
export async function getStory(
  db: Db,
  _actor: AuthUser,
  input: { id: number },
): Promise<AdminStory> {
  const row = await findStoryRecord(db, input);
  if (!row) throw new AppError('NOT_FOUND', 'Story not found');
  return toAdminStory(row);
}

/** Admin stories: published at once when autoPublish is on and no status was chosen otherwise. */
export async function createStory(
  db: Db,
  actor: AuthUser,
  input: AdminStoryInput,
): Promise<AdminStory> {
  return db.transaction().execute(async (trx) => {
    const { autoPublish } = await getSettings(trx);
    const status =
      autoPublish && (input.status ?? 'draft') === 'draft'
        ? 'published'
        : (input.status ?? 'draft');
    const row = await insertStoryRecord(trx, {
      title: input.title,
      content: input.content,
      content_note: input.content_note ?? null,
      section: input.section ?? null,
      category: input.category ?? null,
      author_id: actor.id,
      author_name:
        input.author_name?.trim() || `${actor.first_name} ${actor.last_name}`.trim() || 'HerCircle',
      status,
      is_member_submission: false,
      published_at: status === 'published' ? new Date() : null,
    });
    await insertAuditEntry(trx, actor, 'create', 'story', row.id, { title: row.title, status });
    return toAdminStory(row);
  });
}

export async function updateStory(
  db: Db,
  actor: AuthUser,
  input: AdminStoryUpdateInput,
): Promise<AdminStory> {
  return db.transaction().execute(async (trx) => {
    const before = await getStory(trx, actor, input);
    const { id, ...patch } = input;
    assertCategoryOfSection(
      patch.section === undefined ? before.section : patch.section,
      patch.category === undefined ? before.category : patch.category,
    );
    const publishedAt =
      patch.status === 'published' && before.status !== 'published' ? new Date() : undefined;
    const row = await q.updateStory(trx, id, {
      ...patch,
      ...(publishedAt ? { published_at: publishedAt, review_note: null } : {}),
    });
    if (!row) throw new AppError('NOT_FOUND', 'Story not found');
    if (publishedAt) await notifyAuthor(trx, actor, row, 'story_published');
    const after = toAdminStory(row);
    await insertAuditEntry(trx, actor, 'update', 'story', id, {
      before: { ...before, content: undefined },
      after: { ...after, content: undefined },
    });
    return after;
  });
}

/** An edit may change one of section and category: the pair it leaves must still agree. */
function assertCategoryOfSection(section: StorySection | null, category: string | null): void {
  if (isStoryCategoryOf(section, category)) return;
  const message = section
    ? msg('"{{category}}" is not a category of {{section}}', {
        category: String(category),
        section,
      })
    : 'A category needs a section';
  throw new AppError('VALIDATION_ERROR', message, { issues: [{ path: ['category'], message }] });
}

export async function publishStory(
  db: Db,
  actor: AuthUser,
  input: { id: number },
): Promise<AdminStory> {
  return db.transaction().execute(async (trx) => {
    const before = await getStory(trx, actor, input);
    if (before.status === 'published')
      throw new AppError('CONFLICT', 'This story is already published');
    const row = await q.updateStory(trx, input.id, {
      status: 'published',
      published_at: new Date(),
      review_note: null,
    });
    if (!row) throw new AppError('NOT_FOUND', 'Story not found');
    await notifyAuthor(trx, actor, row, 'story_published');
    await insertAuditEntry(trx, actor, 'publish', 'story', input.id, { title: before.title });
    return toAdminStory(row);
  });
}

/**
 * Declines a story still waiting (or archived) with a note its author reads in "My stories". A
 * published story is taken down by archiving it, not by declining it.
 */
export async function declineStory(
  db: Db,
  actor: AuthUser,
  input: { id: number; note: string; rule?: number },
): Promise<AdminStory> {
  return db.transaction().execute(async (trx) => {
    const before = await getStory(trx, actor, input);
    if (before.status === 'published')
      throw new AppError('CONFLICT', 'This story is published: archive it instead');
    if (before.status === 'declined')
      throw new AppError('CONFLICT', 'This story is already declined');
    const row = await q.updateStory(trx, input.id, { status: 'declined', review_note: input.note });
    if (!row) throw new AppError('NOT_FOUND', 'Story not found');
    await notifyAuthor(trx, actor, row, 'story_declined');
    // Her statement of reasons: the note is its reason, with the rule if one applies.
    if (row.is_member_submission && row.author_id !== null)
      await recordDecision(trx, {
        userId: row.author_id,
        action: 'decline_story',
        target: { type: 'story', id: row.id },
        excerpt: row.title,
        rule: input.rule,
        reason: input.note,
        decidedBy: actor.id,
        bell: false,
      });
    await insertAuditEntry(trx, actor, 'decline', 'story', input.id, {
      title: before.title,
      note: input.note,
      rule: input.rule ?? null,
    });
    return toAdminStory(row);
  });
}

/** Only a member's own submission tells its author; stories the team writes notify nobody. */
async function notifyAuthor(
  trx: Db,
  actor: AuthUser,
  row: StoryRow,
  kind: 'story_published' | 'story_declined',
): Promise<void> {
  if (!row.is_member_submission || row.author_id === null) return;
  await notify(trx, [row.author_id], {
    kind,
    actorId: actor.id,
    target: { type: 'story', id: row.id },
    url: kind === 'story_published' ? `/stories/${row.id}` : '/profile#my-stories',
  });
}

export async function deleteStory(db: Db, actor: AuthUser, input: { id: number }): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await getStory(trx, actor, input);
    await q.deleteStory(trx, input.id);
    await insertAuditEntry(trx, actor, 'delete', 'story', input.id, { title: before.title });
  });
}
