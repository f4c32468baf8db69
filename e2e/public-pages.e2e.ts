import { describe, expect } from 'vitest';
import {
  expectNoHorizontalOverflow,
  expectNoSeriousAxeViolations,
  it,
  signInContext,
} from './browser.ts';
import { createMember } from './support.ts';

// Every route of the spec's table that is not community, profile or admin, with its heading.
const ROUTES: [string, string | RegExp][] = [
  ['/', 'Stories, circles and support for women, by women.'],
  ['/stories', 'Stories'],
  ['/resources', 'Resources'],
  ['/about', 'About Us'],
  ['/contact', 'Contact Us'],
  ['/podcast', 'The HerCircle Podcast'],
  ['/shop', 'Community Shop'],
  ['/health-lifestyle', 'Health & Lifestyle'],
  ['/health-lifestyle/beauty', /Beauty/],
  ['/health-lifestyle/nutrition', /Nutrition/],
  ['/health-lifestyle/fitness', /Fitness/],
  ['/health-lifestyle/mental-health', /Mental Health/],
  ['/health-lifestyle/wellness', /Wellness/],
  ['/career-finance', 'Career & Finance'],
  ['/career-finance/career', /Career/],
  ['/career-finance/finance', /Finance/],
  ['/career-finance/investment', /Investment/],
  ['/unfiltered', 'Unfiltered Stories'],
  ['/top-stories', 'Top Media Stories'],
  ['/events', 'Community Events'],
  ['/community/events', 'Community Events'],
  ['/publications', 'Publications & Issues'],
  ['/community/publications', 'Publications & Issues'],
  ['/privacy-policy', 'Privacy Policy'],
  ['/account-deletion', 'Account deletion'],
  ['/accessibility', 'Accessibility'],
];

describe('every public page', () => {
  for (const width of [1280, 390]) {
    // axe reads every page in all-pages.e2e.ts.
    it(`renders its heading with no console errors and no overflow at ${width} px`, async ({
      open,
    }) => {
      const { page, context, problems } = await open({ width });
      for (const [path, heading] of ROUTES) {
        await page.goto(path);
        await expect
          .poll(() => page.getByRole('heading', { level: 1, name: heading }).first().isVisible(), {
            message: path,
          })
          .toBe(true);
        await expectNoHorizontalOverflow(page);
      }
      expect(problems).toEqual([]);
      await context.close();
    }, 180_000);
  }

  it('sub-routes show their own topic, and an unknown topic is the not-found screen', async ({
    open,
  }) => {
    const { page } = await open();
    await page.goto('/health-lifestyle/nutrition');
    await expect
      .poll(() => page.getByText('Tired all the time? Check your iron').isVisible())
      .toBe(true);
    expect(await page.getByText('Sunscreen every day, even in winter').count()).toBe(0);
    await page.goto('/career-finance/nope');
    await expect
      .poll(() => page.getByRole('heading', { name: /Oops! Page not found/ }).isVisible())
      .toBe(true);
  });

  it('sensitive unfiltered stories stay covered until the reader chooses', async ({ open }) => {
    const { page } = await open();
    await page.goto('/unfiltered');
    await expect
      .poll(() =>
        page.getByRole('button', { name: 'Content note: Pregnancy loss · Show' }).isVisible(),
      )
      .toBe(true);
    expect(await page.getByText('At twelve weeks I told my manager').count()).toBe(0);
    await page.getByRole('button', { name: 'Content note: Pregnancy loss · Show' }).click();
    await expect
      .poll(() => page.getByText(/At twelve weeks I told my manager/).isVisible())
      .toBe(true);
  });
});

describe('made real', () => {
  it('newsletter: the welcome shows for 3 seconds, then the form returns cleared', async ({
    open,
  }) => {
    const { page, problems } = await open();
    await page.goto('/');
    const email = page.getByRole('textbox', { name: 'Email address' });
    await email.fill(`reader-${Date.now()}@example.com`);
    await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
    await expect.poll(() => page.getByText('Welcome to the Family!').isVisible()).toBe(true);
    expect(await page.getByText('Check your email for a special welcome gift.').isVisible()).toBe(
      true,
    );
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Email address' }).isVisible(), {
        timeout: 6000,
      })
      .toBe(true);
    expect(await page.getByRole('textbox', { name: 'Email address' }).inputValue()).toBe('');
    expect(problems).toEqual([]);
  });

  it('contact: all four fields are required, the message is stored, and the 24-48 hours text shows', async ({
    open,
  }) => {
    const { page } = await open();
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect.poll(() => page.getByText('Name is required').isVisible()).toBe(true);
    expect(await page.getByText('Subject is required').isVisible()).toBe(true);
    await page.getByLabel('Name').fill('Ines Duarte');
    await page.getByLabel('Email').fill('ines@example.com');
    await page.getByLabel('Subject').fill('Book club partnership');
    await page.getByLabel('Message').fill('We run a book club in Porto and would love to join.');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect
      .poll(() => page.getByRole('status').textContent())
      .toContain('We respond within 24-48 hours.');
  });

  it('stories: visitors go to sign in; a member submits a story that waits for review', async ({
    open,
  }) => {
    const { page, context } = await open();
    await page.goto('/stories');
    await page.getByRole('button', { name: 'Share Your Story' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/sign-in');
    const member = await createMember('Petra', 'Novak');
    await signInContext(context, member);
    await page.goto('/stories?share=true');
    const dialog = page.getByRole('dialog', { name: 'Share your story' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByLabel('Title').fill('The year I learned to say no');
    await dialog
      .getByLabel('Your story')
      .fill(
        'It started with one small no to a meeting, and it changed the whole year for the better.',
      );
    await dialog.getByRole('button', { name: 'Submit for review' }).click();
    await expect
      .poll(() => dialog.getByRole('status').textContent())
      .toContain('Our editors read every story');
  });

  it('account deletion: submit only when both confirmations are ticked; then signed out and unable to sign in', async ({
    open,
  }) => {
    const member = await createMember('Dora', 'Gone');
    // On a phone, where the form is longest and she has scrolled furthest to its button.
    const { page, problems } = await open({ as: member, width: 390, height: 800 });
    await page.goto('/account-deletion');
    const submit = page.getByRole('button', { name: 'Delete my account' });
    await expect.poll(() => submit.isVisible()).toBe(true);
    expect(await submit.isDisabled()).toBe(true);
    await page
      .getByLabel('I understand my stories, posts, messages and profile will be lost.')
      .check();
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel('I understand this is permanent and cannot be undone.').check();
    expect(await submit.isDisabled()).toBe(false);
    await expectNoSeriousAxeViolations(page);

    // Export first: the download is the member's own data.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download my data now' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^hercircle-data-\d{4}-\d{2}-\d{2}\.json$/);

    await submit.click();
    const confirmation = page.getByRole('heading', { name: 'Your request is in' });
    await expect.poll(() => confirmation.isVisible()).toBe(true);
    // It replaces the long form she scrolled down: it is in view, and has the focus.
    const shown = await confirmation.evaluate((heading) => {
      const r = heading.getBoundingClientRect();
      return {
        inView: r.top >= 0 && r.bottom <= window.innerHeight,
        focused: document.activeElement === heading,
      };
    });
    expect(shown).toEqual({ inView: true, focused: true });
    expect(await page.getByRole('button', { name: 'Return to Home' }).isVisible()).toBe(true);
    // Logged out and sent home after 5 seconds.
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 8000 }).toBe('/');
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
    const login = await page.request.post('/api/v1/auth/login', {
      data: { email: member.email, password: member.password },
    });
    expect(login.status()).toBe(403);
    expect(problems.filter((p) => !p.includes('401'))).toEqual([]);
  });
});
