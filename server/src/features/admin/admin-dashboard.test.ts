import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, adminFixture, signUp, type Harness, type TestUser } from '../../../test/harness.ts';

let h: Harness;
let admin: TestUser;
let member: TestUser;

beforeAll(async () => ({ h, admin, member } = await adminFixture()));
afterAll(() => h.close());

describe('who may use the admin content API', () => {
  it('answers 401 signed out and 403 to members, for every path', async () => {
    const paths: [string, string][] = [
      ['GET', '/api/v1/admin/stats'],
      ['GET', '/api/v1/admin/recent-activity'],
      ['GET', '/api/v1/admin/activity'],
      ['GET', '/api/v1/admin/communities'],
      ['POST', '/api/v1/admin/communities'],
      ['GET', '/api/v1/admin/communities/1'],
      ['PUT', '/api/v1/admin/communities/1'],
      ['DELETE', '/api/v1/admin/communities/1'],
      ['GET', '/api/v1/admin/stories'],
      ['POST', '/api/v1/admin/stories'],
      ['GET', '/api/v1/admin/stories/1'],
      ['PUT', '/api/v1/admin/stories/1'],
      ['DELETE', '/api/v1/admin/stories/1'],
      ['POST', '/api/v1/admin/stories/1/publish'],
      ['GET', '/api/v1/admin/inbox/contact'],
      ['GET', '/api/v1/admin/inbox/deletion-requests'],
    ];
    for (const [method, url] of paths) {
      const payload = method === 'POST' || method === 'PUT' ? {} : undefined;
      expect([
        url,
        (await h.app.inject({ method: method as 'GET', url, payload })).statusCode,
      ]).toEqual([url, 401]);
      expect([
        url,
        (await h.app.inject({ method: method as 'GET', url, payload, headers: auth(member.token) }))
          .statusCode,
      ]).toEqual([url, 403]);
    }
  });
});

describe('stats', () => {
  it('counts from the database and changes when the data changes', async () => {
    // Test accounts are made two days old (harness.ts); these three signed up today.
    await h.db.updateTable('users').set({ created_at: new Date() }).execute();
    const get = async () =>
      (
        await h.app.inject({
          method: 'GET',
          url: '/api/v1/admin/stats',
          headers: auth(admin.token),
        })
      ).json().data;
    const before = await get();
    expect(before).toEqual({
      total_users: 2,
      active_communities: 0,
      published_stories: 0,
      pending_reviews: 0,
      open_reports: 0,
      recent_activity: { new_users: 2, new_communities: 0, new_stories: 0 },
    });
    await signUp(h, { new_account: true });
    await (
      await h.caller(member.token)
    ).community.create({ name: 'Stats group', description: 'Counts one' });
    await (
      await h.caller(member.token)
    ).content.submitStory({
      title: 'Pending one',
      content: 'A story waiting for review, long enough.',
    });
    await (
      await h.caller(admin.token)
    ).admin.stories.create({
      title: 'Live one',
      content: 'Published by an admin, long enough to count.',
      status: 'published',
    });
    const after = await get();
    expect(after).toEqual({
      total_users: 3,
      active_communities: 1,
      published_stories: 1,
      pending_reviews: 1,
      open_reports: 0,
      recent_activity: { new_users: 3, new_communities: 1, new_stories: 1 },
    });
    const activity = (
      await h.app.inject({
        method: 'GET',
        url: '/api/v1/admin/activity',
        headers: auth(admin.token),
      })
    ).json().data.days;
    expect(activity).toHaveLength(30);
    expect(activity.at(-1)).toMatchObject({
      date: new Date().toISOString().slice(0, 10),
      signups: 3,
      stories: 2,
    });
    const recent = (
      await h.app.inject({
        method: 'GET',
        url: '/api/v1/admin/recent-activity',
        headers: auth(admin.token),
      })
    ).json().data;
    expect(recent.users.length).toBe(3);
    expect(recent.stories.map((s: { title: string }) => s.title)).toEqual([
      'Live one',
      'Pending one',
    ]);
  });
});

describe('open reports on the dashboard', () => {
  it('counts the targets with open reports, as the moderation queue lists them', async () => {
    const openReports = async () =>
      (
        await h.app.inject({
          method: 'GET',
          url: '/api/v1/admin/stats',
          headers: auth(admin.token),
        })
      ).json().data.open_reports;
    const before = await openReports();
    const reporters = [await signUp(h), await signUp(h)];
    const file = (reporterId: number, targetId: number, status: 'open' | 'dismissed' = 'open') =>
      h.db
        .insertInto('reports')
        .values({
          reporter_id: reporterId,
          target_type: 'user',
          target_id: targetId,
          target_user_id: targetId,
          reason: 'spam',
          status,
        })
        .execute();
    // Two reports on one member are one target; a dismissed report is not open.
    await file(reporters[0]!.id, member.id);
    await file(reporters[1]!.id, member.id);
    await file(reporters[0]!.id, admin.id, 'dismissed');
    expect(await openReports()).toBe(before + 1);
    const queue = await (await h.caller(admin.token)).moderation.reports({});
    expect(queue.total).toBe(before + 1);
  });
});

describe('inbox and audit-log paging', () => {
  it('each list answers one page and the total of the whole list, like every other list', async () => {
    const purgeAfter = new Date(Date.now() + 30 * 86_400_000);
    for (let i = 0; i < 3; i++) {
      await h.db
        .insertInto('contact_messages')
        .values({
          name: `Sender ${i}`,
          email: `s${i}@example.com`,
          subject: 'Hi',
          message: 'Hello',
        })
        .execute();
      await h.db
        .insertInto('account_deletion_requests')
        .values({ email: `gone${i}@example.com`, purge_after: purgeAfter })
        .execute();
      await h.db
        .insertInto('audit_log')
        .values({ actor_email: admin.email, action: 'test', entity: 'paging', details: '{}' })
        .execute();
    }
    const count = async (table: 'contact_messages' | 'account_deletion_requests' | 'audit_log') =>
      Number(
        (
          await h.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const lists = [
      ['/api/v1/admin/inbox/contact', 'messages', 'contact_messages'],
      ['/api/v1/admin/inbox/deletion-requests', 'requests', 'account_deletion_requests'],
      ['/api/v1/admin/audit-log', 'entries', 'audit_log'],
    ] as const;
    for (const [url, key, table] of lists) {
      const total = await count(table);
      const res = await h.app.inject({
        method: 'GET',
        url: `${url}?limit=2&offset=1`,
        headers: auth(admin.token),
      });
      expect([url, res.statusCode]).toEqual([url, 200]);
      const data = res.json().data;
      expect([url, data[key].length, data.total]).toEqual([url, 2, total]);
    }
  });
});
