import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

/** A poll as a correlated scalar holds it, before mapping (community.mapping.ts, toPoll). */
export interface PollCell {
  question: string;
  multiple: boolean;
  closes_at: string | null;
  closed: boolean;
  options: { id: number; text: string; votes: number }[];
  total_votes: number;
  my_votes: number[] | null;
}

/**
 * A correlated scalar: the poll of the post at `postRef` with its counts and the viewer's own
 * choices, null when the post has none. Counts only: no voter leaves this query.
 */
export function pollOf(postRef: RawBuilder<number>, viewerId: number) {
  return sql<PollCell | null>`(
    select jsonb_build_object(
      'question', pl.question,
      'multiple', pl.multiple,
      'closes_at', pl.closes_at,
      'closed', coalesce(pl.closes_at <= now(), false),
      'options', (
        select jsonb_agg(jsonb_build_object(
          'id', o.id,
          'text', o.text,
          'votes', (
            select count(*) from group_poll_ballots b
            where b.post_id = o.post_id and o.id = any(b.option_ids)
          )
        ) order by o.position)
        from group_poll_options o where o.post_id = pl.post_id
      ),
      'total_votes', (select count(*) from group_poll_ballots b where b.post_id = pl.post_id),
      'my_votes', (
        select to_jsonb(b.option_ids) from group_poll_ballots b
        where b.post_id = pl.post_id and b.user_id = ${viewerId}
      )
    )
    from group_polls pl where pl.post_id = ${postRef}
  )`;
}

export async function insertPoll(
  db: Db,
  poll: { postId: number; question: string; multiple: boolean; closesAt: Date | null },
  options: string[],
): Promise<void> {
  await db
    .insertInto('group_polls')
    .values({
      post_id: poll.postId,
      question: poll.question,
      multiple: poll.multiple,
      closes_at: poll.closesAt,
    })
    .execute();
  await db
    .insertInto('group_poll_options')
    .values(options.map((text, position) => ({ post_id: poll.postId, position, text })))
    .execute();
}

/** What a vote is checked against: the poll of a post and its option ids. */
export async function findPollForVote(db: Db, postId: number) {
  const poll = await db
    .selectFrom('group_polls')
    .select(['post_id', 'multiple', sql<boolean>`coalesce(closes_at <= now(), false)`.as('closed')])
    .where('post_id', '=', postId)
    .executeTakeFirst();
  if (!poll) return undefined;
  const options = await db
    .selectFrom('group_poll_options')
    .select('id')
    .where('post_id', '=', postId)
    .execute();
  return { ...poll, optionIds: new Set(options.map((o) => o.id)) };
}

/**
 * Her vote, in one statement: the primary key (poll, member) keeps one ballot each, and a second
 * vote, concurrent or not, replaces the first rather than adding to it.
 */
export async function castBallot(
  db: Db,
  ballot: { postId: number; userId: number; optionIds: number[] },
): Promise<void> {
  await db
    .insertInto('group_poll_ballots')
    .values({
      post_id: ballot.postId,
      user_id: ballot.userId,
      option_ids: ballot.optionIds,
    })
    .onConflict((oc) =>
      oc.columns(['post_id', 'user_id']).doUpdateSet({
        option_ids: (eb) => eb.ref('excluded.option_ids'),
        voted_at: sql<Date>`now()`,
      }),
    )
    .execute();
}
