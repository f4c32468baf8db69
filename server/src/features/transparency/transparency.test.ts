import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/db.ts';
import { createHarness, signUp, type Harness, type TestUser } from '../../../test/harness.ts';

/**
 * The transparency report (issue 33) is counted from the stored reports, decisions and appeals;
 * stored here directly, at chosen times, so that each count is known.
 */

let h: Harness;
let admin: TestUser;
let member: TestUser;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const now = Date.now();
const daysAgo = (n: number) => new Date(now - n * DAY);
/** A day in the second quarter of 2025, long before the last 90 days. */
const inQ2 = new Date('2025-05-10T12:00:00Z');
let target = 0;

beforeAll(async () => {
  h = await createHarness(await createTestDatabase());
  admin = await signUp(h, { role: 'admin' });
  member = await signUp(h);
});
afterAll(() => h.close());

async function storeReport(
  reason: string,
  createdAt: Date,
  resolvedAfterHours: number | null = null,
) {
  target += 1;
  await h.db
    .insertInto('reports')
    .values({
      reporter_id: member.id,
      target_type: 'user',
      target_id: target,
      reason: reason as 'spam',
      created_at: createdAt,
      status: resolvedAfterHours === null ? 'open' : 'actioned',
      updated_at:
        resolvedAfterHours === null
          ? createdAt
          : new Date(createdAt.getTime() + resolvedAfterHours * HOUR),
    })
    .execute();
}

async function storeDecision(
  values: {
    action: 'hide' | 'auto_hide' | 'ban' | 'suspend';
    rule?: [number, string];
    automated?: boolean;
  },
  createdAt: Date,
) {
  const row = await h.db
    .insertInto('moderation_decisions')
    .values({
      user_id: member.id,
      action: values.action,
      target_type: 'post',
      target_id: 1,
      rule_number: values.rule?.[0] ?? null,
      rule_title: values.rule?.[1] ?? null,
      automated: values.automated ?? false,
      decided_by: values.automated ? null : admin.id,
      created_at: createdAt,
      emailed_at: createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function storeAppeal(
  decisionId: number,
  createdAt: Date,
  outcome: 'pending' | 'upheld' | 'reversed' = 'pending',
) {
  await h.db
    .insertInto('appeals')
    .values({
      decision_id: decisionId,
      text: 'Please look again at this.',
      status: outcome,
      created_at: createdAt,
      decided_by: outcome === 'pending' ? null : admin.id,
      decided_at: outcome === 'pending' ? null : new Date(createdAt.getTime() + DAY),
    })
    .execute();
}

async function transparency(query = '') {
  const res = await h.app.inject({ method: 'GET', url: `/api/v1/transparency${query}` });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> };
}

/** Every count in the report: the values of its three maps, appeals and reversals. */
function counts(data: Record<string, unknown>): unknown[] {
  const maps = ['reports_by_category', 'actions_by_rule', 'actions_by_kind'].flatMap((key) =>
    Object.values(data[key] as Record<string, unknown>),
  );
  return [...maps, data.appeals, data.reversals];
}

describe('the transparency report', () => {
  beforeAll(async () => {
    // The last 90 days: 6 harassment reports and 2 of spam, three of them resolved.
    for (let i = 0; i < 6; i += 1) await storeReport('harassment', daysAgo(10 + i));
    await storeReport('spam', daysAgo(3), 2);
    await storeReport('spam', daysAgo(4), 4);
    await storeReport('danger', daysAgo(5), 10);
    // 7 decisions: 5 hides under rule 4, 2 automatic hides under no rule.
    const decisions: number[] = [];
    for (let i = 0; i < 5; i += 1)
      decisions.push(await storeDecision({ action: 'hide', rule: [4, 'No hate'] }, daysAgo(2 + i)));
    for (let i = 0; i < 2; i += 1)
      decisions.push(await storeDecision({ action: 'auto_hide', automated: true }, daysAgo(1)));
    // 5 appeals, 2 of them reversed.
    for (const [i, id] of decisions.slice(0, 5).entries())
      await storeAppeal(id, daysAgo(1), i < 2 ? 'reversed' : i < 3 ? 'upheld' : 'pending');

    // The second quarter of 2025: 5 spam reports, 1 suspension, outside the last 90 days.
    for (let i = 0; i < 5; i += 1) await storeReport('spam', inQ2, 1);
    await storeDecision({ action: 'suspend', rule: [5, 'No spam or selling'] }, inQ2);
  });

  it('counts the last 90 days by default, from the stored data', async () => {
    const { status, body } = await transparency();
    expect(status).toBe(200);
    const data = body.data as Record<string, unknown>;
    expect(data).toMatchObject({
      period: { key: '90d' },
      reports_by_category: {
        harassment: 6,
        spam: 'fewer than 5',
        danger: 'fewer than 5',
        hate: 'fewer than 5',
      },
      actions_by_rule: {
        '4. No hate': 5,
        'No rule named': 'fewer than 5',
        '1. Be kind': 'fewer than 5',
      },
      actions_by_kind: { hide: 5, auto_hide: 'fewer than 5', suspend: 'fewer than 5' },
      automated_share: 0.29,
      appeals: 5,
      reversals: 'fewer than 5',
      // 2, 4 and 10 hours: the middle one.
      median_hours_to_first_action: 4,
    });
    const period = data.period as { from: string; to: string };
    expect(new Date(period.to).getTime() - new Date(period.from).getTime()).toBe(90 * DAY);
    // Every category and kind is listed, so a zero cannot be told from one to four.
    expect(Object.keys(data.reports_by_category as object)[0]).toBe('danger');
    expect(Object.keys(data.actions_by_kind as object)).toHaveLength(8);

    // The counts are those of the stored decisions.
    const stored = await h.db
      .selectFrom('moderation_decisions')
      .select(['action', (eb) => eb.fn.countAll<string>().as('n')])
      .where('created_at', '>=', sql<Date>`now() - interval '90 days'`)
      .groupBy('action')
      .execute();
    expect(Object.fromEntries(stored.map((r) => [r.action, Number(r.n)]))).toEqual({
      hide: 5,
      auto_hide: 2,
    });
  });

  it('never shows a count under 5', async () => {
    for (const query of ['', '?period=2025-Q2', '?period=2025-Q1']) {
      const { body } = await transparency(query);
      for (const count of counts(body.data as Record<string, unknown>))
        expect(count === 'fewer than 5' || (typeof count === 'number' && count >= 5)).toBe(true);
    }
  });

  it('counts a calendar quarter', async () => {
    const { status, body } = await transparency('?period=2025-Q2');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      period: { key: '2025-Q2', from: '2025-04-01T00:00:00.000Z', to: '2025-07-01T00:00:00.000Z' },
      reports_by_category: { spam: 5, harassment: 'fewer than 5' },
      actions_by_rule: { '5. No spam or selling': 'fewer than 5', '4. No hate': 'fewer than 5' },
      actions_by_kind: { suspend: 'fewer than 5', hide: 'fewer than 5' },
      automated_share: 0,
      appeals: 'fewer than 5',
      reversals: 'fewer than 5',
      median_hours_to_first_action: 1,
    });
    const empty = await transparency('?period=2025-Q1');
    expect(empty.body.data).toMatchObject({
      automated_share: 0,
      median_hours_to_first_action: null,
    });
  });

  it('answers 400 to a period it does not know, and to a quarter not begun', async () => {
    for (const period of ['30d', '2026-Q5', '2026Q1', 'last-year', '1999-Q1']) {
      const { status, body } = await transparency(`?period=${period}`);
      expect(status).toBe(400);
      expect(body).toMatchObject({ code: 'VALIDATION_ERROR', issues: [{ path: ['period'] }] });
    }
    const future = await transparency('?period=2099-Q1');
    expect(future.status).toBe(400);
    expect(future.body).toMatchObject({ message: 'That quarter has not begun yet' });
  });

  it('is the same on tRPC, for visitors and members alike', async () => {
    const visitor = await (await h.caller()).content.transparency({ period: '90d' });
    const signedIn = await (await h.caller(member.token)).content.transparency({ period: '90d' });
    expect(visitor.actions_by_kind).toEqual(signedIn.actions_by_kind);
    expect(visitor.appeals).toBe(5);
  });
});
