// A member page says whether Message is offered, from her dm_policy, as sending would decide.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/db.ts';
import { auth, createHarness, signUp, type Harness, type TestUser } from '../../../test/harness.ts';

let h: Harness;
let ada: TestUser;
let bea: TestUser;
let cleo: TestUser;

async function messaging(id: number, viewer: TestUser) {
  const res = await h.app.inject({
    method: 'GET',
    url: `/api/v1/users/${id}/profile`,
    headers: auth(viewer.token),
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.messaging;
}

async function setPolicy(member: TestUser, dm_policy: 'everyone' | 'shared_groups' | 'nobody') {
  const res = await h.app.inject({
    method: 'PUT',
    url: '/api/v1/users/me/preferences',
    headers: auth(member.token),
    payload: { dm_policy },
  });
  expect(res.statusCode).toBe(200);
}

const send = (from: TestUser, to: TestUser) =>
  h.app.inject({
    method: 'POST',
    url: '/api/v1/chat/direct',
    headers: auth(from.token),
    payload: { user_id: to.id, content: 'Hello there' },
  });

beforeAll(async () => {
  h = await createHarness(await createTestDatabase());
  ada = await signUp(h, { first_name: 'Ada', last_name: 'Obi' });
  bea = await signUp(h, { first_name: 'Bea', last_name: 'Ruiz' });
  cleo = await signUp(h, { first_name: 'Cleo', last_name: 'Park' });
  const { group } = await (
    await h.caller(ada.token)
  ).community.create({
    name: 'Morning Walks',
    description: 'Walks before work, for the messaging tests',
    category: 'General',
    is_private: false,
    max_members: 10,
  });
  await h.db.insertInto('group_members').values({ group_id: group.id, user_id: bea.id }).execute();
});
afterAll(() => h.close());

describe('Message on a member page', () => {
  it('is open under "everyone", and sending agrees', async () => {
    await setPolicy(bea, 'everyone');
    expect(await messaging(bea.id, cleo)).toBe('open');
  });

  it('"shared_groups": open to a member of a shared group, closed (and refused) to anyone else', async () => {
    await setPolicy(bea, 'shared_groups');
    expect(await messaging(bea.id, ada)).toBe('open');
    expect(await messaging(bea.id, cleo)).toBe('shared_groups');
    expect((await send(cleo, bea)).statusCode).toBe(403);
  });

  it('"nobody": closed to everyone, except in a conversation they already have', async () => {
    await setPolicy(bea, 'everyone');
    expect((await send(ada, bea)).statusCode).toBe(201);
    await setPolicy(bea, 'nobody');
    expect(await messaging(bea.id, cleo)).toBe('nobody');
    expect((await send(cleo, bea)).statusCode).toBe(403);
    expect(await messaging(bea.id, ada)).toBe('open');
  });
});
