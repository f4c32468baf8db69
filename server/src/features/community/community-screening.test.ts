import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/db.ts';
import { auth, createHarness, signUp, type Harness, type TestUser } from '../../../test/harness.ts';

let h: Harness;
let leader: TestUser;
let insider: TestUser;

beforeAll(async () => {
  h = await createHarness(await createTestDatabase());
  [leader, insider] = await Promise.all([signUp(h), signUp(h)]);
}, 60_000);
afterAll(() => h.close());

function rest(method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object) {
  return h.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: token ? auth(token) : {},
    ...(payload ? { payload } : {}),
  });
}

/** A private group with two questions and a plain member (insider). */
async function screenedGroup() {
  const { group } = await (
    await h.caller(leader.token)
  ).community.create({ name: 'Screened circle', description: 'Asks first', is_private: true });
  const put = await rest('PUT', `/community/groups/${group.id}/questions`, leader.token, {
    questions: ['What brings you here?', 'Which city are you in?'],
  });
  expect(put.statusCode).toBe(200);
  await (await h.caller(insider.token)).community.join({ id: group.id });
  await (await h.caller(leader.token)).community.approve({ id: group.id, userId: insider.id });
  const questions = put.json().data.questions as { id: number; text: string }[];
  return { groupId: group.id, questions };
}

const storedAnswers = async (userId: number) =>
  h.db
    .selectFrom('group_join_request_answers as a')
    .innerJoin('group_join_requests as r', 'r.id', 'a.request_id')
    .select('a.text')
    .where('r.user_id', '=', userId)
    .execute();

describe('screening questions', () => {
  it('are read by anyone signed in, written by the group’s admins, at most five', async () => {
    const { groupId, questions } = await screenedGroup();
    expect(questions.map((q) => q.text)).toEqual([
      'What brings you here?',
      'Which city are you in?',
    ]);
    const outsider = await signUp(h);
    const read = await rest('GET', `/community/groups/${groupId}/questions`, outsider.token);
    expect(read.statusCode).toBe(200);
    expect(read.json().data.questions).toEqual(questions);
    expect(
      (
        await rest('PUT', `/community/groups/${groupId}/questions`, insider.token, {
          questions: ['Mine?'],
        })
      ).statusCode,
    ).toBe(403);
    const six = await rest('PUT', `/community/groups/${groupId}/questions`, leader.token, {
      questions: ['1', '2', '3', '4', '5', '6'],
    });
    expect(six.statusCode).toBe(400);
    expect(six.json().issues[0]).toMatchObject({ path: ['questions'] });
  });

  it('carry her answers to the group’s admins only, and are deleted once the request is approved', async () => {
    const { groupId, questions } = await screenedGroup();
    const ada = await signUp(h, { first_name: 'Ada' });
    const join = await rest('POST', `/community/groups/${groupId}/join`, ada.token, {
      answers: [
        { question_id: questions[0]!.id, text: 'I run a small bakery.' },
        { question_id: questions[1]!.id, text: 'Leeds' },
      ],
    });
    expect(join.statusCode).toBe(200);

    const queue = await rest('GET', `/community/groups/${groupId}/requests`, leader.token);
    expect(queue.json().data.requests[0]).toMatchObject({
      user_id: ada.id,
      answers: [
        {
          question_id: questions[0]!.id,
          question: 'What brings you here?',
          text: 'I run a small bakery.',
        },
        { question_id: questions[1]!.id, question: 'Which city are you in?', text: 'Leeds' },
      ],
    });
    // A member of the group, or anyone else, is refused the queue and so her answers.
    for (const token of [insider.token, ada.token]) {
      const refused = await rest('GET', `/community/groups/${groupId}/requests`, token);
      expect(refused.statusCode).toBe(403);
      expect(refused.body).not.toContain('bakery');
    }
    // Rewriting the questions leaves the question she answered as she read it.
    await rest('PUT', `/community/groups/${groupId}/questions`, leader.token, {
      questions: ['Something else?'],
    });
    const later = await rest('GET', `/community/groups/${groupId}/requests`, leader.token);
    expect(later.json().data.requests[0].answers[0].question).toBe('What brings you here?');

    expect(await storedAnswers(ada.id)).toHaveLength(2);
    const approved = await rest(
      'POST',
      `/community/groups/${groupId}/requests/${ada.id}/approve`,
      leader.token,
    );
    expect(approved.statusCode).toBe(200);
    expect(await storedAnswers(ada.id)).toEqual([]);
    const left = await h.db
      .selectFrom('group_join_request_answers')
      .select('text')
      .where('text', '=', 'I run a small bakery.')
      .execute();
    expect(left).toEqual([]);
  });

  it('are deleted with a declined request, and an answer to a question the group does not ask is refused', async () => {
    const { groupId, questions } = await screenedGroup();
    const bea = await signUp(h);
    const wrong = await rest('POST', `/community/groups/${groupId}/join`, bea.token, {
      answers: [{ question_id: questions[0]!.id + 1000, text: 'Hello' }],
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().issues).toEqual([
      { path: ['answers', 0, 'question_id'], message: 'Not one of the group’s questions' },
    ]);
    // Nothing was filed.
    expect(
      (await rest('GET', `/community/groups/${groupId}/requests`, leader.token)).json().data.total,
    ).toBe(0);

    await rest('POST', `/community/groups/${groupId}/join`, bea.token, {
      answers: [{ question_id: questions[1]!.id, text: 'Bristol' }],
    });
    expect(await storedAnswers(bea.id)).toEqual([{ text: 'Bristol' }]);
    const declined = await rest(
      'POST',
      `/community/groups/${groupId}/requests/${bea.id}/decline`,
      leader.token,
    );
    expect(declined.statusCode).toBe(200);
    expect(await storedAnswers(bea.id)).toEqual([]);
    const gone = await h.db
      .selectFrom('group_join_request_answers')
      .select('text')
      .where('text', '=', 'Bristol')
      .execute();
    expect(gone).toEqual([]);
  });
});
