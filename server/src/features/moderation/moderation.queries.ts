import { sql, type Kysely } from 'kysely';
import type { ModerationAction, ReportStatus, ReportTargetType } from '@hercircle/shared';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

/** Which reports a moderator reaches: all (site admin), or posts and replies of the groups she runs. */
export type Scope = { all: true } | { all: false; groupIds: number[] };

const GROUP_CONTENT: ReportTargetType[] = ['post', 'reply'];

/** The active groups the member is an admin of. */
export async function adminGroupIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('group_members as m')
    .innerJoin('groups as g', 'g.id', 'm.group_id')
    .select('m.group_id')
    .where('m.user_id', '=', userId)
    .where('m.role', '=', 'admin')
    .where('g.status', '=', 'active')
    .execute();
  return rows.map((r) => r.group_id);
}

interface QueueFilter {
  status: ReportStatus;
  target_type?: ReportTargetType;
  group_id?: number;
  limit: number;
  offset: number;
}

function scoped(db: Db, scope: Scope, filter: Omit<QueueFilter, 'limit' | 'offset'>) {
  let query = db.selectFrom('reports as r').where('r.status', '=', filter.status);
  if (filter.target_type) query = query.where('r.target_type', '=', filter.target_type);
  if (filter.group_id !== undefined) query = query.where('r.group_id', '=', filter.group_id);
  if (!scope.all) {
    if (scope.groupIds.length === 0) return query.where(sql<boolean>`false`);
    query = query
      .where('r.target_type', 'in', GROUP_CONTENT)
      .where('r.group_id', 'in', scope.groupIds);
  }
  return query;
}

/**
 * The queue: one row per target with `status` reports, the most recently reported first. In the
 * open queue, a target someone reported as "someone is in danger" comes before all the others.
 */
export async function listQueue(db: Db, scope: Scope, filter: QueueFilter) {
  const base = scoped(db, scope, filter);
  const danger = sql<boolean>`${filter.status === 'open'} and bool_or(r.reason = 'danger')`;
  const [rows, total] = await Promise.all([
    base
      .select([
        sql<number>`min(r.id)`.as('id'),
        'r.target_type',
        'r.target_id',
        sql<number | null>`max(r.group_id)`.as('group_id'),
        sql<ReportStatus>`min(r.status)`.as('status'),
        sql<string[]>`array_agg(r.reason order by r.id)`.as('reasons'),
        sql<Date>`min(r.created_at)`.as('first_reported_at'),
        sql<Date>`max(r.created_at)`.as('last_reported_at'),
      ])
      .groupBy(['r.target_type', 'r.target_id'])
      .orderBy(danger, 'desc')
      .orderBy(sql`max(r.created_at)`, 'desc')
      .orderBy(sql`min(r.id)`, 'desc')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    db
      .selectFrom(
        base
          .select(['r.target_type', 'r.target_id'])
          .groupBy(['r.target_type', 'r.target_id'])
          .as('t'),
      )
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** When these accounts were made (the queue shows site admins each author's account age). */
export function accountsCreatedAt(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('users').select(['id', 'created_at']).where('id', 'in', ids).execute();
}

export function findReport(db: Db, id: number) {
  return db
    .selectFrom('reports')
    .select(['id', 'target_type', 'target_id', 'group_id', 'status'])
    .where('id', '=', id)
    .executeTakeFirst();
}
export type ReportRow = NonNullable<Awaited<ReturnType<typeof findReport>>>;

/** Every report on one target, oldest first, with its reporter's name. */
export function reportsOnTarget(db: Db, type: ReportTargetType, targetId: number) {
  return db
    .selectFrom('reports as r')
    .leftJoin('users as u', 'u.id', 'r.reporter_id')
    .select([
      'r.id',
      'r.reason',
      'r.note',
      'r.status',
      'r.created_at',
      'r.reporter_id',
      'u.first_name',
      'u.last_name',
    ])
    .where('r.target_type', '=', type)
    .where('r.target_id', '=', targetId)
    .orderBy('r.id')
    .execute();
}

/**
 * Earlier reports about an author's other content, grouped by target, newest first. Reports on her
 * anonymous posts and replies are left out: they would tie her name to them.
 */
export function authorHistory(
  db: Db,
  scope: Scope,
  authorId: number,
  exclude: { type: ReportTargetType; id: number },
) {
  let query = db
    .selectFrom('reports as r')
    .where('r.target_user_id', '=', authorId)
    .where((eb) =>
      eb.not(eb.and([eb('r.target_type', '=', exclude.type), eb('r.target_id', '=', exclude.id)])),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('group_posts as p')
            .select('p.id')
            .whereRef('p.id', '=', 'r.target_id')
            .where('r.target_type', '=', 'post')
            .where('p.anonymous', '=', true),
        ),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('group_post_replies as x')
            .select('x.id')
            .whereRef('x.id', '=', 'r.target_id')
            .where('r.target_type', '=', 'reply')
            .where('x.anonymous', '=', true),
        ),
      ),
    );
  if (!scope.all) {
    if (scope.groupIds.length === 0) return Promise.resolve([]);
    query = query
      .where('r.target_type', 'in', GROUP_CONTENT)
      .where('r.group_id', 'in', scope.groupIds);
  }
  return query
    .select([
      'r.target_type',
      'r.target_id',
      sql<string[]>`array_agg(r.reason order by r.id)`.as('reasons'),
      // An open report on a target outranks its resolved ones; among those, the latest counts.
      sql<ReportStatus>`(array_agg(r.status order by (r.status = 'open') desc, r.updated_at desc))[1]`.as(
        'status',
      ),
      sql<ModerationAction | null>`(array_agg(r.resolution order by r.updated_at desc) filter (where r.resolution is not null))[1]`.as(
        'resolution',
      ),
      sql<Date>`min(r.created_at)`.as('first_reported_at'),
      sql<Date | null>`max(r.updated_at) filter (where r.status <> 'open')`.as('resolved_at'),
    ])
    .groupBy(['r.target_type', 'r.target_id'])
    .orderBy(sql`max(r.created_at)`, 'desc')
    .limit(20)
    .execute();
}

/** Locks a report for its resolution: a second moderator waits here, then finds it closed. */
export function lockReportStatus(db: Db, id: number) {
  return db
    .selectFrom('reports')
    .select('status')
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** Closes every open report on the target; answers how many. */
export async function closeOpenReports(
  db: Db,
  target: { type: ReportTargetType; id: number },
  resolution: { status: ReportStatus; action: ModerationAction; note: string; by: number },
): Promise<number> {
  const rows = await db
    .updateTable('reports')
    .set({
      status: resolution.status,
      resolution: resolution.action,
      resolution_note: resolution.note,
      resolved_by: resolution.by,
      updated_at: sql`now()`,
    })
    .where('target_type', '=', target.type)
    .where('target_id', '=', target.id)
    .where('status', '=', 'open')
    .returning('id')
    .execute();
  return rows.length;
}

const CONTENT_TABLES = {
  post: 'group_posts',
  reply: 'group_post_replies',
  comment: 'story_comments',
  message: 'messages',
} as const;
export type ContentType = keyof typeof CONTENT_TABLES;

/** Hidden by a moderator (an auto-hidden one becomes hers: hidden_by set, hidden_at kept). */
export async function hideContent(db: Db, type: ContentType, id: number, by: number) {
  await db
    .updateTable(CONTENT_TABLES[type])
    .set({ hidden_at: sql`coalesce(hidden_at, now())`, hidden_by: by })
    .where('id', '=', id)
    .execute();
}

/** Shows again what the reports alone hid (hidden_by null); a moderator's hiding stays. */
export async function unhideAutoHidden(db: Db, type: ContentType, id: number) {
  await db
    .updateTable(CONTENT_TABLES[type])
    .set({ hidden_at: null })
    .where('id', '=', id)
    .where('hidden_by', 'is', null)
    .execute();
}

/** Kept on record like an author's delete: deleted_at and deleted_by, the first delete's. */
export async function softDeleteContent(db: Db, type: ContentType, id: number, by: number) {
  await db
    .updateTable(CONTENT_TABLES[type])
    .set({
      deleted_at: sql`coalesce(deleted_at, now())`,
      deleted_by: sql`coalesce(deleted_by, ${by})`,
    })
    .where('id', '=', id)
    .execute();
}

/** Her live posts in the group since `since` (what a ban may sweep away). */
export async function recentPostIds(
  db: Db,
  args: { groupId: number; userId: number; since: Date },
): Promise<number[]> {
  const rows = await db
    .selectFrom('group_posts')
    .select('id')
    .where('group_id', '=', args.groupId)
    .where('user_id', '=', args.userId)
    .where('created_at', '>=', args.since)
    .where('deleted_at', 'is', null)
    .execute();
  return rows.map((r) => r.id);
}

export async function archiveStory(db: Db, id: number) {
  await db
    .updateTable('stories')
    .set({ status: 'archived', updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

export function findUserRole(db: Db, id: number) {
  return db.selectFrom('users').select(['id', 'role']).where('id', '=', id).executeTakeFirst();
}

export function groupRoleOf(db: Db, groupId: number, userId: number) {
  return db
    .selectFrom('group_members')
    .select('role')
    .where('group_id', '=', groupId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Suspends until `days` from now; a longer suspension already running is kept. */
export async function suspendUser(db: Db, id: number, days: number): Promise<Date> {
  const row = await db
    .updateTable('users')
    .set({
      suspended_until: sql`greatest(coalesce(suspended_until, now()), now() + make_interval(days => ${days}))`,
      updated_at: sql`now()`,
    })
    .where('id', '=', id)
    .returning('suspended_until')
    .executeTakeFirstOrThrow();
  return row.suspended_until as Date;
}

/** The real author of an anonymous post or reply, for the unmask path only. */
export function findPostAuthor(db: Db, id: number) {
  return db
    .selectFrom('group_posts as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select(['c.anonymous', 'u.id', 'u.first_name', 'u.last_name'])
    .where('c.id', '=', id)
    .executeTakeFirst();
}

export function findReplyAuthor(db: Db, id: number) {
  return db
    .selectFrom('group_post_replies as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select(['c.anonymous', 'u.id', 'u.first_name', 'u.last_name'])
    .where('c.id', '=', id)
    .executeTakeFirst();
}
