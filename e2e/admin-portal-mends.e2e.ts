import { expect, inject } from 'vitest';
import { checkPage, it, uniqueEmail, type TrackedPage } from './browser.ts';
import { logIn, query } from './support.ts';

// Moderation that finishes the job (issue 33, part 9): the inbox answers a contact message by
// email and marks it handled, and the audit log screen finds that action by actor and action.

async function check(tracked: TrackedPage, name: string, width: number) {
  await checkPage(tracked, name, width);
  expect(tracked.problems).toEqual([]);
}

it('an admin answers a contact message by email, it shows handled, and the audit log finds her reply', async ({
  open,
}) => {
  const email = uniqueEmail('rosa');
  const subject = `Bringing my daughter ${Date.now()}`;
  // A message as the Contact page stores it (its form is another journey's).
  const [row] = await query<{ id: number }>(
    `insert into contact_messages (name, email, subject, message)
     values ('Rosa Vega', $1, $2, 'Can I bring my daughter to the Saturday walk?') returning id`,
    [email, subject],
  );
  const admin = await logIn('admin@hercircle.example', inject('demoPasswords').admin);
  const answer = 'Of course! Daughters are welcome; we meet at the park gate at ten.';

  const desk = await open({ as: admin, width: 1280 });
  const { page } = desk;
  await page.goto(`/admin/inbox?search=${encodeURIComponent(subject)}`);
  const card = page.getByRole('article', { name: subject });
  await card.waitFor();
  await card.getByRole('button', { name: `Reply to Rosa Vega: ${subject}` }).click();
  // The reply box takes the keyboard as it opens.
  await page.keyboard.type(answer);
  await card.getByRole('button', { name: 'Send reply' }).click();
  // The journeys' server has no mail server: the email waits in the Outbox, and the screen says so.
  await expect
    .poll(() => page.getByText('Reply kept; the email waits in the Outbox').isVisible())
    .toBe(true);
  await expect.poll(() => card.getByText(answer).isVisible()).toBe(true);
  await expect.poll(() => card.getByText('Handled', { exact: true }).isVisible()).toBe(true);
  const [mail] = await query<{ subject: string; body_text: string }>(
    'select subject, body_text from outbox_emails where to_address = $1',
    [email],
  );
  expect(mail?.subject).toBe(`Re: ${subject}`);
  expect(mail?.body_text).toContain(answer);
  await check(desk, 'inbox', 1280);

  // The handled filter keeps it; the open one does not.
  await page.goto(`/admin/inbox?status=open&search=${encodeURIComponent(subject)}`);
  await expect
    .poll(() => page.getByText('No messages match these filters.').isVisible())
    .toBe(true);

  // The audit log: her reply, found by her name and the action, with the message it answered.
  await page.goto('/admin/audit-log?action=reply');
  await page.getByLabel('Search by actor').fill('admin@hercircle');
  await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe('admin@hercircle');
  const entry = page.getByRole('row', { name: new RegExp(`Contact message #${row!.id}\\b`) });
  await expect.poll(() => entry.count()).toBe(1);
  expect(await entry.getByText('admin@hercircle.example').isVisible()).toBe(true);
  expect(await entry.getByText('Replied').isVisible()).toBe(true);
  await check(desk, 'audit-log', 1280);

  for (const [path, name] of [
    [`/admin/inbox?search=${encodeURIComponent(subject)}`, 'inbox'],
    ['/admin/audit-log?action=reply', 'audit-log'],
  ] as const) {
    const phone = await open({ as: admin, width: 390, height: 844 });
    await phone.page.goto(path);
    await phone.page
      .getByRole('heading', { name: name === 'inbox' ? 'Inbox' : 'Audit log' })
      .waitFor();
    await expect
      .poll(() =>
        phone.page
          .getByText(name === 'inbox' ? answer : `Contact message #${row!.id}`)
          .first()
          .isVisible(),
      )
      .toBe(true);
    await check(phone, name, 390);
  }
});
