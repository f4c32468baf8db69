import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/db.ts';
import { auth, createHarness, signUp, type Harness, type TestUser } from '../../../test/harness.ts';

let h: Harness;
let member: TestUser;

beforeAll(async () => {
  h = await createHarness(await createTestDatabase());
  member = await signUp(h);
});
afterAll(() => h.close());

/** Checks the structure a PDF reader relies on: header, objects where the xref table says, trailer. */
function expectValidPdf(bytes: Buffer) {
  const text = bytes.toString('latin1');
  expect(text.startsWith('%PDF-1.')).toBe(true);
  expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  const startxref = Number(/startxref\n(\d+)\n%%EOF\s*$/.exec(text)?.[1]);
  expect(text.slice(startxref, startxref + 4)).toBe('xref');
  const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(text.slice(startxref)) ?? [];
  expect(Number(first)).toBe(0);
  const entries = text
    .slice(startxref)
    .split('\n')
    .slice(2, 2 + Number(count));
  entries.slice(1).forEach((entry, i) => {
    const offset = Number(entry.slice(0, 10));
    expect(text.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`);
  });
  expect(text).toMatch(/\/Type \/Catalog/);
  expect(text).toMatch(/\/Type \/Page\b/);
}

describe('downloads for members', () => {
  it.each(['goal-setting-worksheet'])('%s is a real PDF, as an attachment', async (id) => {
    const res = await h.app.inject({
      method: 'GET',
      url: `/api/v1/downloads/${id}`,
      headers: auth(member.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="hercircle-${id}.pdf"`);
    expectValidPdf(res.rawPayload);
  });

  it('the budget planner is a spreadsheet (CSV) with its sums', async () => {
    const res = await h.app.inject({
      method: 'GET',
      url: '/api/v1/downloads/budget-planner',
      headers: auth(member.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename=".+\.csv"$/);
    expect(res.body.split('\r\n')[0]).toBe('Category,Planned,Spent,Difference');
  });

  it('visitors get 401 and an unknown file 404, with the documented error body', async () => {
    const visitor = await h.app.inject({
      method: 'GET',
      url: '/api/v1/downloads/goal-setting-worksheet',
    });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ code: 'UNAUTHORIZED', message: expect.any(String) });
    for (const id of [
      'issue-12',
      'issue-99',
      'premium-leadership',
      '__proto__',
      'constructor',
      '..%2F..%2Fetc%2Fpasswd',
    ]) {
      const res = await h.app.inject({
        method: 'GET',
        url: `/api/v1/downloads/${id}`,
        headers: auth(member.token),
      });
      expect([id, res.statusCode]).toEqual([id, 404]);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: expect.any(String) });
    }
  });
});
