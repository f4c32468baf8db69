import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { decisionsQuery } from './decisions.queries.ts';

type Db = Kysely<Database>;

/** Her decision, locked for the appeal that may follow (one per decision). */
export function lockOwnDecision(db: Db, id: number, userId: number) {
  return db
    .selectFrom('moderation_decisions')
    .select(['id', 'created_at', 'reversed_at'])
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}

/** Inserts her appeal; undefined when the decision already has one (the unique key decides). */
export async function insertAppeal(db: Db, decisionId: number, text: string) {
  return db
    .insertInto('appeals')
    .values({ decision_id: decisionId, text })
    .onConflict((oc) => oc.column('decision_id').doNothing())
    .returning(['id', 'status', 'text', 'created_at', 'decided_at', 'outcome_reason'])
    .executeTakeFirst();
}

/** The appeals queue with each decision, who it is about and who took it. */
export function appealsQuery(db: Db) {
  return decisionsQuery(db)
    .innerJoin('users as u', 'u.id', 'd.user_id')
    .leftJoin('users as m', 'm.id', 'd.decided_by')
    .where('a.id', 'is not', null)
    .select([
      'u.first_name as user_first_name',
      'u.last_name as user_last_name',
      'm.first_name as decider_first_name',
      'm.last_name as decider_last_name',
    ]);
}
export type AppealRow = Awaited<ReturnType<ReturnType<typeof appealsQuery>['execute']>>[number];

export async function listAppeals(
  db: Db,
  args: { status?: 'pending' | 'upheld' | 'reversed'; limit: number; offset: number },
) {
  let rows = appealsQuery(db);
  let count = db.selectFrom('appeals').select((eb) => eb.fn.countAll<string>().as('n'));
  if (args.status) {
    rows = rows.where('a.status', '=', args.status);
    count = count.where('status', '=', args.status);
  }
  const [list, total] = await Promise.all([
    rows
      // Pending first, oldest first: the longest wait is decided first.
      .orderBy(sql`a.status = 'pending'`, 'desc')
      .orderBy('a.created_at', 'asc')
      .limit(args.limit)
      .offset(args.offset)
      .execute(),
    count.executeTakeFirstOrThrow(),
  ]);
  return { rows: list, total: Number(total.n) };
}

export function findAppeal(db: Db, id: number) {
  return appealsQuery(db).where('a.id', '=', id).executeTakeFirst();
}

/** Decides a pending appeal; undefined when it was decided meanwhile (the other admin won). */
export function decidePendingAppeal(
  db: Db,
  args: { id: number; outcome: 'upheld' | 'reversed'; reason: string; by: number },
) {
  return db
    .updateTable('appeals')
    .set({
      status: args.outcome,
      outcome_reason: args.reason,
      decided_by: args.by,
      decided_at: new Date(),
    })
    .where('id', '=', args.id)
    .where('status', '=', 'pending')
    .returning(['id', 'decision_id'])
    .executeTakeFirst();
}

export async function markDecisionReversed(db: Db, decisionId: number): Promise<void> {
  await db
    .updateTable('moderation_decisions')
    .set({ reversed_at: new Date() })
    .where('id', '=', decisionId)
    .execute();
}

// ---- Undoing a decision ----

const CONTENT_TABLES = {
  post: 'group_posts',
  reply: 'group_post_replies',
  message: 'messages',
} as const;
type ContentType = keyof typeof CONTENT_TABLES;
export const isContentType = (type: string): type is ContentType => type in CONTENT_TABLES;

export async function showContentAgain(db: Db, type: ContentType, id: number): Promise<void> {
  await db
    .updateTable(CONTENT_TABLES[type])
    .set({ hidden_at: null, hidden_by: null })
    .where('id', '=', id)
    .execute();
}

export async function restoreContent(db: Db, type: ContentType, id: number): Promise<void> {
  await db
    .updateTable(CONTENT_TABLES[type])
    .set({ deleted_at: null, deleted_by: null })
    .where('id', '=', id)
    .execute();
}

export async function liftGroupBan(db: Db, groupId: number, userId: number): Promise<void> {
  await db
    .deleteFrom('group_bans')
    .where('group_id', '=', groupId)
    .where('user_id', '=', userId)
    .execute();
}

export async function liftSuspension(db: Db, userId: number): Promise<void> {
  await db
    .updateTable('users')
    .set({ suspended_until: null, updated_at: new Date() })
    .where('id', '=', userId)
    .execute();
}

export async function liftPostingMute(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .updateTable('users')
    .set({ posting_muted_until: null, updated_at: new Date() })
    .where('id', '=', userId)
    .where('posting_muted_until', '>', new Date())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** A declined story goes back into the review queue. */
export async function storyBackToReview(db: Db, storyId: number): Promise<void> {
  await db
    .updateTable('stories')
    .set({ status: 'draft', updated_at: new Date() })
    .where('id', '=', storyId)
    .where('status', '=', 'declined')
    .execute();
}

/** A member taken out of a group comes back as a member (her old role is not restored). */
export async function rejoinGroup(db: Db, groupId: number, userId: number): Promise<void> {
  await db
    .insertInto('group_members')
    .values({ group_id: groupId, user_id: userId, joined_at: new Date() })
    .onConflict((oc) => oc.columns(['group_id', 'user_id']).doNothing())
    .execute();
}

/** A story taken down by a decision is published again. */
export async function publishStoryAgain(db: Db, storyId: number): Promise<void> {
  await db
    .updateTable('stories')
    .set({ status: 'published', updated_at: new Date() })
    .where('id', '=', storyId)
    .where('status', '=', 'archived')
    .execute();
}
