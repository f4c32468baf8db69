import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { pageWithTotal } from '../../lib/page.queries.ts';

type Db = Kysely<Database>;

export interface ContactFilter {
  /** A LIKE pattern on the sender, subject or message, or '' for all. */
  search: string;
  status?: 'open' | 'handled';
  limit: number;
  offset: number;
}

const MESSAGE_COLUMNS = [
  'contact_messages.id',
  'contact_messages.name',
  'contact_messages.email',
  'contact_messages.subject',
  'contact_messages.message',
  'contact_messages.created_at',
  'contact_messages.handled_at',
  'handler.email as handled_by_email',
] as const;

function messagesWithHandler(db: Db) {
  return db
    .selectFrom('contact_messages')
    .leftJoin('users as handler', 'handler.id', 'contact_messages.handled_by');
}

/** Contact messages, newest first. */
export function listContactMessages(db: Db, filter: ContactFilter) {
  let query = messagesWithHandler(db);
  if (filter.search)
    query = query.where((eb) =>
      eb.or([
        eb('contact_messages.name', 'ilike', filter.search),
        eb('contact_messages.email', 'ilike', filter.search),
        eb('contact_messages.subject', 'ilike', filter.search),
        eb('contact_messages.message', 'ilike', filter.search),
      ]),
    );
  if (filter.status)
    query = query.where(
      'contact_messages.handled_at',
      filter.status === 'open' ? 'is' : 'is not',
      null,
    );
  return pageWithTotal(query, filter, (q) =>
    q.select(MESSAGE_COLUMNS).orderBy('contact_messages.id', 'desc'),
  );
}

export function findContactMessage(db: Db, id: number) {
  return messagesWithHandler(db)
    .select(MESSAGE_COLUMNS)
    .where('contact_messages.id', '=', id)
    .executeTakeFirst();
}
export type ContactMessageRow = NonNullable<Awaited<ReturnType<typeof findContactMessage>>>;

/** The replies to these messages, oldest first. */
export function listReplies(db: Db, messageIds: number[]) {
  if (messageIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('contact_message_replies')
    .select(['id', 'contact_message_id', 'body', 'author_email', 'created_at'])
    .where('contact_message_id', 'in', messageIds)
    .orderBy('id')
    .execute();
}

export function insertReply(
  db: Db,
  reply: { contact_message_id: number; author_id: number; author_email: string; body: string },
) {
  return db.insertInto('contact_message_replies').values(reply).execute();
}

/** Marks it handled by `by` (keeping an earlier mark), or open again; false when it is gone. */
export async function setHandled(db: Db, id: number, by: number | null): Promise<boolean> {
  const result = await db
    .updateTable('contact_messages')
    .set(
      by === null
        ? { handled_at: null, handled_by: null }
        : {
            handled_at: sql<Date>`coalesce(handled_at, now())`,
            handled_by: sql<number>`case when handled_at is null then ${by}::integer else handled_by end`,
          },
    )
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
