import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, adminFixture, type Harness, type TestUser } from '../../../test/harness.ts';

let h: Harness;
let admin: TestUser;
let member: TestUser;

beforeAll(async () => ({ h, admin, member } = await adminFixture()));
afterAll(() => h.close());

describe('communities', () => {
  it('creates, lists with search and status filter, edits and deletes; member counts are derived', async () => {
    const created = await h.app.inject({
      method: 'POST',
      url: '/api/v1/admin/communities',
      headers: auth(admin.token),
      payload: {
        name: 'Grief Circle',
        description: 'Gentle and moderated',
        category: 'Health & Wellness',
        status: 'active',
        memberCount: 500,
      },
    });
    expect(created.statusCode).toBe(201);
    const community = created.json().data.community;
    expect(community).toMatchObject({ name: 'Grief Circle', memberCount: 1, status: 'active' });
    await (await h.caller(member.token)).community.join({ id: community.id });
    const list = (
      await h.app.inject({
        method: 'GET',
        url: '/api/v1/admin/communities?search=grief',
        headers: auth(admin.token),
      })
    ).json().data;
    expect(list).toEqual({
      communities: [expect.objectContaining({ id: community.id, memberCount: 2 })],
      total: 1,
    });
    const updated = await h.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/communities/${community.id}`,
      headers: auth(admin.token),
      payload: { status: 'inactive', description: 'Paused for now' },
    });
    expect(updated.json().data.community).toMatchObject({
      status: 'inactive',
      description: 'Paused for now',
      memberCount: 2,
    });
    expect(
      (
        await (await h.caller(admin.token)).admin.communities.list({ status: 'inactive' })
      ).communities.map((c) => c.id),
    ).toEqual([community.id]);
    expect(
      (
        await h.app.inject({
          method: 'GET',
          url: `/api/v1/community/groups/${community.id}`,
          headers: auth(member.token),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await h.app.inject({
          method: 'DELETE',
          url: `/api/v1/admin/communities/${community.id}`,
          headers: auth(admin.token),
        })
      ).json(),
    ).toEqual({ data: { success: true } });
    expect(
      (
        await h.app.inject({
          method: 'GET',
          url: `/api/v1/admin/communities/${community.id}`,
          headers: auth(admin.token),
        })
      ).statusCode,
    ).toBe(404);
  });
});
