// An admin edits and deletes newsletter drafts; an issue that is sending or sent stays as it went.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/db.ts';
import { auth, createHarness, signUp, type Harness, type TestUser } from '../../../test/harness.ts';
import { createMailer } from '../../lib/mailer.ts';
import { sendQueuedNewsletters } from './newsletter-issues.service.ts';

const ORIGIN = 'https://hercircle.example';
let h: Harness;
let admin: TestUser;

beforeAll(async () => {
  h = await createHarness(await createTestDatabase());
  admin = await signUp(h, { role: 'admin' });
  await h.db
    .insertInto('newsletter_subscribers')
    .values({ email: 'reader@example.com', status: 'confirmed' })
    .execute();
});
afterAll(() => h.close());

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  h.app.inject({ method, url: `/api/v1${url}`, payload, headers: auth(admin.token) });
const write = async (subject: string) => {
  const res = await api('POST', '/admin/newsletter/issues', { subject, body: `Draft: ${subject}` });
  expect(res.statusCode).toBe(201);
  return res.json().data.issue as { id: number };
};
const listed = async (id: number) =>
  ((await api('GET', '/admin/newsletter/issues')).json().data.issues as { id: number }[]).find(
    (i) => i.id === id,
  );
const audited = (id: number) =>
  h.db
    .selectFrom('audit_log')
    .select(['action', 'actor_id', 'details'])
    .where('entity', '=', 'newsletter_issue')
    .where('entity_id', '=', id)
    .orderBy('id')
    .execute();

describe('newsletter drafts', () => {
  it('an admin rewrites a draft, and the change is audited', async () => {
    const { id } = await write('Spring news');
    const res = await api('PUT', `/admin/newsletter/issues/${id}`, {
      subject: 'Spring news, take two',
      body: 'Rewritten.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.issue).toMatchObject({
      id,
      subject: 'Spring news, take two',
      body: 'Rewritten.',
      status: 'draft',
    });
    expect(await listed(id)).toMatchObject({
      subject: 'Spring news, take two',
      body: 'Rewritten.',
    });
    expect((await audited(id)).map((a) => [a.action, a.actor_id])).toEqual([
      ['create', admin.id],
      ['update', admin.id],
    ]);
  });

  it('an admin deletes a draft: 204, gone from the list, audited', async () => {
    const { id } = await write('Not this one');
    const res = await api('DELETE', `/admin/newsletter/issues/${id}`);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await listed(id)).toBeUndefined();
    expect((await audited(id)).at(-1)).toMatchObject({
      action: 'delete',
      details: { subject: 'Not this one' },
    });
    expect((await api('DELETE', `/admin/newsletter/issues/${id}`)).statusCode).toBe(404);
  });

  it('an issue that is sending or sent can be neither edited nor deleted', async () => {
    const { id } = await write('Gone out');
    expect((await api('POST', `/admin/newsletter/issues/${id}/send`)).statusCode).toBe(200);
    const edit = await api('PUT', `/admin/newsletter/issues/${id}`, { subject: 'X', body: 'Y' });
    expect(edit.statusCode).toBe(409);
    expect(edit.json()).toMatchObject({ code: 'CONFLICT', message: expect.stringMatching(/sent/) });
    const remove = await api('DELETE', `/admin/newsletter/issues/${id}`);
    expect(remove.statusCode).toBe(409);
    expect(remove.json()).toMatchObject({ code: 'CONFLICT' });
    expect(await listed(id)).toMatchObject({ subject: 'Gone out', status: 'sending' });
  });

  it('refuses bad input and unknown issues with the error body', async () => {
    const { id } = await write('Valid');
    const bad = await api('PUT', `/admin/newsletter/issues/${id}`, { subject: ' ', body: '' });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .issues.map((i: { path: string[] }) => i.path[0])
        .sort(),
    ).toEqual(['body', 'subject']);
    const missing = await api('PUT', '/admin/newsletter/issues/999999', {
      subject: 'A',
      body: 'B',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('a send and an edit at once never mix the old text with the new subject', async () => {
    const mailer = createMailer(h.db, {
      from: 'news@hercircle.example',
      log: { info() {}, warn() {} },
    });
    for (let round = 0; round < 8; round += 1) {
      const { id } = await write(`Race ${round}`);
      const [sent, edited] = await Promise.all([
        api('POST', `/admin/newsletter/issues/${id}/send`),
        api('PUT', `/admin/newsletter/issues/${id}`, {
          subject: `Race ${round} edited`,
          body: `Edited: Race ${round}`,
        }),
      ]);
      expect(sent.statusCode).toBe(200);
      expect([200, 409]).toContain(edited.statusCode);
      await sendQueuedNewsletters(h.db, mailer, { origin: ORIGIN, now: new Date() });
      const [mail, ...more] = await h.db
        .selectFrom('outbox_emails')
        .select(['subject', 'body_text'])
        .where('to_address', '=', 'reader@example.com')
        .where('subject', 'like', `Race ${round}%`)
        .execute();
      expect(more).toEqual([]);
      const want = edited.statusCode === 200 ? `Edited: Race ${round}` : `Draft: Race ${round}`;
      expect(mail?.body_text.startsWith(`${want}\n`)).toBe(true);
      expect(mail?.subject).toBe(
        edited.statusCode === 200 ? `Race ${round} edited` : `Race ${round}`,
      );
    }
  });
});
