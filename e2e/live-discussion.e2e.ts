import { mkdirSync } from 'node:fs';
import { describe, expect } from 'vitest';
import type { Locator } from 'playwright-core';
import {
  expectNoHorizontalOverflow,
  expectNoSeriousAxeViolations,
  it,
  settle,
  streamOpen,
  transitionsDone,
} from './browser.ts';
import { api, createGroup, createMember } from './support.ts';

const SHOTS = '/work/shots/l';

/**
 * Waits until the element has left the viewport and the page's observers have heard of it: an
 * observer made now hears it in the same round as the page's own, made before it (the
 * discussion's top, use-live-discussion.ts), and once the page is idle React has drawn that.
 */
async function outOfView(target: Locator) {
  await expect
    .poll(() => target.evaluate((el) => el.getBoundingClientRect().bottom < 0))
    .toBe(true);
  await target.evaluate(
    (el) =>
      new Promise<void>((resolve) => {
        const observer = new IntersectionObserver(([entry]) => {
          if (entry && !entry.isIntersecting) {
            observer.disconnect();
            resolve();
          }
        });
        observer.observe(el);
      }),
  );
  await target
    .page()
    .evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 1000 })));
}

/**
 * Waits until a smooth scroll has brought the element into view and stopped: it keeps its place
 * from one frame to the next.
 */
async function scrolledTo(target: Locator) {
  await expect
    .poll(() =>
      target.evaluate(async (el) => {
        const before = el.getBoundingClientRect().top;
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        const top = el.getBoundingClientRect().top;
        return top === before && top >= 0 && top < window.innerHeight;
      }),
    )
    .toBe(true);
}

describe('a live discussion', () => {
  it('a reply and a reaction reach the other member without a reload; her bell leads to the reply', async ({
    open,
  }) => {
    mkdirSync(SHOTS, { recursive: true });
    const stamp = Date.now();
    const author = await createMember('Noor', 'Haddad');
    const replier = await createMember('Lina', 'Berg');
    const { data } = await api<{ data: { group: { id: number } } }>(
      'POST',
      '/community/groups',
      author.token,
      { name: `Evening walkers ${stamp}`, description: 'Short walks, long talks.' },
    );
    const groupId = data.group.id;
    await api('POST', `/community/groups/${groupId}/join`, replier.token, {});
    // Enough older posts that the top of the discussion can scroll out of view.
    for (let i = 1; i <= 6; i += 1)
      await api('POST', `/community/groups/${groupId}/posts`, replier.token, {
        content: `Walk number ${i}: along the river, then up the hill to the old oak tree.`,
      });
    const posted = await api<{ data: { post: { id: number } } }>(
      'POST',
      `/community/groups/${groupId}/posts`,
      author.token,
      { content: 'Who is coming along on Sunday morning?' },
    );
    const postId = posted.data.post.id;

    const mine = await open({ as: author });
    const theirs = await open({ as: replier });
    for (const p of [mine, theirs]) await p.page.goto(`/community/group/${groupId}`);
    const authorPost = mine.page.locator(`#post-${postId}`);
    await expect.poll(() => authorPost.isVisible(), { timeout: 10_000 }).toBe(true);
    await expect
      .poll(() => mine.page.getByRole('button', { name: 'Notifications, 0 unread' }).isVisible())
      .toBe(true);
    // Both live streams start before anything is sent.
    await streamOpen(mine);
    await streamOpen(theirs);

    // She replies and reacts in her own browser.
    const herView = theirs.page.locator(`#post-${postId}`);
    await herView.getByRole('button', { name: 'Reply to Noor Haddad’s post' }).click();
    await theirs.page
      .getByRole('textbox', { name: 'Write a reply' })
      .fill('Count me in, with coffee.');
    await theirs.page.getByRole('button', { name: 'Reply', exact: true }).click();
    await herView.getByRole('button', { name: 'Heart, 0 reactions' }).click();

    // The author sees both without a reload, and her bell rises.
    await expect
      .poll(() => authorPost.getByRole('button', { name: '1 reply' }).isVisible(), {
        timeout: 10_000,
      })
      .toBe(true);
    await expect
      .poll(() => authorPost.getByRole('button', { name: 'Heart, 1 reaction' }).isVisible(), {
        timeout: 10_000,
      })
      .toBe(true);
    const bell = mine.page.getByRole('button', { name: /^Notifications, [1-9]\d* unread$/ });
    await expect.poll(() => bell.isVisible(), { timeout: 10_000 }).toBe(true);
    // A live reply to her own post arrives unfolded (issue 35): no click to read it.
    await expect
      .poll(() => authorPost.getByText('Count me in, with coffee.').isVisible())
      .toBe(true);

    // A new post while she reads further down waits in the pill.
    await mine.page.locator('footer').scrollIntoViewIfNeeded();
    await outOfView(mine.page.getByRole('heading', { name: 'Discussion' }));
    await api('POST', `/community/groups/${groupId}/posts`, replier.token, {
      content: 'Forecast says sunshine on Sunday.',
    });
    const pill = mine.page.getByRole('button', { name: '1 new post' });
    await expect.poll(() => pill.isVisible(), { timeout: 10_000 }).toBe(true);
    await mine.page.screenshot({ path: `${SHOTS}/discussion-pill-1280.png` });
    await pill.click();
    await expect
      .poll(() => mine.page.getByText('Forecast says sunshine on Sunday.').isVisible())
      .toBe(true);
    await settle(mine);
    // The pill scrolls smoothly up to the list.
    await scrolledTo(mine.page.getByRole('heading', { name: 'Discussion' }));
    await mine.page.screenshot({ path: `${SHOTS}/discussion-1280.png` });
    await expectNoSeriousAxeViolations(mine.page);

    // The bell leads to the reply.
    await bell.click();
    const link = mine.page.getByRole('link', { name: 'Lina Berg replied to your post' });
    await expect.poll(() => link.isVisible()).toBe(true);
    await settle(mine);
    await transitionsDone(mine.page);
    await mine.page.screenshot({ path: `${SHOTS}/bell-1280.png` });
    await mine.page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await link.click();
    await expect.poll(() => mine.page.url()).toContain(`#post-${postId}`);
    await expect.poll(() => authorPost.isVisible()).toBe(true);
    await expect
      .poll(() =>
        authorPost.evaluate((el) => {
          const box = el.getBoundingClientRect();
          return box.top < window.innerHeight && box.bottom > 0;
        }),
      )
      .toBe(true);
    expect(mine.problems).toEqual([]);
    expect(theirs.problems).toEqual([]);

    // A phone: the pill and the bell panel fit.
    const phone = await open({ as: author, width: 390, height: 844 });
    await phone.page.goto(`/community/group/${groupId}`);
    await expect
      .poll(() => phone.page.locator(`#post-${postId}`).isVisible(), { timeout: 20_000 })
      .toBe(true);
    await streamOpen(phone);
    await phone.page.locator('footer').scrollIntoViewIfNeeded();
    await outOfView(phone.page.getByRole('heading', { name: 'Discussion' }));
    await api('POST', `/community/groups/${groupId}/posts`, replier.token, {
      content: 'Bring a warm scarf.',
    });
    const phonePill = phone.page.getByRole('button', { name: '1 new post' });
    await expect.poll(() => phonePill.isVisible(), { timeout: 10_000 }).toBe(true);
    await expectNoHorizontalOverflow(phone.page);
    await phone.page.screenshot({ path: `${SHOTS}/discussion-pill-390.png` });
    await phonePill.click();
    await expect.poll(() => phone.page.getByText('Bring a warm scarf.').isVisible()).toBe(true);
    await settle(phone);
    await scrolledTo(phone.page.getByRole('heading', { name: 'Discussion' }));
    await phone.page.screenshot({ path: `${SHOTS}/discussion-390.png` });
    await phone.page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
    await expect
      .poll(() => phone.page.getByRole('dialog', { name: 'Notifications' }).isVisible())
      .toBe(true);
    await settle(phone);
    await transitionsDone(phone.page);
    await expectNoHorizontalOverflow(phone.page);
    await phone.page.screenshot({ path: `${SHOTS}/bell-390.png` });
    expect(phone.problems).toEqual([]);
  });

  it('a post made while her page was still loading reaches it once her live stream starts', async ({
    open,
  }) => {
    const stamp = Date.now();
    const reader = await createMember('Amara', 'Osei');
    const writer = await createMember('Ines', 'Duarte');
    const groupId = await createGroup(reader.token, {
      name: `Night owls ${stamp}`,
      description: 'Late reading, early tea.',
    });
    await api('POST', `/community/groups/${groupId}/join`, writer.token, {});
    await api('POST', `/community/groups/${groupId}/posts`, writer.token, {
      content: 'Tonight: the last chapter.',
    });

    const mine = await open({ as: reader });
    // Her live stream's request is held until the new post exists: the page was read before it.
    let streamAsked!: () => void;
    const asked = new Promise<void>((resolve) => (streamAsked = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await mine.page.route('**/trpc/chat.events**', async (route) => {
      streamAsked();
      await released;
      await route.continue();
    });
    await mine.page.goto(`/community/group/${groupId}`);
    await expect
      .poll(() => mine.page.getByText('Tonight: the last chapter.').isVisible(), {
        timeout: 20_000,
      })
      .toBe(true);
    await asked;
    await api('POST', `/community/groups/${groupId}/posts`, writer.token, {
      content: 'Who else is still awake?',
    });
    // Without its stream the page has nothing more to hear: once nothing it asked for is on its
    // way and its main thread is idle, it has drawn all it knows, and that is not the new post.
    await settle(mine);
    await expect(mine.page.getByText('Who else is still awake?').count()).resolves.toBe(0);
    release();

    await expect
      .poll(() => mine.page.getByText('Who else is still awake?').isVisible(), {
        timeout: 10_000,
      })
      .toBe(true);
    expect(mine.problems).toEqual([]);
  });
});
