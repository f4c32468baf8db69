import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { ReportReason, ReportTargetType } from '@hercircle/shared';
import { AUTO_HIDE_REPORTS_DEFAULT } from '@hercircle/shared';
import type { Database } from '../../db/schema.ts';

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

/** Groups whose discussion the viewer may read: active (site admins: any), public or hers. */
function readableGroup(eb: ExpressionBuilder<Database, 'groups'>, viewer: Viewer) {
  if (viewer.isSiteAdmin) return eb.lit(true);
  return eb.and([
    eb('groups.status', '=', 'active'),
    eb.or([eb('groups.is_private', '=', false), isMember(eb, viewer.id)]),
  ]);
}

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
 * it anyway, so for a member it is simply gone.
 */
function findPosts(db: Db, ids: number[], viewer: Viewer) {
  let query = db
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
    .where('group_posts.deleted_at', 'is', null)
    .where((eb) => readableGroup(eb, viewer));
  if (!viewer.isSiteAdmin) query = query.where('group_posts.hidden_at', 'is', null);
  return query.execute();
}

function findReplies(db: Db, ids: number[], viewer: Viewer) {
  let query = db
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
    .where('group_post_replies.deleted_at', 'is', null)
    .where('group_posts.deleted_at', 'is', null)
    .where((eb) => readableGroup(eb, viewer));
  if (!viewer.isSiteAdmin)
    query = query
      .where('group_post_replies.hidden_at', 'is', null)
      .where('group_posts.hidden_at', 'is', null);
  return query.execute();
}

/** A message is seen by the participants of its room: everyone in the community room, members in a group's. */
function findMessages(db: Db, ids: number[], viewer: Viewer) {
  let query = db
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
    .where('messages.deleted_at', 'is', null)
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
    );
  if (!viewer.isSiteAdmin) query = query.where('messages.hidden_at', 'is', null);
  return query.execute();
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

const REPORT_COLUMNS = [
  'id',
  'target_type',
  'target_id',
  'reason',
  'note',
  'status',
  'created_at',
  'updated_at',
] as const;

/** The new report, or nothing when she already reported this target (the unique constraint). */
export function insertReport(
  db: Db,
  values: {
    reporter_id: number;
    target_type: ReportTargetType;
    target_id: number;
    group_id: number | null;
    target_user_id: number | null;
    reason: ReportReason;
    note: string | null;
  },
) {
  return db
    .insertInto('reports')
    .values(values)
    .onConflict((oc) => oc.constraint('reports_reporter_target_key').doNothing())
    .returning(REPORT_COLUMNS)
    .executeTakeFirst();
}

export type ReportRow = NonNullable<Awaited<ReturnType<typeof insertReport>>>;

export async function listReportsOfReporter(
  db: Db,
  reporterId: number,
  page: { limit: number; offset: number },
) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('reports')
      .select(REPORT_COLUMNS)
      .where('reporter_id', '=', reporterId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom('reports')
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .where('reporter_id', '=', reporterId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export const HIDEABLE_TABLES = {
  post: 'group_posts',
  reply: 'group_post_replies',
  message: 'messages',
} as const;
export type HideableType = keyof typeof HIDEABLE_TABLES;

/**
 * Takes the target's row lock for the rest of the transaction, so that reports on one target
 * count one after another: the last of any number of concurrent reports sees all the others.
 */
export async function lockHideable(db: Db, type: HideableType, id: number) {
  const row = await db
    .selectFrom(HIDEABLE_TABLES[type])
    .select(['id', 'hidden_at'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  return row;
}

export async function countOpenReporters(
  db: Db,
  type: ReportTargetType,
  id: number,
): Promise<number> {
  const row = await db
    .selectFrom('reports')
    .select(sql<string>`count(distinct reporter_id)`.as('reporters'))
    .where('target_type', '=', type)
    .where('target_id', '=', id)
    .where('status', '=', 'open')
    .executeTakeFirstOrThrow();
  return Number(row.reporters);
}

export async function autoHideReportsSetting(db: Db): Promise<number> {
  const row = await db
    .selectFrom('site_settings')
    .select('auto_hide_reports')
    .where('id', '=', 1)
    .executeTakeFirst();
  return row?.auto_hide_reports ?? AUTO_HIDE_REPORTS_DEFAULT;
}

/** Hidden pending review (hidden_by null: no moderator did it); false when it already was. */
export async function hideTarget(db: Db, type: HideableType, id: number): Promise<boolean> {
  const result = await db
    .updateTable(HIDEABLE_TABLES[type])
    .set({ hidden_at: sql<Date>`now()`, hidden_by: null })
    .where('id', '=', id)
    .where('hidden_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The audit entry of an automatic hide: no actor, written by the system. */
export async function insertAutoHideAudit(
  db: Db,
  type: HideableType,
  id: number,
  details: { reporters: number; threshold: number },
): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor_id: null,
      actor_email: 'system',
      action: 'auto_hide',
      entity: type,
      entity_id: id,
      details: JSON.stringify(details),
    })
    .execute();
}
