import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FREE_ISSUES } from '@hercircle/shared';
import { createTestDatabase } from '../../../test/db.ts';
import { auth, createHarness, signUp, type Harness, type TestUser } from '../../../test/harness.ts';

let h: Harness;
let member: TestUser;

beforeAll(async () => {
  h = await createHarness(await createTestDatabase());
  member = await signUp(h);
});
afterAll(() => h.close());

describe('the free issues, one list for the publications page and the downloads', () => {
  it.each(FREE_ISSUES.map((i) => [i.id, i] as const))(
    '%s downloads as its own issue',
    async (id, issue) => {
      const res = await h.app.inject({
        method: 'GET',
        url: `/api/v1/downloads/${id}`,
        headers: auth(member.token),
      });
      expect(res.statusCode).toBe(200);
      const text = res.rawPayload.toString('latin1');
      expect(text).toContain(issue.title);
      expect(text).toMatch(new RegExp(`Issue ${issue.issueNumber} - [A-Z][a-z]+ \\d{4}`));
    },
  );
});
