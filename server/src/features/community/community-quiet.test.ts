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

// Quiet membership (issue 35, part 6): a quiet member is in no member list, member search or
// "groups in common" of anyone but herself and the group's admins; her profile never shows her
// private or quiet groups to anyone else.

let h: Harness;
let leader: TestUser; // the group's admin
let quiet: TestUser; // turns quiet
let peer: TestUser; // a plain member of the same group
let outsider: TestUser;
let siteAdmin: TestUser;
let groupId: number;
let otherGroupId: number; // public, where `quiet` stays open
let privateId: number; // private, where `quiet` and `peer` are open members

beforeAll(async () => {
  h = await createHarness(await createTestDatabase());
  leader = await signUp(h, { first_name: 'Lena', last_name: 'Leader' });
  quiet = await signUp(h, { first_name: 'Quinn', last_name: 'Quiet' });
  peer = await signUp(h, { first_name: 'Pia', last_name: 'Peer' });
  outsider = await signUp(h, { first_name: 'Olga', last_name: 'Outsider' });
  siteAdmin = await signUp(h, { role: 'admin', first_name: 'Sian', last_name: 'Admin' });
  const lead = await h.caller(leader.token);
  groupId = (await lead.community.create({ name: 'IVF circle', description: 'Support' })).group.id;
  await lead.community.update({ id: groupId, allow_anonymous: true });
  otherGroupId = (await lead.community.create({ name: 'Book club', description: 'Books' })).group
    .id;
  privateId = (
    await lead.community.create({ name: 'Night owls', description: 'Late', is_private: true })
  ).group.id;
  for (const member of [quiet, peer]) {
    const caller = await h.caller(member.token);
    await caller.community.join({ id: groupId });
    await caller.community.join({ id: otherGroupId });
    await caller.community.join({ id: privateId });
    await lead.community.approve({ id: privateId, userId: member.id });
  }
});
afterAll(() => h.close());

const setQuiet = (user: TestUser, id: number, value: boolean) =>
  h.app.inject({
    method: 'PUT',
    url: `/api/v1/community/groups/${id}/membership`,
    headers: auth(user.token),
    payload: { quiet: value },
  });

async function memberNames(viewer: TestUser, id = groupId): Promise<string[]> {
  const res = await h.app.inject({
    method: 'GET',
    url: `/api/v1/community/groups/${id}/members`,
    headers: auth(viewer.token),
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.members.map((m: { user: { first_name: string } }) => m.user.first_name);
}

async function mentionable(viewer: TestUser, q: string): Promise<string[]> {
  const { members } = await (
    await h.caller(viewer.token)
  ).community.mentionable({ id: groupId, q });
  return members.map((m) => m.first_name);
}

async function groupsOnProfile(viewer: TestUser, of: TestUser) {
  const res = await h.app.inject({
    method: 'GET',
    url: `/api/v1/users/${of.id}/profile`,
    headers: auth(viewer.token),
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.groups_in_common as { name: string; quiet: boolean }[];
}

describe('a quiet member', () => {
  it('turns quiet and back through PUT /community/groups/{id}/membership; her group shows it', async () => {
    const res = await setQuiet(quiet, groupId, true);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ membership: { quiet: true } });
    const { group } = await (await h.caller(quiet.token)).community.get({ id: groupId });
    expect(group.my_quiet).toBe(true);
    expect((await (await h.caller(peer.token)).community.get({ id: groupId })).group.my_quiet).toBe(
      false,
    );
  });

  it('is refused to anyone who is not a member (403), and a bad value is 400', async () => {
    expect((await setQuiet(outsider, groupId, true)).statusCode).toBe(403);
    expect((await setQuiet(siteAdmin, groupId, true)).statusCode).toBe(403);
    const bad = await h.app.inject({
      method: 'PUT',
      url: `/api/v1/community/groups/${groupId}/membership`,
      headers: auth(quiet.token),
      payload: { quiet: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('is absent from the member list for members and outsiders, listed for herself and the admins', async () => {
    expect(await memberNames(peer)).toEqual(['Lena', 'Pia']);
    expect(await memberNames(outsider)).toEqual(['Lena', 'Pia']);
    expect(await memberNames(quiet)).toEqual(['Lena', 'Quinn', 'Pia']);
    expect(await memberNames(leader)).toEqual(['Lena', 'Quinn', 'Pia']);
    expect(await memberNames(siteAdmin)).toEqual(['Lena', 'Quinn', 'Pia']);
    // The admins see which members are quiet.
    const { members } = await (await h.caller(leader.token)).community.members({ id: groupId });
    expect(members.find((m) => m.user_id === quiet.id)?.quiet).toBe(true);
    // Her other groups list her as before.
    expect(await memberNames(peer, otherGroupId)).toContain('Quinn');
  });

  it('is not found by member search in the group (mention autocomplete), nor mentioned there', async () => {
    expect(await mentionable(peer, 'Q')).toEqual([]);
    expect(await mentionable(leader, 'Q')).toEqual([]);
    expect(await mentionable(peer, 'Le')).toEqual(['Lena']);
    // A mention would name her to every reader: it stays plain text and tells her nothing.
    const { post } = await (
      await h.caller(peer.token)
    ).community.post({ id: groupId, content: `Hello @[Quinn Quiet](${quiet.id})` });
    expect(post.content).toBe('Hello @Quinn Quiet');
  });

  it('is in nobody’s groups in common there, and her profile shows others no private group', async () => {
    // Pia shares three groups with Quinn: the quiet one and the private one are not shown.
    expect((await groupsOnProfile(peer, quiet)).map((g) => g.name)).toEqual(['Book club']);
    // Admins of the group included: her profile is hers, not the group's.
    expect((await groupsOnProfile(leader, quiet)).map((g) => g.name)).toEqual(['Book club']);
    // Quinn's view of Pia counts Pia's open memberships, the private one still hidden.
    expect((await groupsOnProfile(quiet, peer)).map((g) => g.name)).toEqual([
      'Book club',
      'IVF circle',
    ]);
    // Her own page shows every group of hers, the quiet one marked.
    expect(await groupsOnProfile(quiet, quiet)).toEqual([
      expect.objectContaining({ name: 'Book club', quiet: false }),
      expect.objectContaining({ name: 'IVF circle', quiet: true }),
      expect.objectContaining({ name: 'Night owls', quiet: false }),
    ]);
  });

  it('shares no group through it: profile details and direct messages treat her as a stranger there', async () => {
    const lonely = await signUp(h, { first_name: 'Lou', last_name: 'Lonely' });
    await (await h.caller(lonely.token)).community.join({ id: groupId });
    const her = await h.caller(quiet.token);
    await her.users.updatePreferences({
      dm_policy: 'shared_groups',
      profile_visibility: 'shared_groups',
    });
    await her.users.updateProfile({ id: quiet.id, occupation: 'Midwife' });
    const lou = await h.caller(lonely.token);
    const profile = await lou.users.profile({ id: quiet.id });
    expect(profile.limited).toBe(true);
    expect(profile.user.occupation).toBeNull();
    const found = await lou.users.search({ q: 'Quinn' });
    expect(found.users.find((u) => u.id === quiet.id)?.occupation).toBeNull();
    expect((await failure(lou.chat.direct({ user_id: quiet.id, content: 'Hi' }))).httpStatus).toBe(
      403,
    );
    // Open again, the group is shared once more.
    expect((await setQuiet(quiet, groupId, false)).statusCode).toBe(200);
    expect((await lou.users.profile({ id: quiet.id })).user.occupation).toBe('Midwife');
    await lou.chat.direct({ user_id: quiet.id, content: 'Hi' });
  });

  it('still writes under her name unless she posts anonymously', async () => {
    expect((await setQuiet(quiet, groupId, true)).statusCode).toBe(200);
    const her = await h.caller(quiet.token);
    await her.community.post({ id: groupId, content: 'Named post' });
    await her.community.post({ id: groupId, content: 'Unnamed post', anonymous: true });
    const { posts } = await (await h.caller(peer.token)).community.posts({ id: groupId });
    const named = posts.find((p) => p.content === 'Named post');
    const unnamed = posts.find((p) => p.content === 'Unnamed post');
    expect(named?.user?.first_name).toBe('Quinn');
    expect(unnamed?.user).toBeNull();
  });

  it('comes back as quiet as she left when she keeps her account after asking to delete it', async () => {
    const leaving = await signUp(h, { first_name: 'Rosa', last_name: 'Returns' });
    await (await h.caller(leaving.token)).community.join({ id: groupId });
    expect((await setQuiet(leaving, groupId, true)).statusCode).toBe(200);
    const asked = await h.app.inject({
      method: 'POST',
      url: '/api/v1/account/deletion-request',
      headers: auth(leaving.token),
      payload: { reason: 'other', confirmDataLoss: true, confirmPermanent: true },
    });
    expect(asked.statusCode).toBe(201);
    expect(await memberNames(leader)).not.toContain('Rosa');
    // A site admin's reactivation keeps the account, as her emailed link does.
    const kept = await h.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/users/${leaving.id}`,
      headers: auth(siteAdmin.token),
      payload: { status: 'active' },
    });
    expect(kept.statusCode).toBe(200);
    expect(await memberNames(leader)).toContain('Rosa');
    expect(await memberNames(peer)).not.toContain('Rosa');
  });
});
