import { afterAll, expect, inject } from 'vitest';
import { startServerProcess, type ServerProcess } from '../server/test/process.ts';
import {
  baseUrl,
  expectNoHorizontalOverflow,
  expectNoSeriousAxeViolations,
  it,
  uniqueEmail,
} from './browser.ts';
import { E2E_SERVER_ENV } from './server-env.ts';
import { logIn, query } from './support.ts';

let runner: ServerProcess | undefined;
afterAll(async () => {
  await runner?.stop();
});

/** Signs an address up through the public form's REST door and answers its confirmation link. */
async function subscribe(email: string): Promise<string> {
  const res = await fetch(`${baseUrl()}/api/v1/newsletter/subscribe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  expect(res.status).toBe(200);
  const mail = await query<{ body_text: string }>(
    'select body_text from outbox_emails where to_address = $1 and subject = $2',
    [email, 'Confirm your HerCircle newsletter subscription'],
  );
  expect(mail).toHaveLength(1);
  const link = /(https?:\/\/\S+\/api\/v1\/newsletter\/confirm\?token=\S+)/.exec(
    mail[0]?.body_text ?? '',
  )?.[1];
  if (!link) throw new Error(`No confirmation link for ${email}`);
  return link;
}

it('an admin writes a newsletter issue, previews it and sends it to every confirmed subscriber', async ({
  open,
}) => {
  // Three readers confirm through the emailed link (its page's button POSTs to it); a fourth
  // never clicks hers.
  const confirmed = [uniqueEmail('reader-a'), uniqueEmail('reader-b'), uniqueEmail('reader-c')];
  const pending = uniqueEmail('reader-pending');
  for (const email of confirmed)
    expect((await fetch(await subscribe(email), { method: 'POST' })).status).toBe(200);
  await subscribe(pending);

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

  // Delivery runs in the background job. The journeys' server ticks every 30 s; a process of the
  // same build whose runner ticks twice a second, with the job made due, delivers it in moments.
  const recipients = await query<{ email: string }>(
    "select email from newsletter_subscribers where status = 'confirmed'",
  );
  runner = await startServerProcess(inject('e2eDatabaseUrl'), {
    built: true,
    env: { ...E2E_SERVER_ENV, JOB_TICK_MS: '500' },
  });
  await query("update jobs set run_at = now() where name = 'newsletter'");
  // A subscriber who chose discreet mail gets it under a neutral subject, with its body.
  const issueMail = () =>
    query<{ to_address: string; body_text: string }>(
      `select to_address, body_text from outbox_emails
        where subject = $1 or (subject = 'A message is waiting' and body_text like '%News of the month.%')`,
      [subject],
    );
  await expect
    .poll(async () => (await issueMail()).length, { timeout: 20_000 })
    .toBe(recipients.length);
  const sent = await issueMail();
  // One email per confirmed address (ours among them), none to the address never confirmed.
  expect(sent.map((m) => m.to_address).sort()).toEqual(recipients.map((r) => r.email).sort());
  for (const email of confirmed) expect(sent.filter((m) => m.to_address === email)).toHaveLength(1);
  expect(sent.some((m) => m.to_address === pending)).toBe(false);
  for (const m of sent) {
    expect(m.body_text).toContain('News of the month.');
    expect(m.body_text).toMatch(
      /Unsubscribe in one click: \S+\/api\/v1\/newsletter\/unsubscribe\?token=\S+/,
    );
  }
  // The admin's list counts them as sent.
  await page.reload();
  await expect
    .poll(() => card.getByText(`${recipients.length} sent`, { exact: false }).isVisible())
    .toBe(true);
});
