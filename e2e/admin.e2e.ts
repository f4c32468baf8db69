import { afterAll, describe, expect, inject } from 'vitest';
import type { Page } from 'playwright-core';
import {
  baseUrl,
  expectNoHorizontalOverflow,
  expectNoSeriousAxeViolations,
  it,
  signInWithForm,
} from './browser.ts';
import { api, createMember, logIn } from './support.ts';

const adminPassword = inject('demoPasswords').admin;
afterAll(async () => {
  // The journey renames the site and resets it through the UI; if it failed midway, put the
  // defaults back anyway so later files see the site as they expect.
  const { token } = await logIn('admin@hercircle.example', adminPassword);
  await api('POST', '/admin/settings/reset', token);
});

async function confirmDialog(page: Page, button: string) {
  const dialog = page.getByRole('dialog');
  await expect.poll(() => dialog.last().isVisible()).toBe(true);
  await dialog.last().getByRole('button', { name: button, exact: true }).click();
}

describe('admin portal', () => {
  it('a member is refused; visitors are sent to the login and back', async ({ open }) => {
    const member = await createMember('Mira', 'Member');
    const { page } = await open();
    await page.goto('/admin/users');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/admin/login');
    await signInWithForm(page, member.email, member.password);
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toContain('Access denied. Admin privileges required.');
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
    await expectNoSeriousAxeViolations(page);
  });

  it('signs in, sees the stats, manages a user, a community and a story, publishes a draft, and changes a setting the site shows', async ({
    open,
  }) => {
    const { page, problems } = await open();
    await page.goto('/admin/users');
    await signInWithForm(page, 'admin@hercircle.example', adminPassword);
    // Back to where the admin was going.
    await expect.poll(() => new URL(page.url()).pathname).toBe('/admin/users');
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Dashboard' })
      .click();
    await expect.poll(() => page.getByText('Total Users').isVisible()).toBe(true);
    for (const label of ['Active Communities', 'Published Stories', 'Pending Reviews'])
      expect(await page.getByText(label, { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText(/^\+\d+ from last month$/).count()).toBe(3);
    expect(await page.getByText('New', { exact: true }).isVisible()).toBe(true);
    await expectNoSeriousAxeViolations(page);

    // Users: create, edit, delete.
    const email = `invitee-${Date.now()}@example.com`;
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Users' })
      .click();
    await page.getByRole('button', { name: 'Add User' }).click();
    let dialog = page.getByRole('dialog', { name: 'Add user' });
    await dialog.getByLabel('Full name').fill('Tamsin Grey');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('button', { name: 'Add user' }).click();
    await page.getByRole('textbox', { name: /Search users/ }).fill('Tamsin');
    const row = page.getByRole('row').filter({ hasText: email });
    await expect.poll(() => row.isVisible()).toBe(true);
    await row.getByRole('button', { name: 'Edit Tamsin Grey' }).click();
    dialog = page.getByRole('dialog', { name: 'Edit user' });
    await dialog.getByLabel('Full name').fill('Tamsin Grey-Ward');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect
      .poll(() => page.getByRole('row').filter({ hasText: 'Tamsin Grey-Ward' }).isVisible())
      .toBe(true);
    await page
      .getByRole('row')
      .filter({ hasText: email })
      .getByRole('button', { name: /Delete/ })
      .click();
    await confirmDialog(page, 'Delete');
    await expect.poll(() => page.getByRole('row').filter({ hasText: email }).count()).toBe(0);

    // Communities: create, edit, delete.
    const community = `Admin test circle ${Date.now()}`;
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Communities' })
      .click();
    await page.getByRole('button', { name: 'New Community' }).click();
    dialog = page.getByRole('dialog', { name: 'New community' });
    await dialog.getByLabel('Name').fill(community);
    await dialog.getByLabel('Description').fill('Made by the browser test');
    await dialog.getByRole('button', { name: 'Create community' }).click();
    await page.getByRole('textbox', { name: /Search communities/ }).fill(community);
    const communityRow = page.getByRole('row').filter({ hasText: community });
    await expect.poll(() => communityRow.isVisible()).toBe(true);
    await communityRow.getByRole('button', { name: `Edit ${community}` }).click();
    dialog = page.getByRole('dialog', { name: 'Edit community' });
    await dialog.getByLabel('Description').fill('Edited by the browser test');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => communityRow.textContent()).toContain('Edited by the browser test');
    await communityRow.getByRole('button', { name: `Delete ${community}` }).click();
    await confirmDialog(page, 'Delete');
    await expect.poll(() => page.getByRole('row').filter({ hasText: community }).count()).toBe(0);

    // Stories: create a draft, publish it, edit, delete.
    const title = `A draft from the test ${Date.now()}`;
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Stories' })
      .click();
    await page.getByRole('button', { name: 'New Story' }).click();
    dialog = page.getByRole('dialog', { name: 'New story' });
    await dialog.getByLabel('Title').fill(title);
    await dialog
      .getByLabel('Story')
      .fill('This story was written by a browser, and it is long enough to count.');
    await dialog.getByRole('button', { name: 'Create story' }).click();
    await page.getByRole('textbox', { name: /Search stories/ }).fill(title);
    const storyRow = page.getByRole('row').filter({ hasText: title });
    await expect.poll(() => storyRow.textContent()).toContain('Draft');
    await storyRow.getByRole('button', { name: `Publish ${title}` }).click();
    await expect.poll(() => storyRow.textContent()).toContain('Published');
    const published = await page.request.get('/api/v1/stories?limit=50');
    expect(
      ((await published.json()) as { data: { stories: { title: string }[] } }).data.stories.map(
        (s) => s.title,
      ),
    ).toContain(title);
    await storyRow.getByRole('button', { name: `Delete ${title}` }).click();
    await confirmDialog(page, 'Delete');
    await expect.poll(() => page.getByRole('row').filter({ hasText: title }).count()).toBe(0);

    // Settings: rename the site and see it on the public pages.
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Settings' })
      .click();
    const siteName = page.getByLabel('Site name');
    await expect.poll(() => siteName.inputValue()).toBe('HerCircle');
    await siteName.fill('Her Circle Collective');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect.poll(() => page.getByText('Settings saved.').isVisible()).toBe(true);
    await page.goto('/');
    await expect
      .poll(() => page.getByRole('link', { name: 'Her Circle Collective home' }).isVisible())
      .toBe(true);
    await expect.poll(() => page.title()).toBe('Her Circle Collective');
    await page.goto('/admin/settings');
    await page.getByRole('button', { name: 'Reset' }).click();
    await confirmDialog(page, 'Restore defaults');
    await expect.poll(() => page.getByLabel('Site name').inputValue()).toBe('HerCircle');

    expect(problems).toEqual([]);
  });

  it('detail and create routes work, and the inbox shows a message sent from the Contact page', async ({
    open,
  }) => {
    const subject = `Partnership idea ${Date.now()}`;
    const sent = await fetch(`${baseUrl()}/api/v1/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Ola Bello',
        email: 'ola@example.com',
        subject,
        message: 'We run a mentoring programme and would love to work with you.',
      }),
    });
    expect(sent.status).toBe(201);

    const { page, problems } = await open();
    await page.goto('/admin/login');
    await signInWithForm(page, 'admin@hercircle.example', adminPassword);
    await expect.poll(() => page.getByText('Recent Users').isVisible()).toBe(true);

    // Dashboard → a recent user's detail page; the stories list → a story's. Each page is headed
    // by the name its View link carries.
    for (const [from, kind] of [
      [null, 'users'],
      ['/admin/stories', 'stories'],
    ] as const) {
      if (from) await page.goto(from);
      const view = page
        .getByRole('link', { name: /^View / })
        .and(page.locator(`a[href^="/admin/${kind}/"]`))
        .first();
      const name = (await view.getAttribute('aria-label'))!.replace(/^View /, '');
      await view.click();
      await expect
        .poll(() => new URL(page.url()).pathname)
        .toMatch(new RegExp(`^/admin/${kind}/\\d+$`));
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(name);
      // The details render after the heading (AdminPage defers its content): wait for them.
      if (kind === 'users')
        for (const label of ['Role', 'Status', 'Joined', 'User id'])
          await expect.poll(() => page.getByText(label, { exact: true }).isVisible()).toBe(true);
    }

    // The three /new routes open their create dialogs.
    for (const [path, dialogName] of [
      ['/admin/users/new', 'Add user'],
      ['/admin/communities/new', 'New community'],
      ['/admin/stories/new', 'New story'],
    ] as const) {
      await page.goto(path);
      await expect
        .poll(() => page.getByRole('dialog', { name: dialogName }).isVisible())
        .toBe(true);
    }

    // Inbox: the contact message arrived.
    await page.goto('/admin/inbox');
    await expect.poll(() => page.getByText(subject).isVisible()).toBe(true);
    expect(await page.getByText('Ola Bello · ola@example.com').first().isVisible()).toBe(true);
    await page.getByRole('tab', { name: 'Deletion requests' }).click();
    await expect
      .poll(() => page.getByRole('tabpanel').textContent())
      .toMatch(/No deletion requests\.|Deletes /);
    await expectNoSeriousAxeViolations(page);
    expect(problems).toEqual([]);
  });

  it('the portal works on a phone: drawer navigation, no overflow', async ({ open }) => {
    // The newest story, so the dashboard's recent list shows its long title.
    const { token } = await logIn('admin@hercircle.example', adminPassword);
    await api('POST', '/admin/stories', token, {
      title: 'What I wish someone had told me before my first year back at work after leave',
      content: 'A draft with a title long enough to be cut short on a phone.',
    });
    const { page } = await open({ width: 390, height: 844 });
    await page.goto('/admin/login');
    await signInWithForm(page, 'admin@hercircle.example', adminPassword);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/admin/dashboard');
    await expect.poll(() => page.getByText('Total Users').isVisible()).toBe(true);
    await expectNoHorizontalOverflow(page);
    // Long story titles are cut short in the recent lists, never their View buttons.
    const views = page.getByRole('link', { name: /^View / });
    await expect.poll(() => views.count()).toBeGreaterThan(5);
    const cut = await views.evaluateAll((links) =>
      links
        .filter((link) => {
          const box = link.getBoundingClientRect();
          const card = link.closest('.mantine-Card-root')!.getBoundingClientRect();
          const label = link.querySelector('.mantine-Button-label')!;
          return label.scrollWidth > label.clientWidth + 1 || box.right > card.right;
        })
        .map((link) => link.getAttribute('aria-label')),
    );
    expect(cut).toEqual([]);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Stories' })
      .click();
    await expect
      .poll(() => page.getByRole('heading', { name: 'Stories', level: 1 }).isVisible())
      .toBe(true);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/admin/login');
  });
});
