import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/db.ts';
import {
  auth,
  createHarness,
  failure,
  signUp,
  type Harness,
  type TestUser,
} from '../../../test/harness.ts';

// Moderation that finishes the job (issue 33, part 9): a deactivated account is in no member list,
// and a member banned from a group sees that she is, with no way to join it.

let h: Harness;
let admin: TestUser;
let founder: TestUser;
let groupId: number;
let privateId: number;

beforeAll(async () => {
  h = await createHarness(await createTestDatabase());
  admin = await signUp(h, { role: 'admin' });
  founder = await signUp(h, { first_name: 'Fay', last_name: 'Founder' });
  const caller = await h.caller(founder.token);
  groupId = (await caller.community.create({ name: 'Book swap', description: 'Books' })).group.id;
  privateId = (
    await caller.community.create({ name: 'Quiet room', description: 'Ask', is_private: true })
  ).group.id;
});
afterAll(() => h.close());

const names = (rows: { user: { first_name: string } }[]) => rows.map((r) => r.user.first_name);

describe('a deactivated member', () => {
  it('is absent from the group’s members, its join requests, member search and who reacted', async () => {
    const gone = await signUp(h, { first_name: 'Gwen', last_name: 'Gone' });
    const stays = await signUp(h, { first_name: 'Stella', last_name: 'Stays' });
    for (const member of [gone, stays]) {
      const caller = await h.caller(member.token);
      await caller.community.join({ id: groupId });
      await caller.community.join({ id: privateId });
    }
    const { post } = await (
      await h.caller(founder.token)
    ).community.post({
      id: groupId,
      content: 'Which book next?',
    });
    for (const member of [gone, stays])
      await (await h.caller(member.token)).community.reactPost({ id: post.id, kind: 'heart' });

    const founderCaller = await h.caller(founder.token);
    const members = async () =>
      names((await founderCaller.community.members({ id: groupId })).members);
    const requests = async () =>
      names((await founderCaller.community.requests({ id: privateId })).requests);
    const search = async () =>
      (
        await h.app.inject({
          method: 'GET',
          url: '/api/v1/users/search?q=g',
          headers: auth(founder.token),
        })
      )
        .json()
        .data.users.map((u: { first_name: string }) => u.first_name);
    const reactors = async () =>
      (await founderCaller.community.postReactors({ id: post.id })).reactions.flatMap((r) =>
        r.users.map((u) => u.first_name),
      );
    expect(await members()).toEqual(['Fay', 'Gwen', 'Stella']);
    expect(await requests()).toEqual(['Gwen', 'Stella']);
    expect(await search()).toContain('Gwen');
    expect(await reactors()).toEqual(['Gwen', 'Stella']);

    await (await h.caller(admin.token)).admin.users.update({ id: gone.id, status: 'inactive' });

    expect(await members()).toEqual(['Fay', 'Stella']);
    expect(await requests()).toEqual(['Stella']);
    expect(await search()).not.toContain('Gwen');
    expect(await reactors()).toEqual(['Stella']);
  });
});

describe('a banned member', () => {
  it('sees that she is banned from the group, and her join is refused', async () => {
    const banned = await signUp(h, { first_name: 'Bea', last_name: 'Banned' });
    const her = await h.caller(banned.token);
    await her.community.join({ id: groupId });
    expect((await her.community.get({ id: groupId })).group.banned).toBe(false);

    await (await h.caller(founder.token)).community.ban({ id: groupId, userId: banned.id });

    const view = await h.app.inject({
      method: 'GET',
      url: `/api/v1/community/groups/${groupId}`,
      headers: auth(banned.token),
    });
    expect(view.json().data.group).toMatchObject({ banned: true, is_member: false });
    const listed = (await her.community.list({})).groups.find((g) => g.id === groupId);
    expect(listed?.banned).toBe(true);
    expect(await failure(her.community.join({ id: groupId }))).toMatchObject({ code: 'FORBIDDEN' });
    // Everyone else's view is unchanged.
    expect(
      (await (await h.caller(founder.token)).community.get({ id: groupId })).group.banned,
    ).toBe(false);
  });
});
