import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, failure, latestEmailTo, signUp, type TestUser } from '../../../test/harness.ts';
import { castOf, newPost, report, rest, type Cast } from '../../../test/moderation-cast.ts';
import { createMailer } from '../../lib/mailer.ts';
import { coolDownRepeatOffenders, statementsTask } from './decisions.service.ts';

let c: Cast;
let secondAdmin: TestUser;
beforeAll(async () => {
  c = await castOf();
  secondAdmin = await signUp(c.h, { role: 'admin', first_name: 'Sana' });
});
afterAll(() => c.h.close());

const quiet = { info: () => undefined, warn: () => undefined };
/** Runs the statements task once, as the job runner would after the action commits. */
async function sendStatements() {
  const mailer = createMailer(c.h.db, { from: 'HerCircle <x@x.test>', log: quiet });
  await statementsTask(c.h.db, mailer, { origin: 'http://hc.test', tickMs: 1000 }).run(new Date());
}

const decisionsOf = (userId: number) =>
  c.h.db
    .selectFrom('moderation_decisions')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();

async function myDecisions(member: TestUser) {
  const res = await rest(c.h, 'GET', '/moderation/decisions/mine', member.token);
  expect(res.statusCode).toBe(200);
  return (res.json().data as unknown as { decisions: Record<string, unknown>[] }).decisions;
}

const resolve = (token: string, id: number | undefined, body: Record<string, unknown>) =>
  rest(c.h, 'POST', `/moderation/reports/${id}/resolve`, token, body);

describe('house rules', () => {
  it('are public, numbered, and only site admins replace them', async () => {
    const res = await rest(c.h, 'GET', '/guidelines');
    expect(res.statusCode).toBe(200);
    const { rules } = res.json().data as unknown as { rules: { number: number; title: string }[] };
    expect(rules.map((r) => r.number)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(rules[1]?.title).toBe('No harassment or pile-ons');

    const put = (token: string, body: unknown) =>
      c.h.app.inject({
        method: 'PUT',
        url: '/api/v1/admin/guidelines',
        headers: auth(token),
        payload: body as object,
      });
    expect((await put(c.author.token, { rules: [{ title: 'x', text: 'y' }] })).statusCode).toBe(
      403,
    );
    expect((await put(c.siteAdmin.token, { rules: [] })).statusCode).toBe(400);
    const before = await rest(c.h, 'GET', '/guidelines');
    expect(before.json()).toEqual(res.json());
  });
});

describe('statements of reasons', () => {
  it('an auto-hidden post’s author gets one statement naming automation, in-app and by email', async () => {
    const post = await newPost(c, 'Buy followers cheap at my shop');
    for (const reporter of c.reporters)
      expect(
        (
          await rest(c.h, 'POST', '/reports', reporter.token, {
            target_type: 'post',
            target_id: post,
            reason: 'spam',
          })
        ).statusCode,
      ).toBe(201);
    const rows = (await decisionsOf(c.author.id)).filter((d) => d.target_id === post);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'auto_hide', automated: true, decided_by: null });

    const mine = (await myDecisions(c.author)).find((d) => d.id === rows[0]!.id);
    expect(mine).toMatchObject({
      action: 'auto_hide',
      automated: true,
      excerpt: 'Buy followers cheap at my shop',
      rule: null,
      appeal: null,
    });
    expect(mine!.appealable_until).toBeTypeOf('string');
    const bell = await (await c.h.caller(c.author.token)).notifications.list({ limit: 50 });
    expect(
      bell.notifications.filter(
        (n) => n.kind === 'moderation_decision' && n.target.id === rows[0]!.id,
      ),
    ).toHaveLength(1);

    await sendStatements();
    const mail = await latestEmailTo(c.h, c.author.email);
    expect(mail).toContain(
      'Your post in Moderated circle was hidden from other members after several members reported it.',
    );
    expect(mail).toContain('Decided automatically.');
    expect(mail).toContain(`http://hc.test/decisions#decision-${rows[0]!.id}`);
    // Sent once: a second run sends nothing more.
    const count = async () =>
      (
        await c.h.db
          .selectFrom('outbox_emails')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('to_address', '=', c.author.email)
          .executeTakeFirstOrThrow()
      ).n;
    const sent = await count();
    await sendStatements();
    expect(await count()).toBe(sent);
  });

  it('a resolved report cites the rule and reason; an unknown rule is refused and changes nothing', async () => {
    const post = await newPost(c, 'You are all idiots');
    const [first] = await report(c, { type: 'post', id: post }, ['harassment']);
    const refused = await resolve(c.groupAdmin.token, first, {
      action: 'hide',
      note: 'Insults',
      rule: 19,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('There is no rule 19');
    const still = await c.h.db
      .selectFrom('reports')
      .select('status')
      .where('id', '=', first!)
      .executeTakeFirstOrThrow();
    expect(still.status).toBe('open');
    expect((await decisionsOf(c.author.id)).filter((d) => d.target_id === post)).toHaveLength(0);

    const ok = await resolve(c.groupAdmin.token, first, {
      action: 'hide',
      note: 'Insults',
      rule: 1,
      reason: 'Name-calling other members',
    });
    expect(ok.statusCode).toBe(200);
    const [decision] = (await decisionsOf(c.author.id)).filter((d) => d.target_id === post);
    expect(decision).toMatchObject({
      action: 'hide',
      rule_number: 1,
      rule_title: 'Be kind',
      reason: 'Name-calling other members',
      automated: false,
      decided_by: c.groupAdmin.id,
      report_id: first,
    });
  });

  it('a ban from a report hides the reported post and, when asked, her posts of the last 7 days', async () => {
    const member = await signUp(c.h, { first_name: 'Spammy' });
    await (await c.h.caller(member.token)).community.join({ id: c.g });
    const older = await newPost(c, 'Cheap watches here', { by: member });
    const reported = await newPost(c, 'Cheap watches again', { by: member });
    const [id] = await report(c, { type: 'post', id: reported, user: member.id }, ['spam']);
    const res = await resolve(c.siteAdmin.token, id, {
      action: 'ban_from_group',
      note: 'Spam account',
      rule: 5,
      remove_recent_posts: true,
    });
    expect(res.statusCode).toBe(200);
    const posts = await c.h.db
      .selectFrom('group_posts')
      .select(['id', 'hidden_at', 'deleted_at'])
      .where('id', 'in', [older, reported])
      .orderBy('id')
      .execute();
    expect(posts.every((p) => p.deleted_at !== null)).toBe(true);
    expect(posts.find((p) => p.id === reported)?.hidden_at).toBeInstanceOf(Date);
    const [ban] = await decisionsOf(member.id);
    expect(ban).toMatchObject({ action: 'ban', group_id: c.g, rule_title: 'No spam or selling' });
  });
});

describe('appeals', () => {
  /** A new member of G (three decisions would mute an author: each test has its own). */
  async function newAuthor(): Promise<TestUser> {
    const member = await signUp(c.h, { first_name: 'Appellant' });
    await (await c.h.caller(member.token)).community.join({ id: c.g });
    return member;
  }
  async function hiddenPostDecision(author: TestUser, by: TestUser = c.groupAdmin) {
    const post = await newPost(c, `Hidden for the appeal ${Math.random()}`, { by: author });
    const res = await rest(c.h, 'POST', `/community/posts/${post}/hide`, by.token, {
      reason: 'Off topic and rude',
      rule: 1,
    });
    expect(res.statusCode).toBe(200);
    const decision = (await decisionsOf(author.id)).findLast((d) => d.target_id === post)!;
    return { post, decision: decision.id };
  }
  const appeal = (
    member: TestUser,
    id: number,
    text = 'It was a joke between friends, not an insult.',
  ) => rest(c.h, 'POST', `/moderation/decisions/${id}/appeal`, member.token, { text });
  const decide = (admin: TestUser, id: number, outcome: string, reason = 'Looked again') =>
    rest(c.h, 'POST', `/admin/appeals/${id}/decide`, admin.token, { outcome, reason });

  it('one per decision, by the member affected, within six months', async () => {
    const author = await newAuthor();
    const { decision } = await hiddenPostDecision(author);
    expect((await appeal(c.outsider, decision)).statusCode).toBe(404);
    const first = await appeal(author, decision);
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({ appeal: { status: 'pending' } });
    expect((await appeal(author, decision)).statusCode).toBe(409);

    const late = await hiddenPostDecision(author);
    await c.h.db
      .updateTable('moderation_decisions')
      .set({ created_at: new Date(Date.now() - 184 * 86_400_000) })
      .where('id', '=', late.decision)
      .execute();
    expect((await appeal(author, late.decision)).statusCode).toBe(410);
  });

  it('the admin who took the decision cannot decide its appeal; another reverses it and the post is back', async () => {
    const author = await newAuthor();
    const { post, decision } = await hiddenPostDecision(author, c.siteAdmin);
    const id = (await appeal(author, decision)).json().data as unknown as {
      appeal: { id: number };
    };
    const refused = await decide(c.siteAdmin, id.appeal.id, 'reversed');
    expect(refused.statusCode).toBe(403);

    const queue = await rest(c.h, 'GET', '/admin/appeals?status=pending', secondAdmin.token);
    const listed = (
      queue.json().data as unknown as { appeals: { id: number; can_decide: boolean }[] }
    ).appeals.find((a) => a.id === id.appeal.id);
    expect(listed?.can_decide).toBe(true);

    const reversed = await decide(
      secondAdmin,
      id.appeal.id,
      'reversed',
      'Friendly banter, not an insult',
    );
    expect(reversed.statusCode).toBe(200);
    expect((await decide(secondAdmin, id.appeal.id, 'upheld')).statusCode).toBe(409);
    const row = await c.h.db
      .selectFrom('group_posts')
      .select('hidden_at')
      .where('id', '=', post)
      .executeTakeFirstOrThrow();
    expect(row.hidden_at).toBeNull();
    const seen = await (
      await c.h.caller(c.outsider.token)
    ).community.posts({ id: c.g, limit: 100 });
    expect(seen.posts.map((p) => p.id)).toContain(post);
    const mine = (await myDecisions(author)).find((d) => d.id === decision);
    expect(mine).toMatchObject({
      appeal: { status: 'reversed', outcome_reason: 'Friendly banter, not an insult' },
    });
    expect(mine!.reversed_at).toBeTypeOf('string');
    expect(await latestEmailTo(c.h, author.email)).toContain(
      'The decision is reversed and undone.',
    );
    const audit = await c.h.db
      .selectFrom('audit_log')
      .select(['actor_id', 'action'])
      .where('entity', '=', 'appeal')
      .where('entity_id', '=', id.appeal.id)
      .execute();
    expect(audit).toEqual([{ actor_id: secondAdmin.id, action: 'appeal_reversed' }]);
  });

  it('members cannot see the queue or decide', async () => {
    expect((await rest(c.h, 'GET', '/admin/appeals', c.author.token)).statusCode).toBe(403);
    expect(
      (await failure((await c.h.caller(c.groupAdmin.token)).admin.fairProcess.appeals({}))).code,
    ).toBe('FORBIDDEN');
  });
});

describe('repeat decisions cool her down', () => {
  it('three standing decisions in 30 days mute her from posting for 24 hours; a site admin can lift it', async () => {
    const member = await signUp(c.h, { first_name: 'Repeat' });
    await (await c.h.caller(member.token)).community.join({ id: c.g });
    for (let i = 0; i < 3; i++) {
      const post = await newPost(c, `Rude post ${i}`, { by: member });
      expect(
        (await rest(c.h, 'POST', `/community/posts/${post}/hide`, c.groupAdmin.token, { rule: 1 }))
          .statusCode,
      ).toBe(200);
    }
    // The cool-down job (every tick in the server) mutes her once for these three.
    expect(await coolDownRepeatOffenders(c.h.db, 3)).toBe(1);
    expect(await coolDownRepeatOffenders(c.h.db, 3)).toBe(0);
    const rows = await decisionsOf(member.id);
    expect(rows.map((r) => r.action)).toEqual(['hide', 'hide', 'hide', 'mute']);
    expect(rows[3]).toMatchObject({ automated: true, decided_by: null });
    const hours = (rows[3]!.ends_at!.getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);

    const me = await c.h.caller(member.token);
    const refused = await failure(me.community.post({ id: c.g, content: 'Can I post?' }));
    expect(refused.code).toBe('FORBIDDEN');
    expect(refused.message).toMatch(/^You cannot post or reply until /);

    const lifted = await c.h.app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/users/${member.id}/mute`,
      headers: auth(c.siteAdmin.token),
    });
    expect(lifted.statusCode).toBe(200);
    expect(lifted.json().data.posting_muted_until).toBeNull();
    expect((await me.community.post({ id: c.g, content: 'Back again' })).post.id).toBeTypeOf(
      'number',
    );
    // The same three decisions do not mute her again once the mute is lifted.
    expect(await coolDownRepeatOffenders(c.h.db, 3)).toBe(0);
  });
});

describe('suspension from the Users table', () => {
  it('records rule, reason and end, and her record shows it', async () => {
    const member = await signUp(c.h, { first_name: 'Suspendee' });
    const res = await rest(c.h, 'POST', `/admin/users/${member.id}/suspend`, c.siteAdmin.token, {
      days: 3,
      rule: 2,
      reason: 'Following a member from group to group',
    });
    expect(res.statusCode).toBe(200);
    const record = res.json().data as unknown as {
      decisions: { action: string; rule: { number: number }; decided_by: { id: number } }[];
      suspended_until: string;
    };
    expect(record.decisions[0]).toMatchObject({
      action: 'suspend',
      rule: { number: 2 },
      decided_by: { id: c.siteAdmin.id },
    });
    const days = (Date.parse(record.suspended_until) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(2.99);
    const mine = await myDecisions(member);
    expect(mine[0]).toMatchObject({
      action: 'suspend',
      reason: 'Following a member from group to group',
    });
    expect(
      (
        await rest(c.h, 'POST', `/admin/users/${c.siteAdmin.id}/suspend`, secondAdmin.token, {
          days: 1,
        })
      ).statusCode,
    ).toBe(400);
  });
});
