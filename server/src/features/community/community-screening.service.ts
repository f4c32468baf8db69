import type { Kysely } from 'kysely';
import type { ScreeningAnswers, ScreeningQuestion } from '@hercircle/shared';
import type { Database } from '../../db/schema.ts';
import type { AuthUser } from '../../auth/sessions.ts';
import { AppError } from '../../lib/app-error.ts';
import { assertManager, visibleGroup } from './community.access.ts';
import { lockGroup } from './community.queries.ts';
import * as q from './community-screening.queries.ts';

type Db = Kysely<Database>;
type Answer = { question_id: number | null; question: string; text: string };

/** A private group's screening questions: anyone who can see the group reads them before asking. */
export async function getQuestions(
  db: Db,
  viewer: AuthUser,
  input: { id: number },
): Promise<{ questions: ScreeningQuestion[] }> {
  await visibleGroup(db, viewer, input.id);
  return { questions: await q.listQuestions(db, input.id) };
}

export async function updateQuestions(
  db: Db,
  viewer: AuthUser,
  input: { id: number; questions: string[] },
): Promise<{ questions: ScreeningQuestion[] }> {
  const group = await visibleGroup(db, viewer, input.id);
  assertManager(viewer, group);
  await db.transaction().execute(async (trx) => {
    // Under the group's lock, as a request's answers are checked against the questions.
    await lockGroup(trx, input.id);
    await q.replaceQuestions(trx, input.id, input.questions);
  });
  return { questions: await q.listQuestions(db, input.id) };
}

/**
 * Keeps her answers with her request, inside the transaction that files it (under the group's
 * lock). Each must answer one of the group's current questions, once; a question she leaves out
 * stays unanswered.
 */
export async function saveAnswers(
  trx: Db,
  input: { groupId: number; requestId: number; answers: ScreeningAnswers },
): Promise<void> {
  if (input.answers.length === 0) return;
  const questions = await q.listQuestions(trx, input.groupId);
  const seen = new Set<number>();
  const rows = input.answers.map((answer, i) => {
    const position = questions.findIndex((question) => question.id === answer.question_id);
    if (position < 0 || seen.has(answer.question_id))
      throw new AppError(
        'VALIDATION_ERROR',
        'The group’s questions have changed: reload the page and answer them again',
        {
          issues: [
            { path: ['answers', i, 'question_id'], message: 'Not one of the group’s questions' },
          ],
        },
      );
    seen.add(answer.question_id);
    return {
      request_id: input.requestId,
      question_id: answer.question_id,
      question: questions[position]!.text,
      position,
      text: answer.text,
    };
  });
  await q.insertAnswers(trx, rows);
}

/** The answers of the listed requests, by request id (for the group's admins' queue only). */
export async function answersByRequest(
  db: Db,
  requestIds: number[],
): Promise<Map<number, Answer[]>> {
  const byRequest = new Map<number, Answer[]>();
  if (requestIds.length === 0) return byRequest;
  for (const row of await q.answersOfRequests(db, requestIds)) {
    const list = byRequest.get(row.request_id) ?? [];
    list.push({ question_id: row.question_id, question: row.question, text: row.text });
    byRequest.set(row.request_id, list);
  }
  return byRequest;
}
