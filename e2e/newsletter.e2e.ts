import { expect, inject } from 'vitest';
import { expectNoHorizontalOverflow, expectNoSeriousAxeViolations, it } from './browser.ts';
import { logIn, query } from './support.ts';

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
  await card.getByRole('button', { name: 'Send me a test' }).click();
  await expect.poll(() => card.getByText('Test sent to your address.').isVisible()).toBe(true);
  const mail = await query<{ to_address: string; body_text: string }>(
    'select to_address, body_text from outbox_emails where subject = $1',
    [`[Test] ${subject}`],
  );
  expect(mail.map((m) => m.to_address)).toEqual(['admin@hercircle.example']);
  expect(mail[0]?.body_text).toContain('News of the month.');
  await card.getByRole('button', { name: 'Send to all' }).click();
  await card.getByRole('button', { name: 'Yes, send to every subscriber' }).click();
  await expect
    .poll(() => card.getByText(/recipients · \d+ sent · \d+ failed/).isVisible())
    .toBe(true);
  expect(await card.getByRole('button', { name: 'Send to all' }).count()).toBe(0);
  expect(problems).toEqual([]);
});
