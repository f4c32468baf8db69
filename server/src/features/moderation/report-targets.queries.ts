/** What a member may see of each kind of reportable thing: reports and previews both ask here. */

import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { ReportTargetType } from '@hercircle/shared';
import type { Database } from '../../db/schema.ts';
import {
  isLive,
  readableGroup,
  visibleMessages,
  visiblePosts,
  visibleReplies,
  visibleStoryComments,
  type Reader,
} from '../../lib/visibility.queries.ts';

type Db = Kysely<Database>;

export interface Viewer {
  id: number;
  isSiteAdmin: boolean;
}

/** A reportable thing as the viewer may see it; absent when she may not (or it is gone). */
export interface TargetRow {
  id: number;
  owner_id: number | null;
  group_id: number | null;
  /** Her own content, herself, or a group she runs. */
  own: boolean;
  preview: string;
}

const PREVIEW_CHARS = 120;
const preview = (column: string) => sql<string>`left(${sql.ref(column)}, ${PREVIEW_CHARS})`;

function isMember(eb: ExpressionBuilder<Database, 'groups'>, userId: number, role?: 'admin') {
  let members = eb
    .selectFrom('group_members')
    .select(sql`1`.as('one'))
    .whereRef('group_members.group_id', '=', 'groups.id')
    .where('group_members.user_id', '=', userId);
  if (role) members = members.where('group_members.role', '=', role);
  return eb.exists(members);
}

/**
 * Hidden and deleted content exists only for its author and moderators; its author cannot report
 * it anyway, so for a member it is simply gone (a target carries no hidden mark). So is named
 * content a block (either way) or her mute keeps from her lists, as a reply under such a post;
 * anonymous content is in them whoever wrote it, so she may report it. A site admin reaches
 * everything not deleted, whoever wrote it.
 */
function reporter(viewer: Viewer): Reader {
  return { id: viewer.id, moderator: false, marksHidden: false };
}

function findPosts(db: Db, ids: number[], viewer: Viewer) {
  return db
    .selectFrom('group_posts')
    .innerJoin('groups', 'groups.id', 'group_posts.group_id')
    .select((eb) => [
      'group_posts.id',
      'group_posts.user_id as owner_id',
      'group_posts.group_id',
      eb('group_posts.user_id', '=', viewer.id).as('own'),
      preview('group_posts.content').as('preview'),
    ])
    .where('group_posts.id', 'in', ids)
    .where(readableGroup({ id: viewer.id, siteAdmin: viewer.isSiteAdmin }))
    .where(
      viewer.isSiteAdmin
        ? isLive('group_posts')
        : visiblePosts(db, reporter(viewer), 'group_posts'),
    )
    .execute();
}

function findReplies(db: Db, ids: number[], viewer: Viewer) {
  return db
    .selectFrom('group_post_replies')
    .innerJoin('group_posts', 'group_posts.id', 'group_post_replies.post_id')
    .innerJoin('groups', 'groups.id', 'group_posts.group_id')
    .select((eb) => [
      'group_post_replies.id',
      'group_post_replies.user_id as owner_id',
      'group_posts.group_id',
      eb('group_post_replies.user_id', '=', viewer.id).as('own'),
      preview('group_post_replies.content').as('preview'),
    ])
    .where('group_post_replies.id', 'in', ids)
    .where(readableGroup({ id: viewer.id, siteAdmin: viewer.isSiteAdmin }))
    .where((eb) =>
      viewer.isSiteAdmin
        ? eb.and([isLive('group_post_replies'), isLive('group_posts')])
        : eb.and([
            visibleReplies(db, reporter(viewer), 'group_post_replies'),
            visiblePosts(db, reporter(viewer), 'group_posts'),
          ]),
    )
    .execute();
}

/**
 * A message is seen by the participants of its room: everyone in the community room, members in a
 * group's; not one by a member a block (either way) or her mute keeps from her.
 */
function findMessages(db: Db, ids: number[], viewer: Viewer) {
  return db
    .selectFrom('messages')
    .innerJoin('conversations', 'conversations.id', 'messages.conversation_id')
    .leftJoin('groups', 'groups.id', 'conversations.group_id')
    .select((eb) => [
      'messages.id',
      'messages.sender_id as owner_id',
      'conversations.group_id',
      eb('messages.sender_id', '=', viewer.id).as('own'),
      preview('messages.content').as('preview'),
    ])
    .where('messages.id', 'in', ids)
    .where((eb) =>
      eb.or([
        eb('conversations.kind', '=', 'community'),
        eb.and([
          eb('groups.status', '=', 'active'),
          eb.exists(
            eb
              .selectFrom('group_members')
              .select(sql`1`.as('one'))
              .whereRef('group_members.group_id', '=', 'conversations.group_id')
              .where('group_members.user_id', '=', viewer.id),
          ),
        ]),
      ]),
    )
    .where(
      viewer.isSiteAdmin ? isLive('messages') : visibleMessages(db, reporter(viewer), 'messages'),
    )
    .execute();
}

function findStories(db: Db, ids: number[], viewer: Viewer) {
  return db
    .selectFrom('stories')
    .select((eb) => [
      'id',
      'author_id as owner_id',
      sql<number | null>`null::integer`.as('group_id'),
      eb('author_id', '=', viewer.id).$castTo<boolean | null>().as('own'),
      preview('title').as('preview'),
    ])
    .where('id', 'in', ids)
    .where('status', '=', 'published')
    .execute();
}

/**
 * A comment on a published story, by the rules of replies (visibleStoryComments); a site admin
 * reaches every live one.
 */
function findComments(db: Db, ids: number[], viewer: Viewer) {
  return db
    .selectFrom('story_comments')
    .innerJoin('stories', 'stories.id', 'story_comments.story_id')
    .select((eb) => [
      'story_comments.id',
      'story_comments.user_id as owner_id',
      sql<number | null>`null::integer`.as('group_id'),
      eb('story_comments.user_id', '=', viewer.id).as('own'),
      preview('story_comments.content').as('preview'),
    ])
    .where('story_comments.id', 'in', ids)
    .where('stories.status', '=', 'published')
    .where(
      viewer.isSiteAdmin
        ? isLive('story_comments')
        : visibleStoryComments(db, reporter(viewer), 'story_comments'),
    )
    .execute();
}

function findUsers(db: Db, ids: number[], viewer: Viewer) {
  return db
    .selectFrom('users')
    .select((eb) => [
      'id',
      'id as owner_id',
      sql<number | null>`null::integer`.as('group_id'),
      eb('id', '=', viewer.id).as('own'),
      sql<string>`first_name || ' ' || last_name`.as('preview'),
    ])
    .where('id', 'in', ids)
    .where('status', '=', 'active')
    .where('deactivated_at', 'is', null)
    .execute();
}

/** Inactive groups exist only for site admins; a group's own admins cannot report it. */
function findGroups(db: Db, ids: number[], viewer: Viewer) {
  let query = db
    .selectFrom('groups')
    .select((eb) => [
      'groups.id',
      sql<number | null>`null::integer`.as('owner_id'),
      'groups.id as group_id',
      isMember(eb, viewer.id, 'admin').as('own'),
      preview('groups.name').as('preview'),
    ])
    .where('groups.id', 'in', ids);
  if (!viewer.isSiteAdmin) query = query.where('groups.status', '=', 'active');
  return query.execute();
}

const FINDERS = {
  post: findPosts,
  reply: findReplies,
  message: findMessages,
  story: findStories,
  comment: findComments,
  user: findUsers,
  group: findGroups,
} satisfies Record<ReportTargetType, unknown>;

/** The targets of one type among `ids` that the viewer may see, by id. */
export async function findVisibleTargets(
  db: Db,
  type: ReportTargetType,
  ids: number[],
  viewer: Viewer,
): Promise<Map<number, TargetRow>> {
  if (ids.length === 0) return new Map();
  const rows = await FINDERS[type](db, ids, viewer);
  return new Map(rows.map((r) => [r.id, { ...r, own: r.own === true }]));
}
