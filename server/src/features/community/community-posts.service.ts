import type { Kysely } from 'kysely';
import type { GroupPost } from '@hercircle/shared';
import type { Database } from '../../db/schema.ts';
import type { AuthUser } from '../../auth/sessions.ts';
import { AppError } from '../../lib/app-error.ts';
import { assertCanRead, visibleGroup } from './community.access.ts';
import { findGroup } from './community.queries.ts';
import { userOf } from './community.mapping.ts';
import * as q from './community-posts.queries.ts';

type Db = Kysely<Database>;
type Page = { limit: number; offset: number };

export async function listPosts(
  db: Db,
  viewer: AuthUser,
  input: { id: number } & Page,
): Promise<{ posts: GroupPost[]; total: number }> {
  const group = await visibleGroup(db, viewer, input.id);
  assertCanRead(viewer, group);
  const { rows, total } = await q.listPosts(db, input.id, input.limit, input.offset);
  return {
    posts: rows.map((r) => ({
      id: r.id,
      group_id: r.group_id,
      user_id: r.user_id,
      content: r.content,
      created_at: r.created_at.toISOString(),
      edited_at: r.edited_at?.toISOString() ?? null,
      user: userOf(r),
    })),
    total,
  };
}

export async function createPost(
  db: Db,
  viewer: AuthUser,
  input: { id: number; content: string },
): Promise<GroupPost> {
  const { id: groupId, content } = input;
  const group = await visibleGroup(db, viewer, groupId);
  if (group.my_role === null)
    throw new AppError('FORBIDDEN', 'Join the group to post in its discussion');
  const post = await q.insertPost(db, { group_id: groupId, user_id: viewer.id, content });
  return {
    id: post.id,
    group_id: groupId,
    user_id: viewer.id,
    content,
    created_at: post.created_at.toISOString(),
    edited_at: null,
    user: {
      id: viewer.id,
      first_name: viewer.first_name,
      last_name: viewer.last_name,
      profile_picture: viewer.profile_picture,
    },
  };
}

const POST_NOT_FOUND = 'Post not found';

/**
 * A live post the viewer may know about, with her role in its group. Its author always may (she
 * can still take back what she wrote after leaving a private group); anyone else only if she can
 * read the group's discussion, so an outsider cannot learn that a private group's post exists.
 */
async function postForChange(db: Db, viewer: AuthUser, id: number) {
  const post = await q.findLivePost(db, id);
  if (!post) throw new AppError('NOT_FOUND', POST_NOT_FOUND);
  const group = await findGroup(db, post.group_id, viewer.id);
  const siteAdmin = viewer.role === 'admin';
  const hidden =
    !group ||
    (group.status !== 'active' && !siteAdmin) ||
    (post.user_id !== viewer.id && group.is_private && group.my_role === null && !siteAdmin);
  if (hidden) throw new AppError('NOT_FOUND', POST_NOT_FOUND);
  return { post, groupRole: group.my_role };
}

export async function updatePost(
  db: Db,
  viewer: AuthUser,
  input: { id: number; content: string },
): Promise<GroupPost> {
  const { post } = await postForChange(db, viewer, input.id);
  if (post.user_id !== viewer.id)
    throw new AppError('FORBIDDEN', 'You can only edit your own posts');
  const row = await q.updatePostContent(db, input.id, input.content);
  // Deleted between the check and the write.
  if (!row) throw new AppError('NOT_FOUND', POST_NOT_FOUND);
  return {
    ...row,
    created_at: row.created_at.toISOString(),
    edited_at: row.edited_at?.toISOString() ?? null,
    user: {
      id: viewer.id,
      first_name: viewer.first_name,
      last_name: viewer.last_name,
      profile_picture: viewer.profile_picture,
    },
  };
}

/** Its author, an admin of its group or a site admin deletes a post; it stays on record as deleted. */
export async function deletePost(db: Db, viewer: AuthUser, input: { id: number }): Promise<void> {
  const { post, groupRole } = await postForChange(db, viewer, input.id);
  const allowed = post.user_id === viewer.id || groupRole === 'admin' || viewer.role === 'admin';
  if (!allowed)
    throw new AppError('FORBIDDEN', 'Only its author or the group’s admins can delete this post');
  // A delete that raced this one and committed first leaves nothing to delete.
  if (!(await q.softDeletePost(db, input.id, viewer.id)))
    throw new AppError('NOT_FOUND', POST_NOT_FOUND);
}
