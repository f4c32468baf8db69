import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

export function listQuestions(db: Db, groupId: number) {
  return db
    .selectFrom('group_questions')
    .select(['id', 'text'])
    .where('group_id', '=', groupId)
    .orderBy('position')
    .execute();
}

/** Replaces the group's questions with these, in order (answers keep the text they were given to). */
export async function replaceQuestions(db: Db, groupId: number, texts: string[]): Promise<void> {
  await db.deleteFrom('group_questions').where('group_id', '=', groupId).execute();
  if (texts.length === 0) return;
  await db
    .insertInto('group_questions')
    .values(texts.map((text, position) => ({ group_id: groupId, position, text })))
    .execute();
}

export async function insertAnswers(
  db: Db,
  rows: {
    request_id: number;
    question_id: number;
    question: string;
    position: number;
    text: string;
  }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.insertInto('group_join_request_answers').values(rows).execute();
}

/** The answers of these requests, in the order the questions were asked. */
export function answersOfRequests(db: Db, requestIds: number[]) {
  return db
    .selectFrom('group_join_request_answers')
    .select(['request_id', 'question_id', 'question', 'text'])
    .where('request_id', 'in', requestIds)
    .orderBy('request_id')
    .orderBy('position')
    .execute();
}
