import { expect, inject } from 'vitest';
import { expectNoHorizontalOverflow, expectNoSeriousAxeViolations, it } from './browser.ts';
import { logIn } from './support.ts';

it('an admin writes a newsletter issue, previews it and sends it to every subscriber', async ({
  open,
}) => {
  const admin = await logIn('admin@hercircle.example', inject('demoPasswords').admin);
  const { page, problems } = await open({ as: admin, width: 390 });
  await page.goto('/admin/newsletter');
  await page.getByRole('heading', { name: 'Write an issue' }).waitFor();
  const subject = `Sunday letter ${Date.now()}`;
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Body').fill('Dear members,\n\nNews of the month.');
  // The preview shows the email as it will read.
  await expect.poll(() => page.getByText('Preview').isVisible()).toBe(true);
  expect(await page.getByText(subject).isVisible()).toBe(true);
  await expectNoSeriousAxeViolations(page);
  await expectNoHorizontalOverflow(page);
  await page.getByRole('button', { name: 'Save draft' }).click();

  const card = page.locator('.mantine-Card-root', { hasText: subject });
  await expect.poll(() => card.getByText('draft').isVisible()).toBe(true);
  await card.getByRole('button', { name: 'Send to all' }).click();
  await card.getByRole('button', { name: 'Yes, send to every subscriber' }).click();
  await expect
    .poll(() => card.getByText(/recipients · \d+ sent · \d+ failed/).isVisible())
    .toBe(true);
  expect(await card.getByRole('button', { name: 'Send to all' }).count()).toBe(0);
  expect(problems).toEqual([]);
});
