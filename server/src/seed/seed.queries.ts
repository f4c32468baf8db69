import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { StorySection } from '@hercircle/shared';

/** The demo content's own SQL: existence checks that keep seeding idempotent, and back-dating. */

export async function findGroupIdByName(db: Kysely<Database>, name: string) {
  const row = await db
    .selectFrom('groups')
    .select('id')
    .where('name', '=', name)
    .executeTakeFirst();
  return row?.id;
}

/** Moves a new group and its first memberships back in time, so the demo has a history. */
export async function backdateGroup(db: Kysely<Database>, groupId: number, at: Date) {
  await db.updateTable('groups').set({ created_at: at }).where('id', '=', groupId).execute();
  await db
    .updateTable('group_members')
    .set({ joined_at: at })
    .where('group_id', '=', groupId)
    .execute();
}

/** A member of a private group without the request and approval a real member goes through. */
export async function insertPrivateGroupMember(
  db: Kysely<Database>,
  groupId: number,
  userId: number,
) {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('group_members')
      .values({ group_id: groupId, user_id: userId, role: 'member' })
      .execute();
    await trx
      .updateTable('groups')
      .set((eb) => ({ member_count: eb('member_count', '+', 1) }))
      .where('id', '=', groupId)
      .execute();
  });
}

export async function hasMessagesIn(db: Kysely<Database>, conversationId: number) {
  const row = await db
    .selectFrom('messages')
    .select('id')
    .where('conversation_id', '=', conversationId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertMessage(
  db: Kysely<Database>,
  message: { conversation_id: number; sender_id: number; content: string },
) {
  await db.insertInto('messages').values(message).execute();
}

export async function findStoryIdByTitle(db: Kysely<Database>, title: string) {
  const row = await db
    .selectFrom('stories')
    .select('id')
    .where('title', '=', title)
    .executeTakeFirst();
  return row?.id;
}

/** Only a story still without a section, written by the team: never a member's. */
export async function moveDemoStoryToSection(
  db: Kysely<Database>,
  id: number,
  section: StorySection,
) {
  await db
    .updateTable('stories')
    .set({ section })
    .where('id', '=', id)
    .where('section', 'is', null)
    .where('is_member_submission', '=', false)
    .execute();
}

export async function findUserName(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('users')
    .select(['first_name', 'last_name'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function setDemoUserDetails(
  db: Kysely<Database>,
  id: number,
  details: { occupation?: string; location?: string; created_at: Date },
) {
  await db.updateTable('users').set(details).where('id', '=', id).execute();
}
