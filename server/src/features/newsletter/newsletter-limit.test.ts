// The signup form is public and mails whatever address it is given: one sender may not use it to
// mail strangers in bulk.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/db.ts';
import { createHarness, type Harness } from '../../../test/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness(await createTestDatabase());
}, 60_000);
afterAll(() => h.close());

const subscribe = (email: string, ip: string) =>
  h.app.inject({
    method: 'POST',
    url: '/api/v1/newsletter/subscribe',
    payload: { email },
    remoteAddress: ip,
  });
const mailsTo = async (prefix: string) =>
  (
    await h.db
      .selectFrom('outbox_emails')
      .select('id')
      .where('to_address', 'like', `${prefix}%`)
      .execute()
  ).length;

describe('newsletter subscribe per address', () => {
  it('the 11th signup from one address in an hour is 429 and mails no one; another address is not affected', async () => {
    const statuses = [];
    for (let i = 0; i < 12; i++)
      statuses.push((await subscribe(`stranger-${i}@example.com`, '10.70.0.1')).statusCode);
    expect(statuses).toEqual([...Array(10).fill(200), 429, 429]);
    expect(await mailsTo('stranger-')).toBe(10);

    const refused = await subscribe('stranger-late@example.com', '10.70.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);

    expect((await subscribe('neighbour@example.com', '10.70.0.2')).statusCode).toBe(200);
    expect(await mailsTo('neighbour@')).toBe(1);
  });

  it('one stranger’s address gets one confirmation an hour, however many senders ask', async () => {
    for (let i = 0; i < 5; i++)
      expect((await subscribe('target@example.com', `10.70.1.${i}`)).statusCode).toBe(200);
    expect(await mailsTo('target@')).toBe(1);
  });
});
