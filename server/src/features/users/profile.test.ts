import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/db.ts';
import { auth, createHarness, signUp, type Harness, type TestUser } from '../../../test/harness.ts';

let h: Harness;
let ada: TestUser;
let bea: TestUser;
let cleo: TestUser;
let admin: TestUser;
const groups: Record<'book' | 'quiet' | 'closed' | 'adaOnly' | 'beaOnly', number> = {
  book: 0,
  quiet: 0,
  closed: 0,
  adaOnly: 0,
  beaOnly: 0,
};

async function createGroup(owner: TestUser, name: string, isPrivate: boolean) {
  const { group } = await (
    await h.caller(owner.token)
  ).community.create({
    name,
    description: `${name}: a group for the profile tests`,
    category: 'General',
    is_private: isPrivate,
    max_members: 10,
  });
  return group.id;
}

function addMember(groupId: number, member: TestUser) {
  return h.db
    .insertInto('group_members')
    .values({ group_id: groupId, user_id: member.id })
    .execute();
}

const profile = (id: number, viewer: TestUser) =>
  h.app.inject({ method: 'GET', url: `/api/v1/users/${id}/profile`, headers: auth(viewer.token) });

async function page(id: number, viewer: TestUser) {
  const res = await profile(id, viewer);
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

const names = (list: { name: string }[]) => list.map((g) => g.name);

function setVisibility(member: TestUser, value: 'members' | 'shared_groups') {
  return h.app.inject({
    method: 'PUT',
    url: '/api/v1/users/me/preferences',
    headers: auth(member.token),
    payload: { profile_visibility: value },
  });
}

beforeAll(async () => {
  h = await createHarness(await createTestDatabase());
  ada = await signUp(h, { first_name: 'Ada', last_name: 'Obi' });
  bea = await signUp(h, { first_name: 'Bea', last_name: 'Lund' });
  cleo = await signUp(h, { first_name: 'Cleo', last_name: 'Park' });
  admin = await signUp(h, { role: 'admin', first_name: 'Nadia', last_name: 'Brooks' });
  await (
    await h.caller(bea.token)
  ).users.updateProfile({
    id: bea.id,
    bio: 'Cold water, warm company.',
    location: 'Brighton',
    occupation: 'Midwife',
    interests: 'Swimming',
  });
  groups.book = await createGroup(ada, 'Book club', false);
  groups.quiet = await createGroup(ada, 'Quiet corner', true);
  groups.closed = await createGroup(ada, 'Closed circle', false);
  groups.adaOnly = await createGroup(ada, 'Allotment', false);
  groups.beaOnly = await createGroup(bea, 'Bakers', true);
  for (const g of [groups.book, groups.quiet, groups.closed]) await addMember(g, bea);
  await addMember(groups.closed, cleo);
  await h.db
    .updateTable('groups')
    .set({ status: 'inactive' })
    .where('id', '=', groups.closed)
    .execute();
});
afterAll(() => h.close());

describe('groups in common', () => {
  it('lists only the active public groups both belong to, by name: her private groups are never on her page', async () => {
    const data = await page(bea.id, ada);
    expect(data.groups_in_common).toEqual([
      { id: groups.book, name: 'Book club', is_private: false, quiet: false },
    ]);
    expect(names((await page(ada.id, bea)).groups_in_common)).toEqual(['Book club']);
  });

  it('lists her own active groups on her own page', async () => {
    expect(names((await page(ada.id, ada)).groups_in_common)).toEqual([
      'Allotment',
      'Book club',
      'Quiet corner',
    ]);
    expect(names((await page(bea.id, bea)).groups_in_common)).toEqual([
      'Bakers',
      'Book club',
      'Quiet corner',
    ]);
  });

  it('is empty when they share only an inactive group, or none', async () => {
    expect((await page(bea.id, cleo)).groups_in_common).toEqual([]);
    expect((await page(cleo.id, ada)).groups_in_common).toEqual([]);
  });
});

describe('profile visibility', () => {
  it("'members' (the default): any member sees bio, occupation, location and interests", async () => {
    const data = await page(bea.id, cleo);
    expect(data.limited).toBe(false);
    expect(data.user).toMatchObject({
      first_name: 'Bea',
      bio: 'Cold water, warm company.',
      location: 'Brighton',
      occupation: 'Midwife',
      interests: 'Swimming',
      email: null,
    });
  });

  it("'shared_groups': a member who shares no active group sees only the card", async () => {
    expect((await setVisibility(bea, 'shared_groups')).statusCode).toBe(200);
    const data = await page(bea.id, cleo);
    expect(data.limited).toBe(true);
    expect(data.user).toMatchObject({
      id: bea.id,
      first_name: 'Bea',
      last_name: 'Lund',
      bio: null,
      location: null,
      occupation: null,
      interests: null,
      email: null,
      date_of_birth: null,
    });
    expect(Date.parse(data.user.created_at)).not.toBeNaN();
    expect(data.groups_in_common).toEqual([]);
    expect(data.relation).toEqual({ blocked: false, muted: false });
  });

  it("'shared_groups': a member of a shared group, a site admin and she herself see it all", async () => {
    for (const viewer of [ada, admin, bea]) {
      const data = await page(bea.id, viewer);
      expect(data.limited).toBe(false);
      expect(data.user).toMatchObject({ bio: 'Cold water, warm company.', location: 'Brighton' });
    }
    expect((await page(bea.id, admin)).user.email).toBe(bea.email);
    // The admin shares no group with her: she sees none in common.
    expect((await page(bea.id, admin)).groups_in_common).toEqual([]);
  });

  it("'shared_groups': sharing a group that is no longer active does not count", async () => {
    // Cleo and Bea share only the inactive group.
    expect((await page(bea.id, cleo)).limited).toBe(true);
    await addMember(groups.book, cleo);
    expect((await page(bea.id, cleo)).limited).toBe(false);
    await h.db
      .deleteFrom('group_members')
      .where('group_id', '=', groups.book)
      .where('user_id', '=', cleo.id)
      .execute();
    expect((await setVisibility(bea, 'members')).statusCode).toBe(200);
    expect((await page(bea.id, cleo)).limited).toBe(false);
  });
});

describe('member search', () => {
  it("'shared_groups': a member who shares no active group finds her name, not her occupation or location", async () => {
    expect((await setVisibility(bea, 'shared_groups')).statusCode).toBe(200);
    const found = async (viewer: TestUser) => {
      const res = await h.app.inject({
        method: 'GET',
        url: '/api/v1/users/search?q=Bea%20Lund',
        headers: auth(viewer.token),
      });
      expect(res.statusCode).toBe(200);
      return res.json().data.users.find((u: { id: number }) => u.id === bea.id);
    };
    expect(await found(cleo)).toMatchObject({
      first_name: 'Bea',
      occupation: null,
      location: null,
    });
    for (const viewer of [ada, admin, bea])
      expect(await found(viewer)).toMatchObject({ occupation: 'Midwife', location: 'Brighton' });
    expect((await setVisibility(bea, 'members')).statusCode).toBe(200);
    expect(await found(cleo)).toMatchObject({ occupation: 'Midwife', location: 'Brighton' });
  });
});

describe('a blocked pair', () => {
  it('the blocker sees the card of the member she blocked; the blocked member sees the blocker’s page as any co-member does', async () => {
    // What a member of their shared groups who blocked no one sees of Ada's page.
    await addMember(groups.book, cleo);
    const coMember = await page(ada.id, cleo);
    expect(coMember).toMatchObject({ limited: false, relation: { blocked: false, muted: false } });
    const blocked = await h.app.inject({
      method: 'POST',
      url: `/api/v1/users/${bea.id}/block`,
      headers: auth(ada.token),
    });
    expect(blocked.statusCode).toBe(200);
    const blocker = await page(bea.id, ada);
    expect(blocker).toMatchObject({
      limited: true,
      groups_in_common: [],
      relation: { blocked: true, muted: false },
    });
    expect(blocker.user).toMatchObject({ first_name: 'Bea', bio: null, location: null });
    // Nothing on Ada's page tells Bea of the block: the same page as before it, as Cleo's but
    // for the groups they share.
    const other = await page(ada.id, bea);
    expect(other).toMatchObject({ limited: false, relation: { blocked: false, muted: false } });
    expect(other.user).toEqual(coMember.user);
    expect(names(other.groups_in_common)).toEqual(['Book club']);
    // A site admin still sees all of both.
    expect((await page(bea.id, admin)).limited).toBe(false);
    await h.app.inject({
      method: 'DELETE',
      url: `/api/v1/users/${bea.id}/block`,
      headers: auth(ada.token),
    });
    expect((await page(bea.id, ada)).limited).toBe(false);
    expect(await page(ada.id, bea)).toEqual(other);
    await h.db
      .deleteFrom('group_members')
      .where('group_id', '=', groups.book)
      .where('user_id', '=', cleo.id)
      .execute();
  });

  it('a mute changes nothing on the page but the button', async () => {
    await h.app.inject({
      method: 'POST',
      url: `/api/v1/users/${bea.id}/mute`,
      headers: auth(ada.token),
    });
    const data = await page(bea.id, ada);
    expect(data).toMatchObject({ limited: false, relation: { blocked: false, muted: true } });
    expect(names(data.groups_in_common)).toEqual(['Book club']);
    await h.app.inject({
      method: 'DELETE',
      url: `/api/v1/users/${bea.id}/mute`,
      headers: auth(ada.token),
    });
  });
});

describe('a deactivated member', () => {
  it('is not found by members (404 with the error body)', async () => {
    const gone = await signUp(h, { first_name: 'Gwen', last_name: 'Hale' });
    await h.db.updateTable('users').set({ status: 'inactive' }).where('id', '=', gone.id).execute();
    const res = await profile(gone.id, ada);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'User not found' });
    expect((await profile(999999, ada)).statusCode).toBe(404);
  });
});
