import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

const counted = (status: string) =>
  sql<number>`(select count(*)::int from newsletter_deliveries d
    where d.issue_id = newsletter_issues.id and d.status = ${status})`;

/** Issues, newest first, with their delivery counts. */
export function listIssues(db: Db, args: { id?: number; limit: number }) {
  let query = db
    .selectFrom('newsletter_issues')
    .select(['id', 'subject', 'body', 'status', 'created_at', 'queued_at', 'sent_at'])
    .select([
      sql<number>`(select count(*)::int from newsletter_deliveries d
        where d.issue_id = newsletter_issues.id and d.status <> 'skipped')`.as('recipients'),
      counted('sent').as('sent'),
      counted('failed').as('failed'),
    ])
    .orderBy('id', 'desc')
    .limit(args.limit);
  if (args.id !== undefined) query = query.where('id', '=', args.id);
  return query.execute();
}

export function insertIssue(db: Db, issue: { subject: string; body: string; created_by: number }) {
  return db.insertInto('newsletter_issues').values(issue).returning('id').executeTakeFirstOrThrow();
}

/**
 * Rewrites a draft, in one conditional statement: once a send has claimed the row (status is no
 * longer draft) this changes nothing, so an issue never goes out with a new subject and old body.
 */
export function updateDraft(db: Db, args: { id: number; subject: string; body: string }) {
  return db
    .updateTable('newsletter_issues')
    .set({ subject: args.subject, body: args.body })
    .where('id', '=', args.id)
    .where('status', '=', 'draft')
    .returning('id')
    .executeTakeFirst();
}

/** Deletes a draft (never a sending or sent issue); answers its subject when it was one. */
export function deleteDraft(db: Db, id: number) {
  return db
    .deleteFrom('newsletter_issues')
    .where('id', '=', id)
    .where('status', '=', 'draft')
    .returning('subject')
    .executeTakeFirst();
}

/**
 * Moves a draft to sending and queues one delivery per confirmed address, in one statement each
 * inside the caller's transaction. Answers false when the issue is not a draft (any more).
 */
export async function queueIssue(db: Db, args: { id: number; at: Date }): Promise<boolean> {
  const claimed = await db
    .updateTable('newsletter_issues')
    .set({ status: 'sending', queued_at: args.at })
    .where('id', '=', args.id)
    .where('status', '=', 'draft')
    .returning('id')
    .executeTakeFirst();
  if (!claimed) return false;
  await db
    .insertInto('newsletter_deliveries')
    .columns(['issue_id', 'email'])
    .expression((eb) =>
      eb
        .selectFrom('newsletter_subscribers')
        .select([sql.lit(args.id).as('issue_id'), 'email'])
        .where('status', '=', 'confirmed'),
    )
    .execute();
  return true;
}

export function issueExists(db: Db, id: number) {
  return db.selectFrom('newsletter_issues').select('id').where('id', '=', id).executeTakeFirst();
}

/** The next deliveries to send, oldest first, with whether the address still wants it. */
export function queuedDeliveries(db: Db, limit: number) {
  return db
    .selectFrom('newsletter_deliveries as d')
    .innerJoin('newsletter_issues as i', 'i.id', 'd.issue_id')
    .leftJoin('newsletter_subscribers as s', 's.email', 'd.email')
    .select(['d.id', 'd.email', 'i.id as issue_id', 'i.subject', 'i.body'])
    .select(sql<boolean>`coalesce(s.status = 'confirmed', false)`.as('subscribed'))
    .where('d.status', '=', 'queued')
    .orderBy('d.id')
    .limit(limit)
    .execute();
}

export function markDelivery(
  db: Db,
  args: { id: number; status: 'sent' | 'failed' | 'skipped'; at: Date },
) {
  return db
    .updateTable('newsletter_deliveries')
    .set({ status: args.status, sent_at: args.status === 'sent' ? args.at : null })
    .where('id', '=', args.id)
    .execute();
}

/** Issues whose deliveries are all done are sent. */
export function finishIssues(db: Db, at: Date) {
  return db
    .updateTable('newsletter_issues')
    .set({ status: 'sent', sent_at: at })
    .where('status', '=', 'sending')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('newsletter_deliveries as d')
            .select('d.id')
            .whereRef('d.issue_id', '=', 'newsletter_issues.id')
            .where('d.status', '=', 'queued'),
        ),
      ),
    )
    .execute();
}
