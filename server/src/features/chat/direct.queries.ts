import type { Kysely } from 'kysely';
import type { Database, DirectStatus } from '../../db/schema.ts';
import { hiddenAuthorIds, isLive, openMembership } from '../../lib/visibility.queries.ts';
import { conversationSummaries } from './chat.queries.ts';

type Db = Kysely<Database>;

/** A direct conversation's key: its two members, lower id first. */
export function pairOf(a: number, b: number): { low: number; high: number } {
  return a < b ? { low: a, high: b } : { low: b, high: a };
}

export function findRecipient(db: Db, id: number) {
  return db
    .selectFrom('users')
    .select(['id', 'dm_policy', 'deactivated_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * Whether the two members belong to one active group, neither of them quietly: an answer that
 * counted a quiet membership would tell the other member she is in it.
 */
export async function shareActiveGroup(db: Db, a: number, b: number): Promise<boolean> {
  const row = await db
    .selectFrom('group_members as mine')
    .innerJoin('group_members as theirs', 'theirs.group_id', 'mine.group_id')
    .innerJoin('groups', 'groups.id', 'mine.group_id')
    .select('mine.group_id')
    .where('mine.user_id', '=', a)
    .where('theirs.user_id', '=', b)
    .where(openMembership('mine'))
    .where(openMembership('theirs'))
    .where('groups.status', '=', 'active')
    .executeTakeFirst();
  return row !== undefined;
}

export async function findPair(db: Db, pair: { low: number; high: number }) {
  const row = await db
    .selectFrom('conversations')
    .select('id')
    .where('user_low_id', '=', pair.low)
    .where('user_high_id', '=', pair.high)
    .executeTakeFirst();
  return row?.id;
}

/**
 * Opens the pair's conversation; undefined when it exists already. A concurrent first message waits
 * on the unique pair key and then finds the other's row, so a pair never gets two.
 */
export async function insertPair(db: Db, pair: { low: number; high: number }) {
  const row = await db
    .insertInto('conversations')
    .values({
      kind: 'direct',
      name: 'Direct messages',
      user_low_id: pair.low,
      user_high_id: pair.high,
    })
    .onConflict((oc) => oc.columns(['user_low_id', 'user_high_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export function insertMembers(
  db: Db,
  conversationId: number,
  members: { user_id: number; status: DirectStatus }[],
) {
  return db
    .insertInto('conversation_members')
    .values(members.map((m) => ({ conversation_id: conversationId, ...m })))
    .onConflict((oc) => oc.columns(['conversation_id', 'user_id']).doNothing())
    .execute();
}

/** The two members of a direct conversation with their states and whether each is still active. */
export function findMembers(db: Db, conversationId: number) {
  return db
    .selectFrom('conversation_members')
    .innerJoin('users', 'users.id', 'conversation_members.user_id')
    .select(['conversation_members.user_id', 'conversation_members.status', 'users.deactivated_at'])
    .where('conversation_members.conversation_id', '=', conversationId)
    .execute();
}

/** Holds the conversation's row until the transaction ends: its sends and answers take turns. */
export function lockConversation(db: Db, conversationId: number) {
  return db
    .selectFrom('conversations')
    .select('id')
    .where('id', '=', conversationId)
    .forUpdate()
    .executeTakeFirst();
}

/** Moves one member's state; only from `from`. Whether it moved. */
export async function setStatus(
  db: Db,
  args: { conversationId: number; userId: number; from: DirectStatus[]; to: DirectStatus },
): Promise<boolean> {
  const result = await db
    .updateTable('conversation_members')
    .set({ status: args.to, updated_at: new Date() })
    .where('conversation_id', '=', args.conversationId)
    .where('user_id', '=', args.userId)
    .where('status', 'in', args.from)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function countMessagesBy(db: Db, conversationId: number, senderId: number) {
  const row = await db
    .selectFrom('messages')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('conversation_id', '=', conversationId)
    .where('sender_id', '=', senderId)
    .where(isLive('messages'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The other member of each of these direct conversations, with her state in it. */
export function listPartners(db: Db, conversationIds: number[], viewerId: number) {
  if (conversationIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('conversation_members')
    .innerJoin('users', 'users.id', 'conversation_members.user_id')
    .select([
      'conversation_members.conversation_id',
      'conversation_members.status',
      'users.id',
      'users.first_name',
      'users.last_name',
      'users.profile_picture_id',
    ])
    .where('conversation_members.conversation_id', 'in', conversationIds)
    .where('conversation_members.user_id', '!=', viewerId)
    .execute();
}

/** Requests waiting for her answer, newest first, never from a member hidden from her. */
export function listRequestsFor(db: Db, userId: number) {
  return conversationSummaries(db, userId)
    .innerJoin('conversation_members as mine', (join) =>
      join
        .onRef('mine.conversation_id', '=', 'conversations.id')
        .on('mine.user_id', '=', userId)
        .on('mine.status', '=', 'requested'),
    )
    .innerJoin('conversation_members as theirs', (join) =>
      join
        .onRef('theirs.conversation_id', '=', 'conversations.id')
        .on('theirs.user_id', '!=', userId),
    )
    .where('theirs.user_id', 'not in', hiddenAuthorIds(db, userId))
    .orderBy('conversations.id', 'desc')
    .execute();
}

export function findSummary(db: Db, userId: number, conversationId: number) {
  return conversationSummaries(db, userId)
    .where('conversations.id', '=', conversationId)
    .executeTakeFirst();
}
