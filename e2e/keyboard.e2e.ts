// WCAG 2.2 AA, walked with a keyboard alone (issue 34): from sign-up through joining a group,
// posting, reporting and messaging to Quick exit, each control reached with Tab, pressed with
// Enter, Space or the arrows, its focus visible and not hidden under the fixed top bar.
import { describe, expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { expectNoSeriousAxeViolations, it, uniqueEmail, whenLive } from './browser.ts';
import { api, createGroup, createMember, query } from './support.ts';

/** What is wrong with the focus where it is now: '' when it is visible and not obscured. */
function focusProblem(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return 'nothing has focus';
    const name = el.outerHTML.slice(0, 100);
    if (!el.matches(':focus-visible')) return `${name}: focus not shown (:focus-visible)`;
    // The control and the two boxes around it (a password field's ring is on its wrapper).
    const around = [el, el.parentElement, el.parentElement?.parentElement].filter(
      (node): node is HTMLElement => node instanceof HTMLElement,
    );
    const ring = () =>
      around
        .map((node) => getComputedStyle(node))
        .map((s) => `${s.outlineStyle} ${s.outlineWidth} ${s.boxShadow} ${s.borderColor}`)
        .join(' | ');
    // Shown means it looks different focused than not: an outline, a shadow or a border colour
    // (compared at rest: its own transition would still show the focused look just after blur).
    const transitions = around.map((node) => node.style.transition);
    around.forEach((node) => (node.style.transition = 'none'));
    const focused = ring();
    el.blur();
    const blurred = ring();
    el.focus();
    around.forEach((node, i) => (node.style.transition = transitions[i] ?? ''));
    if (focused === blurred) return `${name}: looks the same focused and not`;
    // WCAG 2.4.11: not hidden by the fixed top bar or the dock.
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    if (!hit || !(el === hit || el.contains(hit) || hit.contains(el)))
      return `${name}: covered by ${hit?.outerHTML.slice(0, 80) ?? 'nothing'}`;
    return '';
  });
}

/** Presses Tab until `target` has focus (at most `max` times), then checks the focus is seen. */
async function tabTo(page: Page, target: Locator, max = 80): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    const here = await target
      .evaluate((el) => el === document.activeElement || el.contains(document.activeElement))
      .catch(() => false);
    if (here) {
      expect(await focusProblem(page)).toBe('');
      return;
    }
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab did not reach ${target.toString()} in ${max} presses`);
}

describe('with a keyboard alone', () => {
  it('she signs up, joins a group, posts, reports a post, messages a member and leaves with Quick exit, focus visible at every step', async ({
    open,
  }) => {
    const bo = await createMember('Bo', 'Keyes');
    const groupName = `Keyboard circle ${Date.now()}`;
    const groupId = await createGroup(bo.token, {
      name: groupName,
      description: 'Everything here works without a mouse.',
    });
    await api('POST', `/community/groups/${groupId}/posts`, bo.token, {
      content: 'Buy followers cheap at this link',
    });
    const tracked = await open();
    const { page, problems, context } = tracked;
    // Quick exit's neutral site, answered here: the journeys need no internet.
    await context.route('https://www.bbc.co.uk/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><html lang="en"><title>Weather</title><h1>Weather</h1></html>',
      }),
    );

    // Sign up.
    await page.goto('/sign-in');
    await whenLive(page);
    await tabTo(page, page.getByRole('button', { name: 'Create an account' }));
    await page.keyboard.press('Enter');
    const email = uniqueEmail('kira');
    await tabTo(page, page.getByLabel('First name'));
    await page.keyboard.type('Kira');
    await tabTo(page, page.getByLabel('Last name'));
    await page.keyboard.type('Tabb');
    await tabTo(page, page.getByRole('textbox', { name: 'Email', exact: true }));
    await page.keyboard.type(email);
    await tabTo(page, page.getByRole('textbox', { name: 'Password', exact: true }));
    await page.keyboard.type('keyboard-only-1');
    await tabTo(page, page.getByLabel('Confirm password'));
    await page.keyboard.type('keyboard-only-1');
    await tabTo(page, page.getByRole('button', { name: 'Create Account' }));
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByRole('status').textContent())
      .toContain('Your account is ready');
    // Two days pass, and she has confirmed her address: past the new-account limits.
    await query(
      "update users set email_verified = true, created_at = created_at - interval '2 days' where email = $1",
      [email],
    );
    await tabTo(page, page.getByRole('textbox', { name: 'Password', exact: true }));
    await page.keyboard.type('keyboard-only-1');
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/community');

    // Join a group and post.
    await page.goto(`/community/group/${groupId}`);
    await whenLive(page);
    await tabTo(page, page.getByRole('button', { name: 'Join Group' }));
    await page.keyboard.press('Enter');
    const box = page.getByRole('textbox', { name: 'Write a post' });
    await expect.poll(() => box.isVisible()).toBe(true);
    await tabTo(page, box);
    await page.keyboard.type('Hello from the keyboard.');
    await tabTo(page, page.getByRole('button', { name: 'Post', exact: true }));
    await page.keyboard.press('Enter');
    const posts = page.getByRole('list', { name: 'Posts' });
    await expect.poll(() => posts.getByText('Hello from the keyboard.').isVisible()).toBe(true);

    // Report Bo's post: its menu opens with Enter, the arrows choose, the dialog is keyboard-able.
    const bosPost = posts.getByRole('listitem').filter({ hasText: 'Buy followers cheap' });
    await tabTo(page, bosPost.getByRole('button', { name: /^Actions for/ }));
    await page.keyboard.press('Enter');
    const report = page.getByRole('menuitem', { name: 'Report' });
    await expect.poll(() => report.isVisible()).toBe(true);
    for (let i = 0; i < 5 && !(await report.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('ArrowDown');
    expect(await focusProblem(page)).toBe('');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: /^Report Bo Keyes/ });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    const spam = dialog.getByRole('radio', { name: 'Spam or scam' });
    await tabTo(page, dialog.getByRole('radio').first());
    for (let i = 0; i < 8 && !(await spam.isChecked()); i++) await page.keyboard.press('ArrowDown');
    expect(await spam.isChecked()).toBe(true);
    await tabTo(page, dialog.getByRole('button', { name: 'Send' }));
    await page.keyboard.press('Enter');
    await dialog.getByText('Thanks, our moderators will review this').waitFor();
    await expectNoSeriousAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);

    // Message Bo from her page.
    await page.goto(`/members/${bo.id}`);
    await whenLive(page);
    await tabTo(page, page.getByRole('link', { name: 'Message', exact: true }));
    await page.keyboard.press('Enter');
    const message = page.getByRole('textbox', { name: 'Message to Bo' });
    await expect.poll(() => message.isVisible()).toBe(true);
    await tabTo(page, message);
    await page.keyboard.type('Hi Bo, I reported a spam post in your group.');
    await tabTo(page, page.getByRole('button', { name: 'Send' }));
    await page.keyboard.press('Enter');
    await expect
      .poll(() =>
        page
          .getByRole('list', { name: 'Messages' })
          .getByText('Hi Bo, I reported a spam post in your group.')
          .isVisible(),
      )
      .toBe(true);

    // What the server holds: her post, her report, her message.
    const [kira] = await query<{ id: number }>('select id from users where email = $1', [email]);
    if (!kira) throw new Error('her account is not stored');
    expect(
      await query('select 1 from group_posts where user_id = $1 and content = $2', [
        kira.id,
        'Hello from the keyboard.',
      ]),
    ).toHaveLength(1);
    expect(await query('select 1 from reports where reporter_id = $1', [kira.id])).toHaveLength(1);

    // Quick exit: the first stop after the skip link, and Enter leaves.
    await page.keyboard.press('Escape');
    await page.goto('/community');
    await whenLive(page);
    await tabTo(page, page.getByRole('button', { name: 'Quick exit' }), 3);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.url()).toBe('https://www.bbc.co.uk/weather');
    expect(problems).toEqual([]);
  });
});
