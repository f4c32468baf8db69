import fs from 'node:fs';
import { expect, inject } from 'vitest';
import {
  expectNoHorizontalOverflow,
  expectNoSeriousAxeViolations,
  it,
  settle,
  uniqueEmail,
} from './browser.ts';
import { logIn, query } from './support.ts';

/** Screenshots for review (not compared): set SHOTS_DIR to keep them. */
const shots = process.env.SHOTS_DIR;
const TOKEN = 'Zq8vT2mN4pL6xR1sK9wB3yH5';

/** A failed email as the mailer leaves it when the mail server refused it. */
async function failedEmail(to: string, subject: string): Promise<number> {
  const [row] = await query<{ id: number }>(
    `insert into outbox_emails (to_address, subject, body_text, attempts, failed_at, last_error)
     values ($1, $2, $3, 1, now(), '421 try again later') returning id`,
    [
      to,
      subject,
      `Hi,\n\nOpen this link:\nhttps://hercircle.example/reset-password?token=${TOKEN}\n`,
    ],
  );
  return row!.id;
}

it('an admin finds a failed email in the outbox, reads it with its token masked, and sends it again', async ({
  open,
}) => {
  const to = uniqueEmail('outbox');
  const subject = `Reset your password ${Date.now()}`;
  const id = await failedEmail(to, subject);
  const admin = await logIn('admin@hercircle.example', inject('demoPasswords').admin);

  for (const width of [1280, 390]) {
    const tracked = await open({ as: admin, width });
    const { page, problems } = tracked;
    await page.goto('/admin/outbox');
    await page.getByRole('heading', { name: 'Outbox' }).waitFor();
    // The test server has no SMTP_URL: the screen says mail is kept and logged, not sent.
    await expect.poll(() => page.getByText('No mail server is configured').isVisible()).toBe(true);
    await page.getByLabel('Search emails by recipient').fill(to);
    await page.getByRole('combobox', { name: 'Filter by status' }).click();
    await page.getByRole('option', { name: 'Failed' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('status')).toBe('failed');
    const row = page.getByRole('row', { name: new RegExp(subject) });
    await expect.poll(() => row.count()).toBe(1);
    await page.getByRole('button', { name: `Show the email to ${to}: ${subject}` }).click();
    // The link shows which token went out, not the token.
    await expect.poll(() => page.getByText(`token=…${TOKEN.slice(-4)}`).isVisible()).toBe(true);
    expect(await page.getByText(TOKEN).count()).toBe(0);
    await settle(tracked);
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousAxeViolations(page);
    if (shots) {
      fs.mkdirSync(shots, { recursive: true });
      await page.screenshot({ path: `${shots}/outbox-${width}.png`, fullPage: true });
    }
    expect(problems).toEqual([]);
    await tracked.context.close();
  }

  const { page, problems } = await open({ as: admin, width: 1280 });
  await page.goto(`/admin/outbox?status=failed&search=${encodeURIComponent(to)}`);
  const retry = page.getByRole('button', { name: `Retry the email to ${to}: ${subject}` });
  await retry.waitFor();
  await retry.click();
  // Without a mail server, the retried email is kept (queued) and its links logged again.
  await expect.poll(() => page.getByText('Email kept in the outbox.').isVisible()).toBe(true);
  await expect.poll(() => page.getByText('No emails match these filters.').isVisible()).toBe(true);
  const [kept] = await query<{ failed_at: Date | null }>(
    'select failed_at from outbox_emails where id = $1',
    [id],
  );
  expect(kept?.failed_at).toBeNull();
  const [audit] = await query<{ action: string; entity: string }>(
    `select action, entity from audit_log where entity = 'email' and entity_id = $1`,
    [id],
  );
  expect(audit).toEqual({ action: 'retry', entity: 'email' });
  expect(problems).toEqual([]);
});
