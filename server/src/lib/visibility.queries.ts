import { expressionBuilder, sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { ContentNote } from '@hercircle/shared';
import type { Database } from '../db/schema.ts';

/**
 * Who may see a post, a reply or a message: the one owner of that rule (CODE_STYLE.md, "One owner
 * for each rule"). Lists, counts, search, notifications, live events and reports all filter with the
 * expressions below (each goes straight into a query's `.where(…)`), so a new list cannot forget
 * one of them. The rules, from api.md:
 * - deleted content is gone for everyone (it stays on record: reports, the author's export);
 * - hidden content (by moderators or enough reports) reaches only its author, marked hidden, and
 *   the moderators of its group (posts and replies; a room's moderators do not read hidden
 *   messages);
 * - a blocked pair (either way) and a member's mutes keep named content from her, never
 *   anonymous content (see authorNotHidden);
 * - a private group's discussion is its members' (site admins read every group);
 * - a scheduled post (publish_at set) reaches only its author and the moderators of its group
 *   until it is published (search results and report targets: nobody);
 * - a quiet membership is listed only to herself and the group's admins (listedMembership), and
 *   never tells anyone else that she is in the group (openMembership);
 * - lists leave out posts whose content note she set to 'hide', unless she wrote them.
 */

type Db = Kysely<Database>;
const eb = expressionBuilder<Database>();
const ref = <T>(alias: string, column: string) => sql.ref<T>(`${alias}.${column}`);

/** Who reads. */
export interface Reader {
  id: number;
  /** She moderates the content's group (its admins, site admins): hidden content reaches her too. */
  moderator: boolean;
  /**
   * False where an answer cannot mark content hidden (search results, report targets): there
   * hidden content reaches nobody, its author and moderators neither.
   */
  marksHidden?: boolean;
}

/**
 * The members whose content a viewer never sees: a blocked pair either way (api.md: "either member
 * blocked the other") and the members she muted. A subquery for `where(member, 'not in', …)`.
 */
export function hiddenAuthorIds(db: Db, viewerId: number) {
  return blockedPairIds(db, viewerId).union(
    db.selectFrom('user_mutes').select('muted_id as id').where('muter_id', '=', viewerId),
  );
}

/** The members a viewer blocked or who blocked her: they do not find each other (member lists). */
export function blockedPairIds(db: Db, viewerId: number) {
  return db
    .selectFrom('user_blocks')
    .select('blocked_id as id')
    .where('blocker_id', '=', viewerId)
    .union(
      db.selectFrom('user_blocks').select('blocker_id as id').where('blocked_id', '=', viewerId),
    );
}

/** Whether `memberId` is in the viewer's hidden set (hiddenAuthorIds). */
export async function isKeptFrom(db: Db, viewerId: number, memberId: number): Promise<boolean> {
  const row = await db
    .selectFrom(hiddenAuthorIds(db, viewerId).as('h'))
    .select('h.id')
    .where('h.id', '=', memberId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether either member blocked the other (they may not message or mention each other). */
export async function isBlockedPair(db: Db, a: number, b: number): Promise<boolean> {
  const row = await db
    .selectFrom('user_blocks')
    .select('blocker_id')
    .where((w) =>
      w.or([
        w.and([w('blocker_id', '=', a), w('blocked_id', '=', b)]),
        w.and([w('blocker_id', '=', b), w('blocked_id', '=', a)]),
      ]),
    )
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Not deleted (the row under `alias`). Writes use it too: a delete that committed first wins,
 * since PostgreSQL re-checks the condition after waiting for the row.
 */
export function isLive(alias: string): Expression<SqlBool> {
  return eb(ref<Date | null>(alias, 'deleted_at'), 'is', null);
}

/** Not hidden, or hidden but still for this reader (see Reader). */
function hiddenRule(alias: string, author: string, reader: Reader): Expression<SqlBool>[] {
  const shown = eb(ref<Date | null>(alias, 'hidden_at'), 'is', null);
  if (reader.marksHidden === false) return [shown];
  if (reader.moderator) return [];
  return [eb.or([shown, eb(ref<number>(alias, author), '=', reader.id)])];
}

/**
 * Anonymous posts and replies are never left out for who wrote them: if a mute or a block (either
 * way) hid one, a viewer could mute half a group at a time and watch the post stay or go until
 * its author is found (issue 30). So only named content is kept from her by its author. (Members
 * have no setting to hide anonymous content as such; one would filter on `anonymous` alone.)
 */
export function authorNotHidden(db: Db, viewerId: number, alias: string): Expression<SqlBool> {
  return sql<SqlBool>`(${ref(alias, 'anonymous')} or ${ref(alias, 'user_id')} not in (${hiddenAuthorIds(db, viewerId)}))`;
}

/** Whether a post or reply is kept from the viewer by its author (as authorNotHidden). */
export async function isHiddenFrom(
  db: Db,
  viewerId: number,
  item: { user_id: number; anonymous: boolean },
): Promise<boolean> {
  return !item.anonymous && (await isKeptFrom(db, viewerId, item.user_id));
}

function visibleDiscussion(db: Db, reader: Reader, alias: string): Expression<SqlBool> {
  return eb.and([
    isLive(alias),
    ...hiddenRule(alias, 'user_id', reader),
    authorNotHidden(db, reader.id, alias),
  ]);
}

/**
 * Posts (`group_posts` under `alias`) the reader may receive. Whether she may read their group is
 * the caller's (readableGroup, or the service's 403 on a private group).
 */
export function visiblePosts(db: Db, reader: Reader, alias = 'group_posts') {
  return eb.and([visibleDiscussion(db, reader, alias), ...scheduledRule(alias, reader)]);
}

/** Published, or scheduled but still for this reader: its author and moderators (as hiddenRule). */
function scheduledRule(alias: string, reader: Reader): Expression<SqlBool>[] {
  const published = eb(ref<Date | null>(alias, 'publish_at'), 'is', null);
  if (reader.marksHidden === false) return [published];
  if (reader.moderator) return [];
  return [eb.or([published, eb(ref<number>(alias, 'user_id'), '=', reader.id)])];
}

/**
 * Replies (`group_post_replies` under `alias`) the reader may receive, by the same rules as posts.
 * Their post must be hers to read as well: its visiblePosts where a query starts from replies.
 */
export function visibleReplies(db: Db, reader: Reader, alias = 'group_post_replies') {
  return visibleDiscussion(db, reader, alias);
}

/**
 * Comments on a story (`story_comments` under `alias`, issue 36): the rules of replies, for a
 * member. A visitor (null) reads the live ones nobody hid.
 */
export function visibleStoryComments(db: Db, reader: Reader | null, alias = 'story_comments') {
  if (reader === null)
    return eb.and([isLive(alias), eb(ref<Date | null>(alias, 'hidden_at'), 'is', null)]);
  return visibleDiscussion(db, reader, alias);
}

/**
 * Messages (`messages` under `alias`) a room's participant may read: hidden ones only her own
 * (room moderators do not read them; site admins see them through reports), none by a member kept
 * from her. Whether she takes part in the room is the caller's.
 */
export function visibleMessages(
  db: Db,
  reader: Pick<Reader, 'id' | 'marksHidden'>,
  alias = 'messages',
): Expression<SqlBool> {
  return eb.and([
    isLive(alias),
    ...hiddenRule(alias, 'sender_id', { ...reader, moderator: false }),
    eb(ref<number>(alias, 'sender_id'), 'not in', hiddenAuthorIds(db, reader.id)),
  ]);
}

/**
 * Groups (`groups` under `alias`) whose discussion the viewer may read: active, and public or
 * hers; a site admin reads every group.
 */
export function readableGroup(
  viewer: { id: number; siteAdmin?: boolean },
  alias = 'groups',
): Expression<SqlBool> {
  if (viewer.siteAdmin) return eb.lit(true);
  return eb.and([
    eb(ref<string>(alias, 'status'), '=', 'active'),
    eb.or([
      eb(ref<boolean>(alias, 'is_private'), '=', false),
      eb.exists(
        eb
          .selectFrom('group_members as reader')
          .select(sql`1`.as('one'))
          .where('reader.group_id', '=', ref<number>(alias, 'id'))
          .where('reader.user_id', '=', viewer.id),
      ),
    ]),
  ]);
}

/**
 * Quiet membership (issue 35): a member may keep her membership of a group out of sight. Memberships
 * (`group_members` under `alias`) a viewer may see listed by name (member lists): every open one,
 * her own, and for the group's admins and site admins, who run the group, the quiet ones too.
 */
export function listedMembership(
  viewer: { id: number; siteAdmin?: boolean },
  alias = 'group_members',
): Expression<SqlBool> {
  if (viewer.siteAdmin) return eb.lit(true);
  return eb.or([
    openMembership(alias),
    eb(ref<number>(alias, 'user_id'), '=', viewer.id),
    eb.exists(
      eb
        .selectFrom('group_members as lister')
        .select(sql`1`.as('one'))
        .where('lister.group_id', '=', ref<number>(alias, 'group_id'))
        .where('lister.user_id', '=', viewer.id)
        .where('lister.role', '=', 'admin'),
    ),
  ]);
}

/**
 * Memberships (`group_members` under `alias`) that may tell other members she belongs to the
 * group, where the answer reaches someone who does not run it: "groups in common", whether two
 * members share a group (profile details, direct messages), mentions (the text names her to every
 * reader) and their autocomplete. A quiet one never does, so no answer reveals it.
 */
export function openMembership(alias = 'group_members'): Expression<SqlBool> {
  return eb(ref<boolean>(alias, 'quiet'), '=', false);
}

/**
 * The notes a member set to 'hide'. Not correlated with the content, so PostgreSQL reads it once
 * per list instead of once per row with a note.
 */
function notesHiddenBy(db: Db, viewerId: number) {
  const filters = sql<{
    key: ContentNote;
    value: string;
  }>`jsonb_each_text(users.content_note_filters)`;
  return db
    .selectFrom('users')
    .innerJoin(filters.as('filter'), (join) => join.onTrue())
    .select('filter.key')
    .where('users.id', '=', viewerId)
    .where('filter.value', '=', 'hide');
}

/**
 * Leaves out content (posts, stories under `alias`) whose note the viewer set to 'hide', except
 * what she wrote (its `author` column; null where her own is left out too), so a list's total and
 * pages count only what she will see.
 */
export function noteNotHidden(
  db: Db,
  viewerId: number,
  alias: string,
  author: string | null = 'user_id',
): Expression<SqlBool> {
  const note = ref<ContentNote | null>(alias, 'content_note');
  return eb.or([
    eb(note, 'is', null),
    ...(author === null ? [] : [eb(ref<number>(alias, author), '=', viewerId)]),
    eb(note, 'not in', notesHiddenBy(db, viewerId)),
  ]);
}

/** Whether the viewer set this content note to 'hide' (one item: a live event's post). */
export async function hidesNote(db: Db, viewerId: number, note: string) {
  const row = await notesHiddenBy(db, viewerId)
    .where('filter.key', '=', note as ContentNote)
    .executeTakeFirst();
  return row !== undefined;
}
