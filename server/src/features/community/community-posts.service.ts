import type { Kysely } from 'kysely';
import type { GroupPost } from '@hercircle/shared';
import type { Database } from '../../db/schema.ts';
import type { AuthUser } from '../../auth/sessions.ts';
import { AppError } from '../../lib/app-error.ts';
import { assertCanRead, visibleGroup } from './community.access.ts';
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
    user: {
      id: viewer.id,
      first_name: viewer.first_name,
      last_name: viewer.last_name,
      profile_picture: viewer.profile_picture,
    },
  };
}
