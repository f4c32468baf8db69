import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAuditEntry } from '../../lib/audit.queries.ts';
import {
  adminFixture,
  auth,
  latestEmailTo,
  type Harness,
  type TestUser,
} from '../../../test/harness.ts';

// The admin portal finishes the job (issue 33, part 9): the inbox answers contact messages through
// the site's mailer and marks them handled; the audit log is searchable and names the rule.

let h: Harness;
let admin: TestUser;
let member: TestUser;

beforeAll(async () => ({ h, admin, member } = await adminFixture()));
afterAll(() => h.close());

let ip = 0;
async function contact(fields: { name: string; email: string; subject: string; message: string }) {
  const res = await h.app.inject({
    method: 'POST',
    url: '/api/v1/contact',
    remoteAddress: `10.77.0.${++ip}`,
    payload: fields,
  });
  expect(res.statusCode).toBe(201);
}

const inbox = (query = '', token = admin.token) =>
  h.app.inject({ method: 'GET', url: `/api/v1/admin/inbox/contact${query}`, headers: auth(token) });

describe('the admin inbox', () => {
  beforeAll(async () => {
    await contact({
      name: 'Rosa Vega',
      email: 'rosa@example.org',
      subject: 'Volunteering',
      message: 'Can I help with the spring meetups?\nI live in Leeds.',
    });
    await contact({
      name: 'Ines Park',
      email: 'ines@example.org',
      subject: 'Press question',
      message: 'Could we interview your founders?',
    });
  });

  it('a reply goes out through the mailer, is kept and shown, and marks the message handled', async () => {
    const rosa = (await inbox('?search=leeds')).json().data.messages;
    expect(rosa).toHaveLength(1);
    expect(rosa[0]).toMatchObject({ subject: 'Volunteering', handled_at: null, replies: [] });

    const res = await h.app.inject({
      method: 'POST',
      url: `/api/v1/admin/inbox/contact/${rosa[0].id}/reply`,
      headers: auth(admin.token),
      payload: { text: 'Yes please! Our Leeds circle meets on Saturdays.' },
    });
    expect(res.statusCode).toBe(201);
    const { message } = res.json().data;
    expect(message).toMatchObject({
      handled_by_email: admin.email,
      replies: [
        { body: 'Yes please! Our Leeds circle meets on Saturdays.', author_email: admin.email },
      ],
    });
    expect(message.handled_at).not.toBeNull();

    // The email is in the outbox, to her, with her words quoted under the answer.
    const email = await h.db
      .selectFrom('outbox_emails')
      .select(['subject', 'body_text'])
      .where('to_address', '=', 'rosa@example.org')
      .executeTakeFirstOrThrow();
    expect(email.subject).toBe('Re: Volunteering');
    expect(await latestEmailTo(h, 'rosa@example.org')).toContain(
      'Yes please! Our Leeds circle meets on Saturdays.',
    );
    expect(email.body_text).toContain('> I live in Leeds.');

    // The list shows it handled, with its reply; the open filter leaves it out.
    const handled = (await inbox('?status=handled')).json().data.messages;
    expect(handled.map((m: { subject: string }) => m.subject)).toEqual(['Volunteering']);
    expect(handled[0].replies).toHaveLength(1);
    const open = (await inbox('?status=open')).json().data.messages;
    expect(open.map((m: { subject: string }) => m.subject)).toEqual(['Press question']);
  });

  it('marks handled and open again by hand, searches sender, subject and text', async () => {
    const [press] = (await inbox('?search=INES@')).json().data.messages;
    expect(press.subject).toBe('Press question');
    const mark = (handled: boolean) =>
      h.app.inject({
        method: 'PUT',
        url: `/api/v1/admin/inbox/contact/${press.id}/handled`,
        headers: auth(admin.token),
        payload: { handled },
      });
    const done = await mark(true);
    expect(done.statusCode).toBe(200);
    expect(done.json().data.message).toMatchObject({ handled_by_email: admin.email, replies: [] });
    expect((await inbox('?status=open')).json().data.total).toBe(0);
    expect((await mark(false)).json().data.message).toMatchObject({
      handled_at: null,
      handled_by_email: null,
    });
    expect((await inbox('?search=founders')).json().data.total).toBe(1);
    expect((await inbox('?search=nobody-wrote-this')).json().data.total).toBe(0);
  });

  it('refuses members, an empty reply and an unknown message', async () => {
    expect((await inbox('', member.token)).statusCode).toBe(403);
    const [first] = (await inbox()).json().data.messages;
    const reply = (id: number, text: string, token = admin.token) =>
      h.app.inject({
        method: 'POST',
        url: `/api/v1/admin/inbox/contact/${id}/reply`,
        headers: auth(token),
        payload: { text },
      });
    expect((await reply(first.id, 'Hi', member.token)).statusCode).toBe(403);
    expect((await reply(first.id, '   ')).statusCode).toBe(400);
    expect((await reply(2_000_000, 'Hello')).statusCode).toBe(404);
  });
});

describe('the audit log', () => {
  beforeAll(async () => {
    await insertAuditEntry(h.db, { id: admin.id, email: admin.email }, 'hide', 'post', 41, {
      rule: 2,
      reason: 'A pile-on',
    });
    await insertAuditEntry(h.db, null, 'auto_hide', 'post', 42, { reports: 3 });
  });

  const log = async (query: string) => {
    const res = await h.app.inject({
      method: 'GET',
      url: `/api/v1/admin/audit-log${query}`,
      headers: auth(admin.token),
    });
    expect(res.statusCode).toBe(200);
    return res.json().data as {
      total: number;
      entries: {
        action: string;
        entity: string;
        entity_id: number | null;
        actor_email: string;
        actor_name: string | null;
        rule: number | null;
      }[];
    };
  };

  it('finds entries by actor (email or name), action and entity, with the actor and the rule', async () => {
    const hides = await log('?action=hide&entity=post');
    expect(hides.entries).toEqual([
      expect.objectContaining({
        entity_id: 41,
        actor_email: admin.email,
        actor_name: 'Nadia Brooks',
        rule: 2,
      }),
    ]);
    expect((await log('?actor=nadia%20br&action=hide')).total).toBe(1);
    expect(
      (await log(`?actor=${encodeURIComponent(admin.email.slice(0, 12))}&action=hide`)).total,
    ).toBe(1);
    const system = await log('?actor=system');
    expect(system.entries).toEqual([
      expect.objectContaining({ action: 'auto_hide', actor_name: null, rule: null }),
    ]);
    expect((await log('?entity=post&entity_id=42')).entries.map((e) => e.action)).toEqual([
      'auto_hide',
    ]);
    expect((await log('?actor=nobody-at-all')).total).toBe(0);
    // The inbox's own actions are there too.
    expect((await log('?entity=contact_message')).entries.map((e) => e.action)).toEqual(
      expect.arrayContaining(['reply', 'mark_handled', 'reopen']),
    );
  });

  it('answers 400 to a malformed filter, never 500', async () => {
    for (const query of ['?action=DROP%20TABLE', '?entity_id=abc', '?limit=0'])
      expect(
        (
          await h.app.inject({
            method: 'GET',
            url: `/api/v1/admin/audit-log${query}`,
            headers: auth(admin.token),
          })
        ).statusCode,
      ).toBe(400);
  });
});
