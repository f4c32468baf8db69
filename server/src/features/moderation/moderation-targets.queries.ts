import { sql, type Kysely } from 'kysely';
import type { ReportTargetType } from '@hercircle/shared';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

/** What a moderator needs to know about a reported target, whatever its type. */
export interface TargetRow {
  type: ReportTargetType;
  id: number;
  /** A story's title, a chat room's, a member's or a group's name. */
  title: string | null;
  content: string | null;
  group_id: number | null;
  group_name: string | null;
  author_id: number | null;
  author_first_name: string | null;
  author_last_name: string | null;
  anonymous: boolean;
  hidden_at: Date | null;
  hidden_by: number | null;
  deleted: boolean;
  created_at: Date | null;
  /** A chat message's room (for the live withdrawal). */
  conversation_id: number | null;
}

const nullText = sql<string | null>`null::text`;
const nullInt = sql<number | null>`null::int`;
const nullDate = sql<Date | null>`null::timestamptz`;
const no = sql<boolean>`false`;

function rowsOf(type: ReportTargetType, db: Db, ids: number[]) {
  switch (type) {
    case 'post':
    case 'reply': {
      const base =
        type === 'post'
          ? db
              .selectFrom('group_posts as c')
              .innerJoin('groups as g', 'g.id', 'c.group_id')
              .select('c.group_id')
          : db
              .selectFrom('group_post_replies as c')
              .innerJoin('group_posts as p', 'p.id', 'c.post_id')
              .innerJoin('groups as g', 'g.id', 'p.group_id')
              .select('p.group_id');
      return base
        .innerJoin('users as u', 'u.id', 'c.user_id')
        .select([
          'c.id',
          nullText.as('title'),
          'c.content',
          'g.name as group_name',
          'c.user_id as author_id',
          'u.first_name as author_first_name',
          'u.last_name as author_last_name',
          'c.anonymous',
          'c.hidden_at',
          'c.hidden_by',
          sql<boolean>`c.deleted_at is not null`.as('deleted'),
          'c.created_at',
          nullInt.as('conversation_id'),
        ])
        .where('c.id', 'in', ids)
        .execute();
    }
    case 'message':
      return db
        .selectFrom('messages as m')
        .innerJoin('conversations as c', 'c.id', 'm.conversation_id')
        .leftJoin('groups as g', 'g.id', 'c.group_id')
        .innerJoin('users as u', 'u.id', 'm.sender_id')
        .select([
          'm.id',
          'c.name as title',
          'm.content',
          'c.group_id',
          'g.name as group_name',
          'm.sender_id as author_id',
          'u.first_name as author_first_name',
          'u.last_name as author_last_name',
          no.as('anonymous'),
          'm.hidden_at',
          'm.hidden_by',
          sql<boolean>`m.deleted_at is not null`.as('deleted'),
          'm.created_at',
          'm.conversation_id',
        ])
        .where('m.id', 'in', ids)
        .execute();
    case 'story':
      // An archived story is off the site: the story's way of being hidden.
      return db
        .selectFrom('stories as s')
        .leftJoin('users as u', 'u.id', 's.author_id')
        .select([
          's.id',
          's.title',
          's.content',
          nullInt.as('group_id'),
          nullText.as('group_name'),
          's.author_id',
          sql<string>`coalesce(u.first_name, s.author_name)`.as('author_first_name'),
          sql<string>`coalesce(u.last_name, '')`.as('author_last_name'),
          no.as('anonymous'),
          sql<Date | null>`case when s.status = 'archived' then s.updated_at end`.as('hidden_at'),
          nullInt.as('hidden_by'),
          no.as('deleted'),
          's.created_at',
          nullInt.as('conversation_id'),
        ])
        .where('s.id', 'in', ids)
        .execute();
    case 'comment':
      return db
        .selectFrom('story_comments as c')
        .innerJoin('stories as s', 's.id', 'c.story_id')
        .innerJoin('users as u', 'u.id', 'c.user_id')
        .select([
          'c.id',
          's.title',
          'c.content',
          nullInt.as('group_id'),
          nullText.as('group_name'),
          'c.user_id as author_id',
          'u.first_name as author_first_name',
          'u.last_name as author_last_name',
          'c.anonymous',
          'c.hidden_at',
          'c.hidden_by',
          sql<boolean>`c.deleted_at is not null`.as('deleted'),
          'c.created_at',
          nullInt.as('conversation_id'),
        ])
        .where('c.id', 'in', ids)
        .execute();
    case 'user':
      return db
        .selectFrom('users as u')
        .select([
          'u.id',
          sql<string>`u.first_name || ' ' || u.last_name`.as('title'),
          'u.bio as content',
          nullInt.as('group_id'),
          nullText.as('group_name'),
          'u.id as author_id',
          'u.first_name as author_first_name',
          'u.last_name as author_last_name',
          no.as('anonymous'),
          nullDate.as('hidden_at'),
          nullInt.as('hidden_by'),
          no.as('deleted'),
          'u.created_at',
          nullInt.as('conversation_id'),
        ])
        .where('u.id', 'in', ids)
        .execute();
    case 'group':
      return db
        .selectFrom('groups as g')
        .select([
          'g.id',
          'g.name as title',
          'g.description as content',
          'g.id as group_id',
          'g.name as group_name',
          nullInt.as('author_id'),
          nullText.as('author_first_name'),
          nullText.as('author_last_name'),
          no.as('anonymous'),
          nullDate.as('hidden_at'),
          nullInt.as('hidden_by'),
          no.as('deleted'),
          'g.created_at',
          nullInt.as('conversation_id'),
        ])
        .where('g.id', 'in', ids)
        .execute();
  }
}

/** The targets of one type, by id; missing ones (purged) are simply absent. */
export async function findTargets(
  db: Db,
  type: ReportTargetType,
  ids: number[],
): Promise<TargetRow[]> {
  if (ids.length === 0) return [];
  const rows: Omit<TargetRow, 'type'>[] = await rowsOf(type, db, ids);
  return rows.map((r) => ({ ...r, type }));
}
