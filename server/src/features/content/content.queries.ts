import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export const STORY_COLUMNS = [
  'id',
  'title',
  'content',
  'author_id',
  'author_name',
  'status',
  'is_member_submission',
  'created_at',
  'updated_at',
  'published_at',
] as const;

export type StoryRow = NonNullable<Awaited<ReturnType<typeof findStory>>>;

export function findStory(db: Kysely<Database>, id: number) {
  return db.selectFrom('stories').select(STORY_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export async function listPublishedStories(db: Kysely<Database>, limit: number, offset: number) {
  const query = db.selectFrom('stories').where('status', '=', 'published');
  const [rows, count] = await Promise.all([
    query
      .select(STORY_COLUMNS)
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.total };
}

export function insertStory(
  db: Kysely<Database>,
  story: {
    title: string;
    content: string;
    author_id: number | null;
    author_name: string;
    status: 'draft' | 'published' | 'archived';
    is_member_submission: boolean;
    published_at: Date | null;
    /** Now, unless given (demo content with a history). */
    created_at?: Date;
  },
) {
  return db.insertInto('stories').values(story).returning(STORY_COLUMNS).executeTakeFirstOrThrow();
}

export function subscribe(db: Kysely<Database>, email: string, userId: number | null) {
  return db
    .insertInto('newsletter_subscribers')
    .values({ email, user_id: userId })
    .onConflict((oc) => oc.column('email').doNothing())
    .execute();
}

export function insertContactMessage(
  db: Kysely<Database>,
  message: {
    name: string;
    email: string;
    subject: string;
    message: string;
    user_id: number | null;
  },
) {
  return db
    .insertInto('contact_messages')
    .values(message)
    .returning('id')
    .executeTakeFirstOrThrow();
}

export function insertDeletionRequest(
  db: Kysely<Database>,
  request: {
    user_id: number;
    email: string;
    reason: string | null;
    feedback: string | null;
    export_data: boolean;
    purge_after: Date;
  },
) {
  return db
    .insertInto('account_deletion_requests')
    .values(request)
    .returning(['id', 'purge_after'])
    .executeTakeFirstOrThrow();
}

export function deactivateUser(db: Kysely<Database>, userId: number) {
  return db
    .updateTable('users')
    .set({ status: 'inactive', deactivated_at: new Date(), updated_at: new Date() })
    .where('id', '=', userId)
    .execute();
}

export function adminEmails(db: Kysely<Database>) {
  return db
    .selectFrom('users')
    .select('email')
    .where('role', '=', 'admin')
    .where('status', '=', 'active')
    .where('email_notifications', '=', true)
    .execute();
}

export function dueDeletionRequests(db: Kysely<Database>, now: Date) {
  return db
    .selectFrom('account_deletion_requests')
    .select(['id', 'user_id', 'email'])
    .where('purged_at', 'is', null)
    .where('purge_after', '<=', now)
    .execute();
}

/**
 * Mail to a member or naming them (admin notices about them), sent or not: by the address on the
 * account and the one on the deletion request, in case they differ.
 */
export async function deleteOutboxEmailsOfUser(
  db: Kysely<Database>,
  userId: number,
  requestEmail: string,
) {
  const user = await db
    .selectFrom('users')
    .select('email')
    .where('id', '=', userId)
    .executeTakeFirst();
  const emails = [...new Set([requestEmail, user?.email ?? requestEmail])];
  await db
    .deleteFrom('outbox_emails')
    .where((eb) =>
      eb.or(
        emails.flatMap((email) => [
          eb('to_address', '=', email),
          eb(sql<number>`strpos(body_text, ${email})`, '>', 0),
        ]),
      ),
    )
    .execute();
}
