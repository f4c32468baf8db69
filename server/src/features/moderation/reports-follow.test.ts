import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestUser } from '../../../test/harness.ts';
import { castOf, rest, type Cast } from '../../../test/moderation-cast.ts';

/** Reports she can follow (issue 33): a receipt, the rule once actioned, "someone is in danger". */

let c: Cast;
let secondAdmin: TestUser;
let quietAdmin: TestUser;
beforeAll(async () => {
  c = await castOf();
  secondAdmin = await signUp(c.h, { role: 'admin', first_name: 'Sade' });
  // She turned her emails off: a report that someone is in danger reaches her all the same.
  quietAdmin = await signUp(c.h, { role: 'admin', first_name: 'Quinn' });
  await c.h.db
    .updateTable('users')
    .set({ email_frequency: 'off' })
    .where('id', '=', quietAdmin.id)
    .execute();
});
afterAll(() => c.h.close());

type Mine = {
  id: number;
  status: string;
  target_id: number;
  rule: { number: number; title: string } | null;
};

/** Stored directly: the posting rate limit is not what these tests are about. */
async function newPost(cast: Cast, content: string) {
  const row = await cast.h.db
    .insertInto('group_posts')
    .values({ group_id: cast.g, user_id: cast.author.id, content })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function mine(who: TestUser) {
  const res = await rest(c.h, 'GET', '/reports/mine', who.token);
  expect(res.statusCode).toBe(200);
  return (res.json().data as unknown as { reports: Mine[] }).reports;
}

function fileReport(who: TestUser, targetId: number, reason: string, type = 'post') {
  return rest(c.h, 'POST', '/reports', who.token, {
    target_type: type,
    target_id: targetId,
    reason,
  });
}

async function emailsTo(email: string, since: number) {
  return c.h.db
    .selectFrom('outbox_emails')
    .select(['subject', 'body_text'])
    .where('to_address', '=', email)
    .where('id', '>', since)
    .orderBy('id')
    .execute();
}

async function lastOutboxId() {
  const row = await c.h.db
    .selectFrom('outbox_emails')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

describe('a report’s receipt', () => {
  it('emails her the reference, what she reported, the category and the time', async () => {
    const [rita] = c.reporters as [TestUser];
    const post = await newPost(c, 'Something cruel about a member');
    const since = await lastOutboxId();
    const res = await fileReport(rita, post, 'harassment');
    expect(res.statusCode).toBe(201);
    const report = (res.json().data as unknown as { report: Mine & { created_at: string } }).report;
    expect(report).toMatchObject({ status: 'open', rule: null });
    const mails = await emailsTo(rita.email, since);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`We received your report R-${report.id}`);
    const text = mails[0]?.body_text ?? '';
    expect(text).toContain(`Reference: R-${report.id}`);
    expect(text).toContain('What: A post');
    expect(text).toContain('Category: Harassment or bullying');
    expect(text).toMatch(/Received: \w+ \d+, \d{4} at \d+:\d\d\s[AP]M UTC/);
    expect(text).toContain('/settings#my-reports');
    // What she reported may be the abuse itself: the receipt never quotes it.
    expect(text).not.toContain('Something cruel');
  });

  it('is neutral for a member who chose discreet mail', async () => {
    const [, rosa] = c.reporters as [TestUser, TestUser];
    await c.h.db
      .updateTable('users')
      .set({ discreet_email: true })
      .where('id', '=', rosa.id)
      .execute();
    const post = await newPost(c, 'Another post to report');
    const since = await lastOutboxId();
    expect((await fileReport(rosa, post, 'spam')).statusCode).toBe(201);
    const mails = await emailsTo(rosa.email, since);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Your account');
    expect(mails[0]?.body_text).not.toMatch(/received your report|Category|Spam/);
    expect(mails[0]?.body_text).toContain('/settings#my-reports');
    await c.h.db
      .updateTable('users')
      .set({ discreet_email: false })
      .where('id', '=', rosa.id)
      .execute();
  });

  it('is not sent for a refused report', async () => {
    const [rita] = c.reporters as [TestUser];
    const post = await newPost(c, 'Reported twice by one member');
    expect((await fileReport(rita, post, 'spam')).statusCode).toBe(201);
    const since = await lastOutboxId();
    expect((await fileReport(rita, post, 'spam')).statusCode).toBe(409);
    expect(await emailsTo(rita.email, since)).toEqual([]);
  });
});

describe('My reports', () => {
  it('shows the status of each report and, once actioned, the rule applied to it', async () => {
    const [rita, rosa, ruth] = c.reporters as [TestUser, TestUser, TestUser];
    const hidden = await newPost(c, 'A pile-on, started here');
    const kept = await newPost(c, 'Nothing wrong with this one');
    const open = await newPost(c, 'Not looked at yet');
    const first = (await fileReport(rita, hidden, 'harassment')).json().data as unknown as {
      report: Mine;
    };
    expect((await fileReport(rosa, hidden, 'hate')).statusCode).toBe(201);
    expect((await fileReport(rita, kept, 'spam')).statusCode).toBe(201);
    expect((await fileReport(ruth, open, 'spam')).statusCode).toBe(201);

    // One resolution closes both reports on the post; the decision names the first.
    const resolve = await rest(
      c.h,
      'POST',
      `/moderation/reports/${first.report.id}/resolve`,
      c.siteAdmin.token,
      { action: 'hide', note: 'Targets a member', rule: 2 },
    );
    expect(resolve.statusCode).toBe(200);
    const dismiss = (await mine(rita)).find((r) => r.target_id === kept);
    expect(
      (
        await rest(c.h, 'POST', `/moderation/reports/${dismiss?.id}/resolve`, c.siteAdmin.token, {
          action: 'dismiss',
          note: 'Fine',
        })
      ).statusCode,
    ).toBe(200);

    const rule = { number: 2, title: 'No harassment or pile-ons' };
    expect((await mine(rita)).find((r) => r.target_id === hidden)).toMatchObject({
      status: 'actioned',
      rule,
    });
    // Rosa's report was closed with Rita's: the same decision, the same rule.
    expect((await mine(rosa)).find((r) => r.target_id === hidden)).toMatchObject({
      status: 'actioned',
      rule,
    });
    expect((await mine(rita)).find((r) => r.target_id === kept)).toMatchObject({
      status: 'dismissed',
      rule: null,
    });
    expect((await mine(ruth)).find((r) => r.target_id === open)).toMatchObject({
      status: 'open',
      rule: null,
    });
  });

  it('takes the rule from the decision stored for the report, as the rule read then', async () => {
    const [, , ruth] = c.reporters as [TestUser, TestUser, TestUser];
    const post = await newPost(c, 'Decided by hand');
    const { report } = (await fileReport(ruth, post, 'hate')).json().data as unknown as {
      report: Mine;
    };
    await c.h.db
      .updateTable('reports')
      .set({ status: 'actioned', resolution: 'hide', updated_at: new Date() })
      .where('id', '=', report.id)
      .execute();
    await c.h.db
      .insertInto('moderation_decisions')
      .values({
        user_id: c.author.id,
        action: 'hide',
        target_type: 'post',
        target_id: post,
        rule_number: 4,
        rule_title: 'No hate (as it read then)',
        report_id: report.id,
        decided_by: c.siteAdmin.id,
      })
      .execute();
    expect((await mine(ruth)).find((r) => r.id === report.id)).toMatchObject({
      status: 'actioned',
      rule: { number: 4, title: 'No hate (as it read then)' },
    });
  });
});

describe('“Someone is in danger”', () => {
  it('goes to the top of the open queue, above newer reports', async () => {
    const [rita, rosa] = c.reporters as [TestUser, TestUser];
    const urgent = await newPost(c, 'I can’t go on, tonight is the night');
    expect((await fileReport(rita, urgent, 'danger')).statusCode).toBe(201);
    const newer = await newPost(c, 'Buy my course now');
    expect((await fileReport(rosa, newer, 'spam')).statusCode).toBe(201);
    const res = await rest(c.h, 'GET', '/moderation/reports', c.siteAdmin.token);
    const rows = (
      res.json().data as unknown as {
        reports: { target_id: number; reasons: { reason: string }[] }[];
      }
    ).reports;
    expect(rows[0]).toMatchObject({ target_id: urgent, reasons: [{ reason: 'danger' }] });
    expect(rows.findIndex((r) => r.target_id === newer)).toBeGreaterThan(0);
    // Group admins see it first in their queue too.
    const theirs = await rest(c.h, 'GET', '/moderation/reports', c.groupAdmin.token);
    expect(
      (theirs.json().data as unknown as { reports: { target_id: number }[] }).reports[0],
    ).toMatchObject({ target_id: urgent });
  });

  it('emails every site admin at once, whatever her email settings, without the content', async () => {
    const [, , ruth] = c.reporters as [TestUser, TestUser, TestUser];
    const post = await newPost(c, 'Someone here needs help right now');
    const since = await lastOutboxId();
    const res = await fileReport(ruth, post, 'danger');
    expect(res.statusCode).toBe(201);
    const { id } = (res.json().data as unknown as { report: { id: number } }).report;
    for (const admin of [c.siteAdmin, secondAdmin, quietAdmin]) {
      const mails = await emailsTo(admin.email, since);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.subject).toBe(`Urgent: someone may be in danger (report R-${id})`);
      expect(mails[0]?.body_text).toContain('/admin/reports');
      expect(mails[0]?.body_text).not.toContain('needs help');
    }
    // Group admins and members are not sent it; she gets her receipt.
    expect(await emailsTo(c.groupAdmin.email, since)).toEqual([]);
    const receipt = await emailsTo(ruth.email, since);
    expect(receipt.map((m) => m.subject)).toEqual([`We received your report R-${id}`]);
    expect(receipt[0]?.body_text).toContain('Category: Someone is in danger');
  });

  it('is an ordinary report to every other rule, and other categories mail no admin', async () => {
    const [rita] = c.reporters as [TestUser];
    const post = await newPost(c, 'Just rude');
    const since = await lastOutboxId();
    expect((await fileReport(rita, post, 'harassment')).statusCode).toBe(201);
    expect(await emailsTo(c.siteAdmin.email, since)).toEqual([]);
    const bad = await rest(c.h, 'POST', '/reports', rita.token, {
      target_type: 'post',
      target_id: post,
      reason: 'emergency',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ issues: [{ path: ['reason'] }] });
  });
});
