import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/db.ts';
import { createHarness, type Harness, type TestUser } from '../../../test/harness.ts';
import { kit, type Json } from '../../../test/shield-kit.ts';

let h: Harness;
const { call, member, group, post, reply, setFilters } = kit(() => h);
let her: TestUser;
let fellow: TestUser;
let newcomer: TestUser;
let stranger: TestUser;
let g: number;

beforeAll(async () => {
  h = await createHarness(await createTestDatabase(), { RATE_LIMIT_POST_PER_USER: '1000' });
  her = await member('Hana');
  fellow = await member('Fay');
  newcomer = await member('Nell', 1);
  stranger = await member('Sol');
  g = await group(fellow, [her, newcomer]);
  await group(stranger, []);
  await h.db.updateTable('users').set({ dm_policy: 'everyone' }).where('id', '=', her.id).execute();
});
afterAll(() => h.close());

const mention = (who: TestUser) => `@[Hana Shield](${who.id})`;

async function bell(who: TestUser, query = '') {
  const res = await call('GET', `/notifications${query}`, who);
  expect(res.statusCode).toBe(200);
  const data = res.json().data as Json;
  return {
    actors: (data.notifications as Json[]).map((n) => [n.kind, n.actor?.id]),
    unread: data.unread_count as number,
    filteredUnread: data.filtered_unread_count as number,
  };
}

describe('notification filters', () => {
  it('puts a mention from a 1-day-old account under Filtered, out of the bell, until she turns it off', async () => {
    await setFilters(her, { new_accounts: true });
    await post(g, newcomer, `Welcome ${mention(her)}!`);
    await post(g, fellow, `Thank you ${mention(her)}`);

    const main = await bell(her);
    expect(main.actors).toEqual([['mention', fellow.id]]);
    expect(main.unread).toBe(1);
    expect(main.filteredUnread).toBe(1);
    const filtered = await bell(her, '?filtered=true');
    expect(filtered.actors).toEqual([['mention', newcomer.id]]);

    // Nothing is lost: without the filter it is back in the bell.
    await setFilters(her, { new_accounts: false });
    const all = await bell(her);
    expect(all.actors).toEqual([
      ['mention', fellow.id],
      ['mention', newcomer.id],
    ]);
    expect(all.unread).toBe(2);
    expect(all.filteredUnread).toBe(0);
    await call('POST', '/notifications/read-all', her);
  });

  it('filters replies from new accounts, but never other kinds', async () => {
    await setFilters(her, { new_accounts: true });
    const p = await post(g, her, 'A question for the group');
    await reply(p.id, newcomer, 'An answer from someone new');
    await call('PUT', `/community/posts/${p.id}/reactions/heart`, newcomer);
    const main = await bell(her, '?unread=true');
    expect(main.actors).toEqual([['reaction', newcomer.id]]);
    expect((await bell(her, '?filtered=true&unread=true')).actors).toEqual([
      ['reply', newcomer.id],
    ]);
    await setFilters(her, { new_accounts: false });
    await call('POST', '/notifications/read-all', her);
  });

  it('puts message requests from people who share no group with her under Filtered', async () => {
    await setFilters(her, { strangers: true });
    const fromStranger = await call('POST', '/chat/direct', stranger, {
      user_id: her.id,
      content: 'Hi, saw your profile',
    });
    expect(fromStranger.statusCode).toBe(201);
    const fromFellow = await call('POST', '/chat/direct', fellow, {
      user_id: her.id,
      content: 'Coffee on Friday?',
    });
    expect(fromFellow.statusCode).toBe(201);

    const main = await bell(her, '?unread=true');
    expect(main.actors).toEqual([['message_request', fellow.id]]);
    expect((await bell(her, '?filtered=true')).actors).toEqual([['message_request', stranger.id]]);
    const requests = (await call('GET', '/chat/requests', her)).json().conversations as Json[];
    expect(requests.map((r) => [r.member.id, r.filtered])).toEqual([
      [fellow.id, false],
      [stranger.id, true],
    ]);
    // Her own requests list holds it still: she may answer it.
    const conversation = fromStranger.json().data.conversation.id as number;
    expect((await call('POST', `/chat/requests/${conversation}/accept`, her)).statusCode).toBe(200);
  });
});
