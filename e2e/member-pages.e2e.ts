// A member's pages arrive rendered for her (issue 14): signing in keeps a copy of her token in a
// cookie that page requests carry, the server renders the page with her data, and her browser
// hydrates that HTML instead of loading the page and its data afterwards.
import { describe, expect } from 'vitest';
import type { Route } from 'playwright-core';
import { baseUrl, it, settle, signInWithForm, streamOpen, whenLive } from './browser.ts';
import { api, createGroup, createMember, logIn, promoteToAdmin } from './support.ts';

/** The group page's HTML as the server answers a request carrying this cookie (none: no cookie). */
async function groupHtml(groupId: number, token: string | null): Promise<string> {
  const res = await fetch(`${baseUrl()}/community/group/${groupId}`, {
    headers: { accept: 'text/html', ...(token ? { cookie: `hc_session=${token}` } : {}) },
  });
  expect(res.status).toBe(200);
  return res.text();
}

/** What the server holds: the group's posts, newest first. */
async function storedPosts(groupId: number, token: string): Promise<string[]> {
  const { data } = await api<{ data: { posts: { content: string }[] } }>(
    'GET',
    `/community/groups/${groupId}/posts`,
    token,
  );
  return data.posts.map((p) => p.content);
}

describe("a member's group page, rendered for her", () => {
  it('arrives with the discussion, hydrates in her zone without asking again, and is hers alone', async ({
    open,
  }) => {
    const founder = await createMember('Rhea', 'Rendered');
    const stamp = Date.now();
    const groupId = await createGroup(founder.token, {
      name: `Rendered circle ${stamp}`,
      description: 'Where the page arrives whole',
      is_private: true,
    });
    const post = `Our first meetup notes ${stamp}`;
    await api('POST', `/community/groups/${groupId}/posts`, founder.token, { content: post });

    // She signs in with the form, far from UTC: the app keeps the cookie beside the token.
    const tracked = await open({ timezoneId: 'Pacific/Kiritimati' });
    const { page, context, problems } = tracked;
    await page.goto('/sign-in');
    await signInWithForm(page, founder.email, founder.password);
    // Signing in hashes her password: more than the poll's default second on a busy machine.
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 10_000 }).not.toBe('/sign-in');
    const cookie = (await context.cookies()).find((c) => c.name === 'hc_session');
    const token = await page.evaluate(() => localStorage.getItem('authToken'));
    expect(cookie?.value).toBe(token);
    expect(cookie?.sameSite).toBe('Lax');
    // A browser she had not used: its sign-in alert reaches her bell (so the server has heard
    // every event of hers before the page below is rendered, and none counts as missed there).
    await expect
      .poll(() => page.getByRole('button', { name: 'Notifications, 1 unread' }).isVisible(), {
        timeout: 10_000,
      })
      .toBe(true);

    // The server's answer to her request: the discussion is in the HTML.
    const html = await groupHtml(groupId, token);
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toContain(`Rendered circle ${stamp}`);
    expect(root).toContain(post);
    // Her record goes with it, for her browser to hydrate the page as hers.
    expect(html).toContain(`email:"${founder.email}"`);

    // Her browser hydrates that HTML: the heading React takes over is the one that arrived, and
    // neither the group, its posts nor her settings (Quick exit, content notes) are asked for again.
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/trpc/')) asked.push(new URL(request.url()).pathname);
    });
    await page.goto(`/community/group/${groupId}`, { waitUntil: 'commit' });
    await page.waitForSelector('h1');
    await page.evaluate(() => {
      document.querySelector('h1')!.dataset.arrived = 'with the HTML';
    });
    await expect.poll(() => page.getByText(post).isVisible()).toBe(true);
    await settle(tracked);
    await expect
      .poll(() => page.evaluate(() => document.querySelector('h1')?.dataset.arrived))
      .toBe('with the HTML');
    expect(
      asked.filter((p) => /community\.(get|posts|members)|users\.preferences/.test(p)),
    ).toEqual([]);
    // Hydrated: the composer posts, and the server has it.
    const reply = `Posted from the rendered page ${stamp}`;
    await page.getByRole('textbox', { name: 'Write a post' }).fill(reply);
    await page.getByRole('button', { name: 'Post', exact: true }).click();
    await expect.poll(() => page.getByText(reply).isVisible()).toBe(true);
    await expect.poll(() => storedPosts(groupId, founder.token)).toContain(reply);
    expect(problems).toEqual([]);

    // Hers alone: a request with no cookie, or another member's, gets nothing of hers; a member who
    // is not in this private group never sees its posts in the HTML.
    const outsider = await createMember('Oona', 'Outside');
    expect(await groupHtml(groupId, null)).not.toContain(post);
    const theirs = await groupHtml(groupId, outsider.token);
    expect(theirs).not.toContain(post);
    expect(theirs).not.toContain(founder.email);
  });

  it('signing out removes the cookie, and the ended session’s cookie renders nothing of hers', async ({
    open,
  }) => {
    const member = await createMember('Sian', 'Signout');
    const groupId = await createGroup(member.token, {
      name: `Sign-out circle ${Date.now()}`,
      description: 'Before and after',
    });
    const { page, context, problems } = await open();
    await page.goto('/sign-in');
    await signInWithForm(page, member.email, member.password);

    // Signing in hashes her password: more than the poll's default second on a busy machine.
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 10_000 }).not.toBe('/sign-in');
    const token = (await context.cookies()).find((c) => c.name === 'hc_session')?.value;
    expect(token).toBeTruthy();
    expect(await groupHtml(groupId, token!)).toContain('Before and after');

    await page.getByRole('button', { name: 'Account menu for Sian Signout' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect.poll(() => page.getByRole('link', { name: 'Sign In' }).isVisible()).toBe(true);
    expect((await context.cookies()).find((c) => c.name === 'hc_session')).toBeUndefined();
    // The server ended the session (just after the page signed her out): its token, sent as the
    // cookie, is nobody's.
    await expect.poll(() => groupHtml(groupId, token!)).not.toContain('Before and after');
    expect(problems).toEqual([]);
  });

  it('a request still on its way as she logs out is cancelled, never sent with her ended session', async ({
    open,
  }) => {
    const member = await createMember('Hana', 'Inflight');
    const tracked = await open({ as: member });
    const { page, problems } = tracked;
    await page.goto('/notifications');
    await streamOpen(tracked);

    // The next list she asks for stays on its way (held here) while she logs out.
    const held: Route[] = [];
    await page.route(/\/trpc\/[^?]*notifications\.list/, (route) => void held.push(route));
    await page.getByRole('tab', { name: /Unread/ }).click();
    await expect.poll(() => held.length).toBe(1);
    const request = held[0]!.request();
    const outcome = new Promise<string | undefined>((resolve) => {
      page.on('requestfailed', (r) => r === request && resolve(r.failure()?.errorText));
      page.on('requestfinished', (r) => r === request && resolve('sent and answered'));
    });

    await page.getByRole('button', { name: 'Account menu for Hana Inflight' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect.poll(() => page.getByRole('link', { name: 'Sign In' }).isVisible()).toBe(true);
    // The server ends her session (just after the page signed her out); the held request was
    // cancelled with it, not sent afterwards.
    await expect
      .poll(() =>
        api('GET', '/auth/me', member.token).then(
          () => 200,
          (e: Error) => e.message,
        ),
      )
      .toMatch(/401/);
    await held[0]!.continue().catch(() => undefined);
    expect(await outcome).toBe('net::ERR_ABORTED');
    await settle(tracked);
    expect(problems).toEqual([]);
  });

  it('the admin dashboard arrives with its figures for an admin, and not for a member', async ({
    open,
  }) => {
    const member = await createMember('Ada', 'Dashboard');
    await promoteToAdmin(member.id);
    const admin = await logIn(member.email, member.password);
    const res = await fetch(`${baseUrl()}/admin/dashboard`, {
      headers: { accept: 'text/html', cookie: `hc_session=${admin.token}` },
    });
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const html = await res.text();
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toContain('Total Users');
    expect(root).toContain(member.email);

    const { page, problems } = await open({
      as: { ...admin, user: { ...admin.user, role: 'admin' } },
    });
    await page.goto('/admin/dashboard', { waitUntil: 'commit' });
    await page.waitForSelector('h1');
    await page.evaluate(() => {
      document.querySelector('h1')!.dataset.arrived = 'with the HTML';
    });
    await whenLive(page);
    expect(await page.evaluate(() => document.querySelector('h1')?.dataset.arrived)).toBe(
      'with the HTML',
    );
    expect(problems).toEqual([]);

    // A member who is not an admin: no figure of the portal in her HTML.
    const other = await createMember('Mo', 'Member');
    const notHers = await (
      await fetch(`${baseUrl()}/admin/dashboard`, {
        headers: { accept: 'text/html', cookie: `hc_session=${other.token}` },
      })
    ).text();
    expect(notHers).not.toContain('Total Users');
    expect(notHers).not.toContain(member.email);
  });
});
