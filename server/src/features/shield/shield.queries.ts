import { sql, type Expression, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { SHIELD_LIMITS, type ReplyPolicy } from '@hercircle/shared';
import type { Database } from '../../db/schema.ts';
import { isLive, type Reader } from '../../lib/visibility.queries.ts';

type Db = Kysely<Database>;

/** The kinds her notification filters may move under Filtered: what a stranger can start. */
export const FILTERABLE_KINDS = ['mention', 'reply', 'message_request'] as const;

export function findFilterSettings(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['filter_new_accounts', 'filter_strangers'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

export function updateFilterSettings(
  db: Db,
  userId: number,
  settings: { filter_new_accounts: boolean; filter_strangers: boolean },
) {
  return db.updateTable('users').set(settings).where('id', '=', userId).execute();
}

/** Her muted words, oldest first; with `now`, only those in force then. */
export function listMutedWords(db: Db, userId: number, now?: Date) {
  let query = db
    .selectFrom('muted_words')
    .select(['text', 'expires_at'])
    .where('user_id', '=', userId);
  if (now)
    query = query.where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]));
  return query.orderBy('id').execute();
}

/** Replaces her muted words with these (already checked and without repeats). */
export async function replaceMutedWords(
  db: Db,
  userId: number,
  words: { text: string; expires_at: Date | null }[],
) {
  await db.deleteFrom('muted_words').where('user_id', '=', userId).execute();
  if (words.length === 0) return;
  await db
    .insertInto('muted_words')
    .values(words.map((w) => ({ user_id: userId, text: w.text, expires_at: w.expires_at })))
    .execute();
}

/**
 * Whether the actor of notification `n` (aliased) falls under the filters its recipient turned
 * on: an account younger than 7 days when it acted, or a member who shares no active group with
 * her now. Anonymous actors (no id is kept) are never filtered: a filter would tell her something
 * about who wrote it.
 */
export function filteredNotification(alias = 'n'): Expression<SqlBool> {
  const n = (column: string) => sql.ref(`${alias}.${column}`);
  return sql<SqlBool>`(${n('kind')} in (${sql.join(FILTERABLE_KINDS.map((k) => sql.lit(k)))})
    and ${n('actor_id')} is not null
    and exists (
      select 1 from users me join users actor on actor.id = ${n('actor_id')}
      where me.id = ${n('user_id')} and (
        (me.filter_new_accounts
          and actor.created_at > ${n('created_at')} - make_interval(days => ${sql.lit(SHIELD_LIMITS.newAccountDays)}))
        or (me.filter_strangers and not exists (
          select 1 from group_members mine
          join group_members theirs on theirs.group_id = mine.group_id
          join groups g on g.id = mine.group_id
          where mine.user_id = me.id and theirs.user_id = actor.id and g.status = 'active'))
      )))`;
}

/** Which of these senders the member's filters put under Filtered (her message requests). */
export async function filteredSenderIds(db: Db, userId: number, senderIds: number[]) {
  if (senderIds.length === 0) return [];
  const rows = await db
    .selectFrom('users as me')
    .innerJoin('users as actor', (join) => join.on('actor.id', 'in', senderIds))
    .select('actor.id')
    .where('me.id', '=', userId)
    .where((eb) =>
      eb.or([
        eb.and([
          eb('me.filter_new_accounts', '=', true),
          eb(
            'actor.created_at',
            '>',
            sql<Date>`now() - make_interval(days => ${sql.lit(SHIELD_LIMITS.newAccountDays)})`,
          ),
        ]),
        eb.and([
          eb('me.filter_strangers', '=', true),
          eb.not(
            eb.exists(
              eb
                .selectFrom('group_members as mine')
                .innerJoin('group_members as theirs', 'theirs.group_id', 'mine.group_id')
                .innerJoin('groups as g', 'g.id', 'mine.group_id')
                .select('mine.group_id')
                .whereRef('mine.user_id', '=', 'me.id')
                .whereRef('theirs.user_id', '=', 'actor.id')
                .where('g.status', '=', 'active'),
            ),
          ),
        ]),
      ]),
    )
    .execute();
  return rows.map((r) => r.id);
}

export async function setPostReplyPolicy(db: Db, postId: number, policy: ReplyPolicy) {
  const result = await db
    .updateTable('group_posts')
    .set({ reply_policy: policy })
    .where('id', '=', postId)
    .where(isLive('group_posts'))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export function findPostReplyPolicy(db: Db, postId: number) {
  return db
    .selectFrom('group_posts')
    .select('reply_policy')
    .where('id', '=', postId)
    .executeTakeFirst();
}

/** A live reply with its post. */
export function findReplyOfPost(db: Db, id: number) {
  return db
    .selectFrom('group_post_replies')
    .select(['id', 'post_id', 'user_id', 'anonymous', 'hidden_at'])
    .where('id', '=', id)
    .where(isLive('group_post_replies'))
    .executeTakeFirst();
}

/** Hides a live reply as its post's author, or shows it again; false when it is gone. */
export async function setReplyAuthorHidden(db: Db, id: number, hidden: boolean) {
  const result = await db
    .updateTable('group_post_replies')
    .set({ author_hidden_at: hidden ? sql<Date>`coalesce(author_hidden_at, now())` : null })
    .where('id', '=', id)
    .where(isLive('group_post_replies'))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * A reply's text as the reader receives it (`group_post_replies` in the query): empty when the
 * post's author hid it, unless the reader wrote the reply or the post, or moderates the group.
 */
export function replyContentFor(reader: Reader): RawBuilder<string> {
  if (reader.moderator) return sql<string>`group_post_replies.content`;
  return sql<string>`case when group_post_replies.author_hidden_at is null
      or group_post_replies.user_id = ${reader.id}
      or (select hp.user_id from group_posts hp where hp.id = group_post_replies.post_id) = ${reader.id}
    then group_post_replies.content else '' end`;
}

/**
 * The members who reacted to the post or named-replied to it (live replies), but not its author,
 * with whether she blocked each already; active accounts only, by name. Anonymous replies stay
 * anonymous: their authors are not listed.
 */
export function listEngaged(db: Db, post: { id: number; user_id: number }) {
  const repliers = db
    .selectFrom('group_post_replies')
    .select('user_id')
    .where('post_id', '=', post.id)
    .where('anonymous', '=', false)
    .where(isLive('group_post_replies'));
  const reactors = db
    .selectFrom('group_post_reactions')
    .select('user_id')
    .where('post_id', '=', post.id);
  return db
    .selectFrom('users')
    .select((eb) => [
      'users.id',
      'users.first_name',
      'users.last_name',
      'users.profile_picture_id',
      eb('users.id', 'in', reactors).as('reacted'),
      eb('users.id', 'in', repliers).as('replied'),
      eb
        .exists(
          eb
            .selectFrom('user_blocks')
            .select('blocker_id')
            .where('blocker_id', '=', post.user_id)
            .whereRef('blocked_id', '=', 'users.id'),
        )
        .as('blocked'),
    ])
    .where((eb) => eb.or([eb('users.id', 'in', reactors), eb('users.id', 'in', repliers)]))
    .where('users.id', '!=', post.user_id)
    .where('users.status', '=', 'active')
    .orderBy('users.first_name')
    .orderBy('users.last_name')
    .orderBy('users.id')
    .execute();
}
