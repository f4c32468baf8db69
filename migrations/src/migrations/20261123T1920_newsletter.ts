import { sql, type Kysely } from 'kysely';

/**
 * One newsletter subscription truth, with double opt-in (issue 13).
 * - `newsletter_subscribers.status`: pending (the confirmation email is out), confirmed (the only
 *   addresses that get the newsletter) or unsubscribed. The signup form, the /settings toggle and
 *   the unsubscribe link all change this one row per address.
 * - `confirmation_sent_at`: when the last confirmation email went out, so that the public form
 *   cannot be used to flood an address with them.
 * - `users.newsletter_opt_in` goes: a member's opt-in is now her address's confirmed row. A member
 *   who had opted in keeps it (confirmed: her account verified her address); rows from the form
 *   before double opt-in stay pending, as nobody confirmed them.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('newsletter_subscribers')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('confirmation_sent_at', 'timestamptz')
    .addColumn('confirmed_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .alterTable('newsletter_subscribers')
    .addCheckConstraint(
      'newsletter_subscribers_status_check',
      sql`status in ('pending', 'confirmed', 'unsubscribed')`,
    )
    .execute();
  await sql`
    insert into newsletter_subscribers (email, user_id, status, confirmed_at)
    select lower(email), id, 'confirmed', now() from users where newsletter_opt_in
    on conflict (email) do update
      set status = 'confirmed', confirmed_at = now(),
          user_id = coalesce(newsletter_subscribers.user_id, excluded.user_id)
  `.execute(db);
  await db.schema.alterTable('users').dropColumn('newsletter_opt_in').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('newsletter_opt_in', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await sql`
    update users set newsletter_opt_in = true
    where lower(email) in (select email from newsletter_subscribers where status = 'confirmed')
  `.execute(db);
  await db.schema
    .alterTable('newsletter_subscribers')
    .dropConstraint('newsletter_subscribers_status_check')
    .execute();
  await db.schema
    .alterTable('newsletter_subscribers')
    .dropColumn('status')
    .dropColumn('confirmation_sent_at')
    .dropColumn('confirmed_at')
    .dropColumn('updated_at')
    .execute();
}
