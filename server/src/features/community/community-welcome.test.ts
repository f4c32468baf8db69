import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/db.ts';
import { auth, createHarness, signUp, type Harness, type TestUser } from '../../../test/harness.ts';

let h: Harness;
let leader: TestUser;

beforeAll(async () => {
  h = await createHarness(await createTestDatabase());
  leader = await signUp(h);
}, 60_000);
afterAll(() => h.close());

const WELCOME = 'Welcome! Say hello in the discussion and tell us what you are working on.';

function rest(method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) {
  return h.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: auth(token),
    ...(payload ? { payload } : {}),
  });
}

async function welcomingGroup(is_private = false) {
  const { group } = await (
    await h.caller(leader.token)
  ).community.create({ name: 'Welcoming circle', description: 'Says hello', is_private });
  const put = await rest('PUT', `/community/groups/${group.id}/welcome`, leader.token, {
    welcome: WELCOME,
  });
  expect(put.statusCode).toBe(200);
  expect(put.json().data).toEqual({ welcome: WELCOME, unseen: false });
  return group.id;
}

/** Her notifications of kind group_welcome, as her bell lists them. */
async function welcomes(her: TestUser) {
  const { notifications } = await (await h.caller(her.token)).notifications.list({});
  return notifications.filter((n) => n.kind === 'group_welcome');
}

describe('a group’s welcome', () => {
  it('reaches a new member once, as a notification and in the group until she dismisses it', async () => {
    const groupId = await welcomingGroup();
    const ada = await signUp(h);
    expect((await rest('GET', `/community/groups/${groupId}/welcome`, ada.token)).statusCode).toBe(
      403,
    );
    expect((await rest('POST', `/community/groups/${groupId}/join`, ada.token)).statusCode).toBe(
      200,
    );

    const sent = await welcomes(ada);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      actor: null,
      target: { type: 'group', id: groupId },
      url: `/community/group/${groupId}`,
    });
    const shown = await rest('GET', `/community/groups/${groupId}/welcome`, ada.token);
    expect(shown.json().data).toEqual({ welcome: WELCOME, unseen: true });

    const dismissed = await rest('POST', `/community/groups/${groupId}/welcome/dismiss`, ada.token);
    expect(dismissed.statusCode).toBe(200);
    const after = await rest('GET', `/community/groups/${groupId}/welcome`, ada.token);
    expect(after.json().data).toEqual({ welcome: WELCOME, unseen: false });

    // Leaving and coming back is not a second welcome.
    await rest('POST', `/community/groups/${groupId}/leave`, ada.token);
    await rest('POST', `/community/groups/${groupId}/join`, ada.token);
    expect(await welcomes(ada)).toHaveLength(1);
    expect(
      (await rest('GET', `/community/groups/${groupId}/welcome`, ada.token)).json().data.unseen,
    ).toBe(false);
  });

  it('is written by the group’s admins only, and reaches a member approved into a private group', async () => {
    const groupId = await welcomingGroup(true);
    const bea = await signUp(h);
    await rest('POST', `/community/groups/${groupId}/join`, bea.token);
    expect(await welcomes(bea)).toHaveLength(0);
    await rest('POST', `/community/groups/${groupId}/requests/${bea.id}/approve`, leader.token);
    expect(await welcomes(bea)).toHaveLength(1);

    const edit = await rest('PUT', `/community/groups/${groupId}/welcome`, bea.token, {
      welcome: 'Mine now',
    });
    expect(edit.statusCode).toBe(403);
    // Taking it away: the next member gets no welcome.
    await rest('PUT', `/community/groups/${groupId}/welcome`, leader.token, { welcome: null });
    const cara = await signUp(h);
    await rest('POST', `/community/groups/${groupId}/join`, cara.token);
    await rest('POST', `/community/groups/${groupId}/requests/${cara.id}/approve`, leader.token);
    expect(await welcomes(cara)).toHaveLength(0);
    expect(
      (await rest('GET', `/community/groups/${groupId}/welcome`, cara.token)).json().data,
    ).toEqual({ welcome: null, unseen: false });
  });
});
