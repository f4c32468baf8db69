import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import {
  hiddenAuthorIds,
  visiblePosts,
  visibleReplies,
  type Reader,
} from '../../lib/visibility.queries.ts';
import type { NotificationKind } from './notifications.schema.ts';
import { filteredNotification } from '../shield/shield.queries.ts';

type Db = Kysely<Database>;

export interface NewNotification {
  user_id: number;
  kind: NotificationKind;
  actor_id: number | null;
  target_type: string;
  target_id: number;
  url: string;
}

export async function insertNotifications(db: Db, rows: NewNotification[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insertInto('notifications').values(rows).execute();
}

/**
 * One unread reaction notification per member and item: a new reactor joins the batch (counted,
 * and named as the latest) instead of adding a row. The partial unique index is the conflict
 * target, so concurrent reactions queue on it and each counts once.
 */
export async function upsertReactionNotification(db: Db, row: NewNotification): Promise<void> {
  await sql`insert into notifications (user_id, kind, actor_id, target_type, target_id, url)
    values (${row.user_id}, ${row.kind}, ${row.actor_id}, ${row.target_type}, ${row.target_id}, ${row.url})
    on conflict (user_id, target_type, target_id) where kind = 'reaction' and read_at is null
    do update set actor_id = excluded.actor_id, actor_count = notifications.actor_count + 1,
      created_at = now()`.execute(db);
}

/**
 * What a member may see of her notifications: none from a member she blocked, who blocked her or
 * whom she muted, and none about a post or reply she may no longer see (deleted, hidden, kept from
 * her by its author, or under such a post), as her lists show them: her own hidden post or reply
 * stays, marked hidden there.
 */
function visible(db: Db, userId: number, unread: boolean, filtered: boolean) {
  const reader: Reader = { id: userId, moderator: false };
  let query = db
    .selectFrom('notifications as n')
    .where('n.user_id', '=', userId)
    .where((eb) =>
      eb.or([
        eb('n.actor_id', 'is', null),
        eb('n.actor_id', 'not in', hiddenAuthorIds(db, userId)),
      ]),
    )
    .where((eb) =>
      eb.or([
        eb('n.target_type', '<>', 'reply'),
        eb.exists(
          eb
            .selectFrom('group_post_replies as r')
            .innerJoin('group_posts as p', 'p.id', 'r.post_id')
            .select('r.id')
            .whereRef('r.id', '=', 'n.target_id')
            .where(visibleReplies(db, reader, 'r'))
            .where(visiblePosts(db, reader, 'p')),
        ),
      ]),
    )
    .where((eb) =>
      eb.or([
        eb('n.target_type', '<>', 'post'),
        eb.exists(
          eb
            .selectFrom('group_posts as tp')
            .select('tp.id')
            .whereRef('tp.id', '=', 'n.target_id')
            .where(visiblePosts(db, reader, 'tp')),
        ),
      ]),
    );
  if (unread) query = query.where('n.read_at', 'is', null);
  // Her notification filters sort what she gets into the bell's list and Filtered, as she reads.
  return query.where((eb) => (filtered ? filteredNotification() : eb.not(filteredNotification())));
}

export function listNotifications(
  db: Db,
  userId: number,
  page: { unread: boolean; filtered: boolean; limit: number; offset: number },
) {
  return visible(db, userId, page.unread, page.filtered)
    .leftJoin('users as a', 'a.id', 'n.actor_id')
    .select([
      'n.id',
      'n.kind',
      'n.actor_id',
      'a.first_name',
      'a.last_name',
      'a.profile_picture_id',
      'n.target_type',
      'n.target_id',
      'n.actor_count',
      'n.url',
      'n.read_at',
      'n.created_at',
    ])
    .orderBy('n.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export type NotificationRow = Awaited<ReturnType<typeof listNotifications>>[number];

export async function countNotifications(
  db: Db,
  userId: number,
  unread: boolean,
  filtered = false,
) {
  const row = await visible(db, userId, unread, filtered)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Marks one of the member's notifications read; false when she has none with that id. */
export async function markRead(db: Db, userId: number, id: number): Promise<boolean> {
  const row = await db
    .updateTable('notifications')
    .set({ read_at: sql<Date>`coalesce(read_at, now())` })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function markAllRead(db: Db, userId: number): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ read_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .execute();
}

/** The admins of a group, who hear of its join requests. */
export async function groupAdminIds(db: Db, groupId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('group_members')
    .select('user_id')
    .where('group_id', '=', groupId)
    .where('role', '=', 'admin')
    .execute();
  return rows.map((r) => r.user_id);
}

export async function groupMemberIds(db: Db, groupId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('group_members')
    .select('user_id')
    .where('group_id', '=', groupId)
    .execute();
  return rows.map((r) => r.user_id);
}

/**
 * The reporters whose reports on a target this transaction just closed (now() is the
 * transaction's start, the same for every row it touched).
 */
export async function reportersJustResolved(
  db: Db,
  target: { type: string; id: number },
  resolvedBy: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('reports')
    .select('reporter_id')
    .distinct()
    .where('target_type', '=', target.type as never)
    .where('target_id', '=', target.id)
    .where('resolved_by', '=', resolvedBy)
    .where('updated_at', '=', sql<Date>`now()`)
    .where('reporter_id', 'is not', null)
    .execute();
  return rows.map((r) => r.reporter_id as number);
}
