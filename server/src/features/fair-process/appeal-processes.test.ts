// A reversed appeal lets her post again at once on every server process (issue 33): each process
// keeps session lookups (suspension included) for a minute and forgets them when the database
// announces a change; a group ban is read from the database on every write.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/index.ts';
import { createTestDatabase } from '../../../test/db.ts';
import {
  createHarness,
  failure,
  signUp,
  type Harness,
  type TestUser,
} from '../../../test/harness.ts';

const CACHING = { SESSION_CACHE_MS: '60000' };
let a: Harness;
let b: Harness;
let groupAdmin: TestUser;
let siteAdmin: TestUser;
let otherAdmin: TestUser;
let group: number;

beforeAll(async () => {
  const db = await createTestDatabase();
  a = await createHarness(db, CACHING);
  b = await createHarness(await openDatabase({ databaseUrl: db.url, poolSize: 5 }), CACHING);
  groupAdmin = await signUp(a, { first_name: 'Gina' });
  siteAdmin = await signUp(a, { role: 'admin', first_name: 'Sita' });
  otherAdmin = await signUp(a, { role: 'admin', first_name: 'Sana' });
  group = (
    await (
      await a.caller(groupAdmin.token)
    ).community.create({
      name: 'Two processes',
      description: 'A group served by two server processes',
    })
  ).group.id;
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

/** Appeals her newest decision on A and has the other site admin reverse it on A. */
async function appealAndReverse(member: TestUser, decidedBy: TestUser) {
  const {
    decisions: [decision],
  } = await (await a.caller(member.token)).moderation.myDecisions({});
  expect(decision).toBeDefined();
  const { appeal } = await (
    await a.caller(member.token)
  ).moderation.appeal({
    id: decision!.id,
    text: 'I did nothing against the rules, please look again.',
  });
  const decider = decidedBy.id === siteAdmin.id ? otherAdmin : siteAdmin;
  await (
    await a.caller(decider.token)
  ).admin.fairProcess.decideAppeal({
    id: appeal.id,
    outcome: 'reversed',
    reason: 'Reviewed: no rule was broken',
  });
}

describe('a reversed appeal, on another server process', () => {
  it('a reversed ban lets her post again at once on B', async () => {
    const member = await signUp(a, { first_name: 'Bea' });
    await (await a.caller(member.token)).community.join({ id: group });
    const onB = await b.caller(member.token);
    expect((await onB.community.post({ id: group, content: 'Hello from B' })).post.id).toBeTypeOf(
      'number',
    );

    await (
      await a.caller(groupAdmin.token)
    ).community.ban({ id: group, userId: member.id, rule: 2 });
    expect((await failure(onB.community.post({ id: group, content: 'Still here?' }))).code).toBe(
      'FORBIDDEN',
    );

    await appealAndReverse(member, groupAdmin);
    // The ban is lifted; she joins again and posts, on B, at once.
    await onB.community.join({ id: group });
    expect((await onB.community.post({ id: group, content: 'Back' })).post.id).toBeTypeOf('number');
  });

  it('a reversed suspension lets her post again at once on B, which kept her session', async () => {
    const member = await signUp(a, { first_name: 'Sue' });
    await (await a.caller(member.token)).community.join({ id: group });
    const onB = await b.caller(member.token);
    await onB.community.post({ id: group, content: 'Kept by B' });

    await (
      await a.caller(siteAdmin.token)
    ).admin.fairProcess.suspend({ id: member.id, days: 2, rule: 1 });
    const refused = await failure(
      (await b.caller(member.token)).community.post({ id: group, content: 'x' }),
    );
    expect(refused.code).toBe('FORBIDDEN');

    await appealAndReverse(member, siteAdmin);
    const again = await (
      await b.caller(member.token)
    ).community.post({ id: group, content: 'Free again' });
    expect(again.post.id).toBeTypeOf('number');
  });
});
