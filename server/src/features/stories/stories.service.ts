import type { Kysely } from 'kysely';
import type { ContentNote, MyStory, RelatedStory, Story, StoryListInput } from '@hercircle/shared';
import type { Database } from '../../db/schema.ts';
import type { AuthUser } from '../../auth/sessions.ts';
import { hit } from '../../auth/rate-limit.ts';
import type { Env } from '../../env.ts';
import { AppError } from '../../lib/app-error.ts';
import { getSettings } from '../admin/settings.ts';
import * as q from './stories.queries.ts';

type Db = Kysely<Database>;

/** How many neighbours a story page links to. */
const RELATED_STORIES = 3;

function toRelatedStory(row: Omit<q.StoryRow, 'content'>): RelatedStory {
  return {
    id: row.id,
    title: row.title,
    author_name: row.author_name,
    status: row.status,
    published_at: row.published_at?.toISOString() ?? null,
    content_note: row.content_note,
    section: row.section,
    category: row.category,
  };
}

export function toStory(row: q.StoryRow): Story {
  return { ...toRelatedStory(row), content: row.content };
}

/**
 * The same for every visitor, signed in or not. Without a section: community stories only (the
 * site's articles are read on their hub pages).
 */
export async function listStories(
  db: Db,
  _viewer: AuthUser | null,
  input: StoryListInput,
): Promise<{ stories: Story[]; total: number }> {
  const { rows, total } = await q.listPublishedStories(db, {
    section: input.section ?? null,
    category: input.category,
    limit: input.limit,
    offset: input.offset,
  });
  return { stories: rows.map(toStory), total };
}

/**
 * Drafts and archived stories do not exist for the public. Its related stories share its section
 * (community stories those of the community), its category first.
 */
export async function getPublishedStory(
  db: Db,
  _viewer: AuthUser | null,
  input: { id: number },
): Promise<{ story: Story; related: RelatedStory[] }> {
  const row = await q.findStory(db, input.id);
  if (!row || row.status !== 'published') throw new AppError('NOT_FOUND', 'Story not found');
  const related = await q.listRelatedStories(db, row, RELATED_STORIES);
  return { story: toStory(row), related: related.map(toRelatedStory) };
}

/** Her own submissions with their review status and the moderator's note. */
export async function listMyStories(db: Db, user: AuthUser): Promise<MyStory[]> {
  const rows = await q.listSubmissionsOfAuthor(db, user.id);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    content: row.content,
    content_note: row.content_note,
    status: row.status,
    review_note: row.review_note,
    created_at: row.created_at.toISOString(),
    published_at: row.published_at?.toISOString() ?? null,
  }));
}

/**
 * A member's story waits for review as a draft, unless the site no longer requires approval. Each
 * one lands in the admins' review queue: a member submits at most RATE_LIMIT_STORY_PER_USER a day.
 */
export async function submitStory(
  { db, env }: { db: Db; env: Pick<Env, 'RATE_LIMIT_STORY_PER_USER'> },
  user: AuthUser,
  input: { title: string; content: string; content_note?: ContentNote | null },
): Promise<Story> {
  await hit(db, {
    key: `story:user:${user.id}`,
    max: env.RATE_LIMIT_STORY_PER_USER,
    windowSeconds: 86_400,
  });
  const { requireApproval } = await getSettings(db);
  const row = await q.insertStory(db, {
    title: input.title,
    content: input.content,
    content_note: input.content_note ?? null,
    author_id: user.id,
    author_name: `${user.first_name} ${user.last_name}`.trim(),
    status: requireApproval ? 'draft' : 'published',
    is_member_submission: true,
    published_at: requireApproval ? null : new Date(),
  });
  return toStory(row);
}

/**
 * Her declined story, revised and sent again from "My stories": back in the review queue as a draft
 * (published at once where the site no longer requires approval), the moderator's note cleared.
 * Another member's story, or none: 404; hers but not declined: 409. Not counted toward her daily
 * submissions: each revision follows a moderator's decline, so it cannot flood the queue.
 */
export async function reviseStory(
  { db }: { db: Db },
  user: AuthUser,
  input: { id: number; title: string; content: string; content_note?: ContentNote | null },
): Promise<MyStory> {
  const mine = (await q.listSubmissionsOfAuthor(db, user.id)).find((s) => s.id === input.id);
  if (!mine) throw new AppError('NOT_FOUND', 'Not found: you have no story with that id');
  if (mine.status !== 'declined')
    throw new AppError('CONFLICT', 'Only a declined story can be revised and sent again');
  const { requireApproval } = await getSettings(db);
  const updated = await q.reviseDeclinedStory(db, {
    id: input.id,
    authorId: user.id,
    title: input.title,
    content: input.content,
    content_note: input.content_note ?? null,
    publish: !requireApproval,
  });
  // Decided or revised meanwhile (a second click): no longer declined.
  if (!updated)
    throw new AppError('CONFLICT', 'Only a declined story can be revised and sent again');
  return (await listMyStories(db, user)).find((s) => s.id === input.id)!;
}

/** A story in any status, as stored: the admin stories area maps it to its own shape. */
export function findStoryRecord(db: Db, input: { id: number }): Promise<q.StoryRow | undefined> {
  return q.findStory(db, input.id);
}

/** A story exactly as given (the admin stories area applies its own publishing rules). */
export function insertStoryRecord(db: Db, input: q.NewStory): Promise<q.StoryRow> {
  return q.insertStory(db, input);
}

/**
 * An author's account is erased: drafts and archived stories are personal and go; published ones
 * were given to the community and stay, without the author's name.
 */
export async function releaseStoriesOfAuthor(trx: Db, input: { userId: number }): Promise<void> {
  await q.deleteUnpublishedStoriesOfAuthor(trx, input.userId);
  await q.renameAuthorOfStories(trx, input.userId, 'Former member');
}
