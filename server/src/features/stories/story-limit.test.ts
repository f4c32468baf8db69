// Submitted stories wait in the admins' review queue: one member may not flood it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/db.ts';
import { auth, createHarness, signUp, type Harness, type TestUser } from '../../../test/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness(await createTestDatabase());
}, 60_000);
afterAll(() => h.close());

const submit = (who: TestUser, i: number) =>
  h.app.inject({
    method: 'POST',
    url: '/api/v1/stories',
    headers: auth(who.token),
    payload: { title: `My story ${i}`, content: 'It began on a Tuesday, as these things do.' },
  });
const storiesBy = async (who: TestUser) =>
  (await h.db.selectFrom('stories').select('id').where('author_id', '=', who.id).execute()).length;

describe('story submissions per member', () => {
  it('the 6th submission in a day is refused with 429 and stores nothing; another member is not affected', async () => {
    const writer = await signUp(h);
    const statuses = [];
    for (let i = 0; i < 7; i++) statuses.push((await submit(writer, i)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
    expect(await storiesBy(writer)).toBe(5);
    const refused = await submit(writer, 8);
    expect(refused.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(86_400);

    const other = await signUp(h);
    expect((await submit(other, 0)).statusCode).toBe(201);
  });
});
