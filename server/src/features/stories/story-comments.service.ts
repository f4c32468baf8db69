import type { Kysely } from 'kysely';
import type { SavedStory, StoryComment } from '@hercircle/shared';
import type { Database } from '../../db/schema.ts';
import type { AuthUser } from '../../auth/sessions.ts';
import { hit } from '../../auth/rate-limit.ts';
import { AppError } from '../../lib/app-error.ts';
import { once } from '../../lib/idempotency.ts';
import { pictureUrl } from '../../lib/media-url.ts';
import type { Reader } from '../../lib/visibility.queries.ts';
import { assertEmailConfirmedFor } from '../account/email-confirmation.service.ts';
import { assertLinkLimit } from '../account/new-account.service.ts';
import { assertNotMuted } from '../fair-process/decisions.service.ts';
import { markMuted } from '../shield/muted.ts';
import { findStory } from './stories.queries.ts';
import * as q from './story-comments.queries.ts';

type Db = Kysely<Database>;

const COMMENT_NOT_FOUND = 'Comment not found';
/** Comments a member may write in an hour: a conversation, not a flood. */
const COMMENTS_PER_HOUR = 30;

/**
 * Who reads: a site admin reads hidden comments too (she moderates them through reports); a
 * visitor (null) reads what nobody hid.
 */
function readerOf(viewer: AuthUser | null): Reader | null {
  return viewer ? { id: viewer.id, moderator: viewer.role === 'admin' } : null;
}

/**
 * A comment as the viewer receives it: an anonymous one names nobody, for every reader, admins
 * included (as an anonymous reply); `mine` lets its author delete it anyway.
 */
function toComment(row: q.StoryCommentRow, viewerId: number | null): StoryComment {
  return {
    id: row.id,
    story_id: row.story_id,
    user_id: row.anonymous ? null : row.user_id,
    user: row.anonymous
      ? null
      : {
          id: row.user_id,
          first_name: row.first_name,
          last_name: row.last_name,
          profile_picture: pictureUrl(row.profile_picture_id),
        },
    content: row.content,
    created_at: row.created_at.toISOString(),
    anonymous: row.anonymous,
    hidden: row.hidden_at !== null,
    mine: row.user_id === viewerId,
    muted: false,
  };
}

/** Drafts, declined and archived stories do not exist for the public, nor their comments. */
async function assertPublished(db: Db, storyId: number) {
  const story = await findStory(db, storyId);
  if (!story || story.status !== 'published') throw new AppError('NOT_FOUND', 'Story not found');
  return story;
}

/**
 * A story's comments, oldest first, by the rules of replies: blocks (either way) and her mutes keep
 * named comments from her, hidden ones reach their author only, and words she muted collapse
 * them. A visitor reads them too, without the means to write.
 */
export async function listStoryComments(
  db: Db,
  viewer: AuthUser | null,
  input: { id: number; limit: number; offset: number },
): Promise<{ comments: StoryComment[]; total: number }> {
  await assertPublished(db, input.id);
  const { rows, total } = await q.listStoryComments(db, readerOf(viewer), {
    storyId: input.id,
    limit: input.limit,
    offset: input.offset,
  });
  const comments = rows.map((r) => toComment(r, viewer?.id ?? null));
  if (!viewer) return { comments, total };
  return { comments: await markMuted(db, viewer.id, comments, (c) => c.mine), total };
}

/** The same guards as a reply: a confirmed address where required, not muted, few links. */
export async function createStoryComment(
  db: Db,
  viewer: AuthUser,
  input: { id: number; content: string; anonymous?: boolean; idempotency_key?: string },
): Promise<StoryComment> {
  await assertEmailConfirmedFor(db, viewer, 'post');
  await assertNotMuted(db, viewer);
  await assertLinkLimit(db, viewer, input.content);
  await assertPublished(db, input.id);
  const idem = { userId: viewer.id, scope: 'content.createComment', key: input.idempotency_key };
  return once(db, idem, async (trx) => {
    await hit(trx, {
      key: `story-comment:user:${viewer.id}`,
      max: COMMENTS_PER_HOUR,
      windowSeconds: 3600,
    });
    const { id } = await q.insertStoryComment(trx, {
      story_id: input.id,
      user_id: viewer.id,
      content: input.content,
      anonymous: input.anonymous ?? false,
    });
    const row = await q.findStoryCommentFor(trx, readerOf(viewer), id);
    if (!row) throw new AppError('NOT_FOUND', COMMENT_NOT_FOUND);
    return toComment(row, viewer.id);
  });
}

/** Its author takes a comment down; moderators act on comments through reports. */
export async function deleteStoryComment(
  db: Db,
  viewer: AuthUser,
  input: { id: number },
): Promise<void> {
  const comment = await q.findLiveStoryComment(db, input.id);
  if (!comment) throw new AppError('NOT_FOUND', COMMENT_NOT_FOUND);
  if (comment.user_id !== viewer.id)
    throw new AppError('FORBIDDEN', 'Only its author can delete a comment');
  await q.softDeleteStoryComment(db, comment.id, viewer.id);
}

/** Saving a saved story, or unsaving one she never saved, changes nothing and succeeds. */
export async function saveStory(db: Db, viewer: AuthUser, input: { id: number }): Promise<void> {
  await assertPublished(db, input.id);
  await q.insertStorySave(db, viewer.id, input.id);
}

export async function unsaveStory(db: Db, viewer: AuthUser, input: { id: number }): Promise<void> {
  await q.deleteStorySave(db, viewer.id, input.id);
}

/** Her saved stories that are still published (one taken down leaves her list with it). */
export async function listSavedStories(db: Db, viewer: AuthUser): Promise<SavedStory[]> {
  const rows = await q.listSavedStories(db, viewer.id);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    author_name: row.author_name,
    status: row.status,
    published_at: row.published_at?.toISOString() ?? null,
    content_note: row.content_note,
    section: row.section,
    category: row.category,
    saved_at: row.saved_at.toISOString(),
  }));
}
