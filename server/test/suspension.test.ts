import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../src/auth/sessions.ts';
import { listProcedures } from '../src/trpc/catalog.ts';
import { appRouter } from '../src/trpc/app-router.ts';
import { createTestDatabase } from './db.ts';
import { auth, createHarness, failure, signUp, type Harness, type TestUser } from './harness.ts';

/**
 * A suspended account (api.md "Reports and moderation") signs in and reads; every write answers
 * 403 "Your account is suspended until <date>", except the few marked `allowSuspended` in meta.
 */

const procedures = listProcedures(appRouter);

const UNTIL = new Date('2099-11-30T14:05:00Z');
const REFUSAL = 'Your account is suspended until 30 November 2099, 14:05 UTC';

let h: Harness;
let suspended: TestUser;
let groupId: number;

async function suspend(userId: number, until: Date | null): Promise<void> {
  await h.db
    .updateTable('users')
    .set({ suspended_until: until })
    .where('id', '=', userId)
    .execute();
}

/** The procedure at a dotted path of a caller, e.g. community.ban. */
async function call(token: string, path: string, input?: unknown): Promise<unknown> {
  const caller = (await h.caller(token)) as unknown as Record<string, unknown>;
  const procedure = path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller);
  return (procedure as (input: unknown) => Promise<unknown>)(input);
}

beforeAll(async () => {
  h = await createHarness(await createTestDatabase());
  const owner = await signUp(h);
  suspended = await signUp(h, { first_name: 'Susi', last_name: 'Pended' });
  groupId = (
    await (
      await h.caller(owner.token)
    ).community.create({ name: 'Quiet readers', description: 'Reading along', is_private: false })
  ).group.id;
  await (await h.caller(suspended.token)).community.join({ id: groupId });
  await suspend(suspended.id, UNTIL);
});
afterAll(() => h.close());

describe('a suspended member', () => {
  it('is refused every signed-in mutation of the router, before her input is read', async () => {
    const writes = procedures
      .filter((p) => p.type === 'mutation' && p.meta.auth && !p.meta.allowSuspended)
      .map((p) => p.path);
    expect(writes.length).toBeGreaterThan(30);
    const answers: Record<string, string> = {};
    for (const path of writes) {
      const refusal = await failure(call(suspended.token, path, { id: groupId }));
      answers[path] = `${refusal.code} ${refusal.message}`;
    }
    expect(answers).toEqual(Object.fromEntries(writes.map((p) => [p, `FORBIDDEN ${REFUSAL}`])));
  });

  it('keeps the writes that protect her or her account, and only those', () => {
    const kept = procedures.filter((p) => p.meta.allowSuspended).map((p) => p.path);
    expect(kept.sort()).toEqual(
      [
        'auth.logout',
        'auth.logoutEverywhere',
        'auth.refreshToken',
        // How she signs in and where she is signed in (security.router.ts): her account's safety.
        'auth.endSession',
        'auth.endOtherSessions',
        'auth.totpBegin',
        'auth.totpConfirm',
        'auth.totpDisable',
        'auth.recoveryCodes',
        'auth.passkeyOptions',
        'auth.passkeyAdd',
        'auth.passkeyRemove',
        'chat.read',
        // Blocking the people who piled on her post, like a block (shield.router.ts).
        'community.blockFromPost',
        // Refusing a message request protects her, like a block (direct.router.ts).
        'chat.declineRequest',
        'content.requestDeletion',
        // Confirming her own address (account.router.ts).
        'content.resendEmailConfirmation',
        // Reporting: she still reads, so she can still meet abuse (reports.router.ts).
        'moderation.report',
        // Contesting a decision, her suspension first of all (fair-process.router.ts).
        'moderation.appeal',
        // Clearing her own bell, like chat.read (notifications.router.ts).
        'notifications.read',
        'notifications.readAll',
        // Stopping pushes to a device others see (push.router.ts).
        'notifications.push.unsubscribe',
        // Hiding her membership of a group: her privacy, like a block (community.router.ts).
        'community.setMembership',
        // Putting away her own first-visit checklist changes nothing others read (first-visit).
        'home.dismissChecklist',
        'users.block',
        'users.changePassword',
        'users.mute',
        'users.unblock',
        'users.unmute',
        // Her notification filters and muted words protect her too (shield.router.ts).
        'users.updateFilters',
        'users.updatePreferences',
      ].sort(),
    );
  });

  it('still reads: no query answers the suspension', async () => {
    const reads = procedures.filter((p) => p.type === 'query').map((p) => p.path);
    for (const path of reads) {
      const outcome = await call(suspended.token, path, { id: groupId }).then(
        () => 'ok',
        (e: Error) => e.message,
      );
      expect(outcome, path).not.toBe(REFUSAL);
    }
    const groups = await h.app.inject({
      method: 'GET',
      url: `/api/v1/community/groups/${groupId}/posts`,
      headers: auth(suspended.token),
    });
    expect(groups.statusCode).toBe(200);
  });

  it('over REST: a POST, PUT and DELETE and the picture upload answer 403 with the documented body', async () => {
    for (const [method, url, payload] of [
      ['POST', `/api/v1/community/groups/${groupId}/posts`, { content: 'Hello' }],
      ['POST', '/api/v1/community/groups', { name: 'Mine', description: 'A group' }],
      ['PUT', `/api/v1/users/${suspended.id}/profile`, { bio: 'New bio' }],
      ['POST', `/api/v1/community/groups/${groupId}/leave`, undefined],
    ] as const) {
      const res = await h.app.inject({ method, url, payload, headers: auth(suspended.token) });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toEqual({ message: REFUSAL, code: 'FORBIDDEN' });
    }
    const upload = await h.app.inject({
      method: 'POST',
      url: `/api/v1/users/${suspended.id}/upload-profile-picture`,
      headers: { ...auth(suspended.token), 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x--\r\n',
    });
    expect(upload.statusCode).toBe(403);
    expect(upload.json()).toEqual({ message: REFUSAL, code: 'FORBIDDEN' });
    const posts = await h.db
      .selectFrom('group_posts')
      .select('id')
      .where('user_id', '=', suspended.id)
      .execute();
    expect(posts).toEqual([]);
  });

  it('sees the end of her suspension in /auth/me and at login', async () => {
    const me = await h.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: auth(suspended.token),
    });
    expect(me.json().data.user.suspended_until).toBe(UNTIL.toISOString());
    const login = await h.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: suspended.email, password: suspended.password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.user.suspended_until).toBe(UNTIL.toISOString());
  });

  it('marks chat read in a room of hers', async () => {
    const { conversations } = await (await h.caller(suspended.token)).chat.conversations();
    const room = conversations.find((c) => c.group_id === groupId);
    expect(room).toBeDefined();
    const res = await h.app.inject({
      method: 'POST',
      url: `/api/v1/chat/read/${room!.id}`,
      headers: auth(suspended.token),
    });
    expect(res.statusCode).toBe(200);
  });

  it('changes her password and preferences, refreshes her token and logs out', async () => {
    const { token } = await createSession(h.db, suspended.id);
    const caller = await h.caller(token);
    await caller.users.updatePreferences({ show_quick_exit: false });
    expect((await caller.users.preferences()).preferences.show_quick_exit).toBe(false);
    const refreshed = await caller.auth.refreshToken();
    const next = await h.caller(refreshed.token);
    await next.users.changePassword({
      id: suspended.id,
      current_password: suspended.password,
      new_password: 'lilac-orchard-whistle',
    });
    await next.auth.logout();
    expect((await failure((await h.caller(refreshed.token)).auth.me())).code).toBe('UNAUTHORIZED');
  });
});

describe('a suspension that has ended', () => {
  it('is no suspension: null in /auth/me, and she writes again', async () => {
    const member = await signUp(h);
    await suspend(member.id, new Date(Date.now() - 1000));
    const me = await h.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: auth(member.token),
    });
    expect(me.json().data.user.suspended_until).toBeNull();
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/v1/community/groups',
      headers: auth(member.token),
      payload: { name: 'Back again', description: 'After a pause' },
    });
    expect(res.statusCode).toBe(201);
  });

  it('a suspension set while she is signed in applies to her next write', async () => {
    const member = await signUp(h);
    const caller = await h.caller(member.token);
    await caller.users.updateProfile({ id: member.id, bio: 'Before' });
    await suspend(member.id, UNTIL);
    const refusal = await failure(
      (await h.caller(member.token)).users.updateProfile({ id: member.id, bio: 'After' }),
    );
    expect(refusal).toMatchObject({ code: 'FORBIDDEN', message: REFUSAL });
  });
});
