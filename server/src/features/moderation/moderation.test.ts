import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  castOf,
  newMessage,
  newPost,
  newReply,
  report,
  rest,
  type Cast,
} from '../../../test/moderation-cast.ts';

let c: Cast;
beforeAll(async () => {
  c = await castOf();
});
afterAll(() => c.h.close());

type Row = {
  id: number;
  target_type: string;
  target_id: number;
  status: string;
  excerpt: string | null;
  group_name: string | null;
  author: { id: number | null; first_name: string; last_name: string; anonymous: boolean } | null;
  reasons: { reason: string; count: number }[];
  reporter_count: number;
  hidden: boolean;
  auto_hidden: boolean;
};

async function queue(token: string, query = '') {
  const res = await rest(c.h, 'GET', `/moderation/reports${query}`, token);
  expect(res.statusCode).toBe(200);
  return res.json().data as unknown as { reports: Row[]; total: number };
}

const rowFor = (rows: Row[], type: string, id: number) =>
  rows.find((r) => r.target_type === type && r.target_id === id);

describe('the moderation queue', () => {
  it('answers 401 signed out and 403 to a member who runs no group', async () => {
    expect((await rest(c.h, 'GET', '/moderation/reports')).statusCode).toBe(401);
    const res = await rest(c.h, 'GET', '/moderation/reports', c.outsider.token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
    expect((await rest(c.h, 'GET', '/moderation/reports/1', c.author.token)).statusCode).toBe(403);
  });

  it('groups the reports by target with reason counts, reporters and the author', async () => {
    const post = await newPost(c, 'A post   that three members\nreported');
    await report(c, { type: 'post', id: post }, ['harassment', 'spam', 'harassment']);
    const row = rowFor((await queue(c.siteAdmin.token)).reports, 'post', post);
    expect(row).toMatchObject({
      status: 'open',
      excerpt: 'A post that three members reported',
      group_name: 'Moderated circle',
      author: { id: c.author.id, first_name: 'Ada', last_name: 'Authorova', anonymous: false },
      reasons: [
        { reason: 'harassment', count: 2 },
        { reason: 'spam', count: 1 },
      ],
      reporter_count: 3,
      hidden: false,
    });
    // Filters: type, group, status.
    const posts = await queue(c.siteAdmin.token, `?target_type=post&group_id=${c.g}`);
    expect(rowFor(posts.reports, 'post', post)).toBeDefined();
    expect(posts.reports.every((r) => r.target_type === 'post')).toBe(true);
    const elsewhere = await queue(c.siteAdmin.token, `?group_id=${c.gh}`);
    expect(rowFor(elsewhere.reports, 'post', post)).toBeUndefined();
    const dismissed = await queue(c.siteAdmin.token, '?status=dismissed');
    expect(rowFor(dismissed.reports, 'post', post)).toBeUndefined();
    const bad = await rest(c.h, 'GET', '/moderation/reports?status=closed', c.siteAdmin.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_ERROR', issues: [{ path: ['status'] }] });
  });

  it('shows a group admin her groups’ posts and replies only, and nothing of other groups', async () => {
    const post = await newPost(c, 'Reported in G');
    const reply = await newReply(c, post, 'A reported reply in G');
    const message = await newMessage(c, 'A reported chat message');
    await report(c, { type: 'post', id: post }, ['hate']);
    await report(c, { type: 'reply', id: reply }, ['spam']);
    await report(c, { type: 'message', id: message }, ['spam']);
    const story = await report(c, { type: 'user', id: c.author.id, group: null }, ['spam']);

    // A member reads by her name in the queue.
    const all = await queue(c.siteAdmin.token, '?target_type=user');
    expect(rowFor(all.reports, 'user', c.author.id)).toMatchObject({
      excerpt: 'Ada Authorova',
      group_name: null,
      author: { id: c.author.id, first_name: 'Ada' },
    });
    const mine = await queue(c.groupAdmin.token, '?limit=100');
    expect(rowFor(mine.reports, 'post', post)).toBeDefined();
    expect(rowFor(mine.reports, 'reply', reply)).toMatchObject({ group_name: 'Moderated circle' });
    expect(rowFor(mine.reports, 'message', message)).toBeUndefined();
    expect(rowFor(mine.reports, 'user', c.author.id)).toBeUndefined();
    expect(mine.total).toBe(mine.reports.length);

    const other = await queue(c.otherAdmin.token);
    expect(other.reports).toEqual([]);
    const foreign = await rest(
      c.h,
      'GET',
      `/moderation/reports?group_id=${c.g}`,
      c.otherAdmin.token,
    );
    expect(foreign.statusCode).toBe(403);
    const [id] = await report(c, { type: 'post', id: await newPost(c, 'Another') }, ['spam']);
    for (const [method, url] of [
      ['GET', `/moderation/reports/${id}`],
      ['POST', `/moderation/reports/${id}/resolve`],
      ['GET', `/moderation/reports/${story[0]}`],
    ] as const) {
      const res = await rest(
        c.h,
        method,
        url,
        c.otherAdmin.token,
        method === 'POST' ? { action: 'hide', note: 'No' } : undefined,
      );
      expect([url, res.statusCode]).toEqual([url, 404]);
    }
    // The group admin of G cannot reach a report on a member either.
    const user = await rest(c.h, 'GET', `/moderation/reports/${story[0]}`, c.groupAdmin.token);
    expect(user.statusCode).toBe(404);
  });

  it('shows a mention in an excerpt as its name, not its stored token', async () => {
    const post = await newPost(c, `Ask @[Someone](${c.groupAdmin.id}) about it`);
    await report(c, { type: 'post', id: post }, ['spam']);
    const all = await queue(c.siteAdmin.token, '?target_type=post&limit=100');
    const excerpt = rowFor(all.reports, 'post', post)?.excerpt ?? '';
    expect(excerpt).toMatch(/^Ask @\S[^()[\]]* about it$/);
  });

  it('names no author of anonymous content, and gives it no history', async () => {
    const earlier = await newPost(c, 'An earlier signed post');
    await report(c, { type: 'post', id: earlier }, ['spam']);
    const post = await newPost(c, 'Posted anonymously', { anonymous: true });
    const reply = await newReply(c, earlier, 'Replied anonymously', true);
    const [id] = await report(c, { type: 'post', id: post }, ['harassment']);
    await report(c, { type: 'reply', id: reply }, ['harassment']);

    for (const token of [c.siteAdmin.token, c.groupAdmin.token]) {
      const res = await rest(c.h, 'GET', '/moderation/reports?limit=100', token);
      const rows = (res.json().data as unknown as { reports: Row[] }).reports;
      for (const row of [rowFor(rows, 'post', post), rowFor(rows, 'reply', reply)])
        expect(row?.author).toEqual({
          id: null,
          first_name: 'Anonymous member',
          last_name: '',
          anonymous: true,
        });
      const detail = await rest(c.h, 'GET', `/moderation/reports/${id}`, token);
      expect(detail.statusCode).toBe(200);
      expect(detail.json().data).toMatchObject({
        report: { author: { id: null, anonymous: true }, history: [] },
      });
      expect(detail.body).not.toContain('Authorova');
      expect(detail.body).not.toContain(`"id":${c.author.id},"first_name"`);
    }
    // Nor does her signed content's history list the anonymous ones.
    const [signed] = await report(c, { type: 'post', id: await newPost(c, 'Signed again') }, [
      'spam',
    ]);
    const detail = await rest(c.h, 'GET', `/moderation/reports/${signed}`, c.siteAdmin.token);
    const history = (
      detail.json().data as unknown as {
        report: { history: { target_id: number; target_type: string }[] };
      }
    ).report.history;
    expect(history.some((item) => item.target_type === 'post' && item.target_id === earlier)).toBe(
      true,
    );
    const anonymous = [`post:${post}`, `reply:${reply}`];
    expect(history.filter((i) => anonymous.includes(`${i.target_type}:${i.target_id}`))).toEqual(
      [],
    );
  });
});

describe('a report’s detail', () => {
  it('shows the content, the reports (reporters to site admins only) and the author’s history', async () => {
    const old = await newPost(c, 'Her earlier post');
    const [oldId] = await report(c, { type: 'post', id: old }, ['hate']);
    await (
      await c.h.caller(c.siteAdmin.token)
    ).moderation.resolve({
      id: oldId as number,
      action: 'hide',
      note: 'Hateful',
    });
    const post = await newPost(c, 'The full text of the reported post, longer than a preview.');
    const [id] = await report(
      c,
      { type: 'post', id: post },
      ['spam', 'misinformation'],
      'Looks fake',
    );

    const admin = await rest(c.h, 'GET', `/moderation/reports/${id}`, c.siteAdmin.token);
    expect(admin.statusCode).toBe(200);
    const detail = (admin.json().data as unknown as { report: Record<string, unknown> }).report;
    expect(detail).toMatchObject({
      id,
      target_type: 'post',
      target_id: post,
      content: 'The full text of the reported post, longer than a preview.',
      group_name: 'Moderated circle',
      reporter_count: 2,
      reports: [
        { reason: 'spam', note: 'Looks fake', status: 'open', reporter: { first_name: 'Rita' } },
        { reason: 'misinformation', reporter: { first_name: 'Rosa' } },
      ],
    });
    expect(detail.history).toContainEqual(
      expect.objectContaining({
        target_type: 'post',
        target_id: old,
        excerpt: 'Her earlier post',
        status: 'actioned',
        resolution: 'hide',
        reasons: [{ reason: 'hate', count: 1 }],
      }),
    );

    const groupAdmin = await rest(c.h, 'GET', `/moderation/reports/${id}`, c.groupAdmin.token);
    expect(groupAdmin.statusCode).toBe(200);
    const reports = (
      groupAdmin.json().data as unknown as { report: { reports: { reporter: unknown }[] } }
    ).report.reports;
    expect(reports.map((r) => r.reporter)).toEqual([null, null]);
    expect(groupAdmin.body).not.toContain('Rita');
    expect(
      (await rest(c.h, 'GET', '/moderation/reports/2147483647', c.siteAdmin.token)).statusCode,
    ).toBe(404);
  });
});
