import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { containsPattern } from '../../lib/like.ts';
import { hiddenAuthorIds, isLive, visibleMessages } from '../../lib/visibility.queries.ts';
import { precompiled } from '../../db/precompiled.ts';

const MESSAGE_COLUMNS = [
  'messages.id',
  'messages.conversation_id',
  'messages.sender_id',
  'messages.content',
  'messages.message_type',
  'messages.created_at',
  'messages.edited_at',
  'messages.hidden_at',
  'users.first_name',
  'users.last_name',
  'users.profile_picture_id',
] as const;

function messagesWithSender(db: Kysely<Database>) {
  return db
    .selectFrom('messages')
    .innerJoin('users', 'users.id', 'messages.sender_id')
    .select(MESSAGE_COLUMNS)
    .where(isLive('messages'));
}

export type MessageRow = Awaited<ReturnType<typeof findMessage>> & object;

/** The members whose messages a viewer never sees, for a live stream to hold in memory. */
export async function listHiddenAuthors(db: Kysely<Database>, viewerId: number) {
  const rows = await hiddenAuthorIds(db, viewerId).execute();
  return rows.map((r) => r.id);
}

export function findMessage(db: Kysely<Database>, id: number) {
  return messagesWithSender(db).where('messages.id', '=', id).executeTakeFirst();
}

/** Messages with their senders, in no particular order; deleted ones are left out. */
export function findMessages(db: Kysely<Database>, ids: number[]) {
  return messagesWithSender(db).where('messages.id', 'in', ids).execute();
}

/** The message with its sender, whether or not it was deleted (for edit/delete checks). */
export function findMessageForChange(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('messages')
    .select(['id', 'conversation_id', 'sender_id', 'deleted_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

// Each history page and message runs the two below: built once (db/precompiled.ts).
const conversationById = precompiled((db, p: { id: number }) =>
  db
    .selectFrom('conversations')
    .leftJoin('groups', 'groups.id', 'conversations.group_id')
    .select([
      'conversations.id',
      'conversations.kind',
      'conversations.group_id',
      'conversations.name',
      'conversations.created_at',
      'groups.status as group_status',
    ])
    .where('conversations.id', '=', p.id),
);

export function findConversation(db: Kysely<Database>, id: number) {
  return conversationById.takeFirst(db, { id });
}

const groupMembership = precompiled((db, p: { groupId: number; userId: number }) =>
  db
    .selectFrom('group_members')
    .select('user_id')
    .where('group_id', '=', p.groupId)
    .where('user_id', '=', p.userId),
);

export async function isGroupMember(
  db: Kysely<Database>,
  groupId: number,
  userId: number,
): Promise<boolean> {
  return (await groupMembership.takeFirst(db, { groupId, userId })) !== undefined;
}

const messagePage = precompiled(
  (
    db,
    p: { conversationId: number; viewerId: number; before: number; limit: number },
    shape: { before: boolean },
  ) => {
    let query = messagesWithSender(db)
      .where('messages.conversation_id', '=', p.conversationId)
      .where(visibleMessages(db, { id: p.viewerId }));
    if (shape.before) query = query.where('messages.id', '<', p.before);
    return query.orderBy('messages.id', 'desc').limit(p.limit);
  },
);

/** A page of messages, newest page first from the database, returned oldest first. */
export async function listMessages(
  db: Kysely<Database>,
  conversationId: number,
  args: { viewerId: number; before?: number; limit: number },
) {
  const rows = await messagePage.execute(
    db,
    { conversationId, viewerId: args.viewerId, before: args.before ?? 0, limit: args.limit },
    { before: Boolean(args.before) },
  );
  return rows.reverse();
}

export function searchMessages(
  db: Kysely<Database>,
  conversationId: number,
  args: { viewerId: number; q: string; limit: number },
) {
  const { q, limit } = args;
  const pattern = containsPattern(q);
  return messagesWithSender(db)
    .where('messages.conversation_id', '=', conversationId)
    .where(visibleMessages(db, { id: args.viewerId }))
    .where('messages.content', 'ilike', pattern)
    .orderBy('messages.id', 'desc')
    .limit(limit)
    .execute();
}

export function insertMessage(
  db: Kysely<Database>,
  message: { conversation_id: number; sender_id: number; content: string; message_type: 'text' },
) {
  return db.insertInto('messages').values(message).returning('id').executeTakeFirstOrThrow();
}

export function updateMessageContent(db: Kysely<Database>, id: number, content: string) {
  return db
    .updateTable('messages')
    .set({ content, edited_at: new Date() })
    .where('id', '=', id)
    .where(isLive('messages'))
    .execute();
}

/** A moderator's (or the reports') hide: gone for everyone but its sender, kept on record. Whether it was shown. */
export async function hideMessage(db: Kysely<Database>, id: number, hiddenBy: number | null) {
  const result = await db
    .updateTable('messages')
    .set({ hidden_at: new Date(), hidden_by: hiddenBy })
    .where('id', '=', id)
    .where('hidden_at', 'is', null)
    .where(isLive('messages'))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export function softDeleteMessage(db: Kysely<Database>, id: number, deletedBy: number) {
  return db
    .updateTable('messages')
    .set({ deleted_at: new Date(), deleted_by: deletedBy })
    .where('id', '=', id)
    .where(isLive('messages'))
    .execute();
}

/** Conversations with what a member sees of them: the newest message and her unread count. */
export function conversationSummaries(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('conversations')
    .leftJoin('groups', 'groups.id', 'conversations.group_id')
    .leftJoin('conversation_reads as reads', (join) =>
      join.onRef('reads.conversation_id', '=', 'conversations.id').on('reads.user_id', '=', userId),
    )
    .select((eb) => [
      'conversations.id',
      'conversations.kind',
      'conversations.group_id',
      'conversations.name',
      'conversations.created_at',
      eb
        .selectFrom('messages')
        .select((m) => m.fn.max('messages.id').as('id'))
        .whereRef('messages.conversation_id', '=', 'conversations.id')
        .where(visibleMessages(db, { id: userId }))
        .as('last_message_id'),
      eb
        .selectFrom('messages')
        .select((m) => m.fn.countAll<number>().as('n'))
        .whereRef('messages.conversation_id', '=', 'conversations.id')
        .where(visibleMessages(db, { id: userId }))
        .where('messages.sender_id', '!=', userId)
        .where('messages.id', '>', sql<number>`coalesce(reads.last_read_message_id, 0)`)
        .as('unread_count'),
    ]);
}

/**
 * Conversations a member takes part in: the community room, the rooms of their active groups and
 * the direct conversations she accepted (her own requests included: she starts them accepted).
 */
export function listConversationsFor(db: Kysely<Database>, userId: number) {
  return conversationSummaries(db, userId)
    .where((eb) =>
      eb.or([
        eb('conversations.kind', '=', 'community'),
        eb.exists(
          eb
            .selectFrom('conversation_members')
            .select('conversation_members.user_id')
            .whereRef('conversation_members.conversation_id', '=', 'conversations.id')
            .where('conversation_members.user_id', '=', userId)
            .where('conversation_members.status', '=', 'accepted'),
        ),
        eb.and([
          eb('groups.status', '=', 'active'),
          eb.exists(
            eb
              .selectFrom('group_members')
              .select('group_members.user_id')
              .whereRef('group_members.group_id', '=', 'conversations.group_id')
              .where('group_members.user_id', '=', userId),
          ),
        ]),
      ]),
    )
    .orderBy('conversations.id')
    .execute();
}

export function findMessagesByIds(db: Kysely<Database>, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return messagesWithSender(db).where('messages.id', 'in', ids).execute();
}

export async function countUnread(
  db: Kysely<Database>,
  conversationId: number,
  userId: number,
): Promise<number> {
  const row = await db
    .selectFrom('messages')
    .leftJoin('conversation_reads as reads', (join) =>
      join
        .onRef('reads.conversation_id', '=', 'messages.conversation_id')
        .on('reads.user_id', '=', userId),
    )
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('messages.conversation_id', '=', conversationId)
    .where(visibleMessages(db, { id: userId }))
    .where('messages.sender_id', '!=', userId)
    .where('messages.id', '>', sql<number>`coalesce(reads.last_read_message_id, 0)`)
    .executeTakeFirstOrThrow();
  return row.n;
}

/** Moves the read marker to the newest message (never backwards). */
export function markRead(db: Kysely<Database>, conversationId: number, userId: number) {
  return sql`
    insert into conversation_reads (conversation_id, user_id, last_read_message_id, updated_at)
    values (${conversationId}, ${userId}, coalesce((select max(id) from messages where conversation_id = ${conversationId}), 0), now())
    on conflict (conversation_id, user_id) do update
      set last_read_message_id = greatest(conversation_reads.last_read_message_id, excluded.last_read_message_id),
          updated_at = now()`.execute(db);
}

export function insertGroupConversation(db: Kysely<Database>, groupId: number, name: string) {
  return db
    .insertInto('conversations')
    .values({ kind: 'group', group_id: groupId, name })
    .onConflict((oc) => oc.column('group_id').doNothing())
    .execute();
}

export function renameGroupConversation(db: Kysely<Database>, groupId: number, name: string) {
  return db.updateTable('conversations').set({ name }).where('group_id', '=', groupId).execute();
}
