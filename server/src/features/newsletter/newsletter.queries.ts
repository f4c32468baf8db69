import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { Database, NewsletterStatus } from '../../db/schema.ts';

type Db = Kysely<Database>;

/** Newsletter links are signed with the key of the other email links. */
export { signingKey } from '../notifications/notification-emails.queries.ts';

/**
 * Whether the member in `users` gets the newsletter: her address has a confirmed subscription. The
 * one truth behind the /settings toggle and her data export.
 */
export function memberSubscribed(eb: ExpressionBuilder<Database, 'users'>) {
  return eb
    .exists(
      eb
        .selectFrom('newsletter_subscribers as ns')
        .select('ns.id')
        .where('ns.email', '=', sql<string>`lower(users.email)`)
        .where('ns.status', '=', 'confirmed'),
    )
    .$castTo<boolean>()
    .as('newsletter_opt_in');
}

/** Whether the member gets the newsletter (memberSubscribed, for one member by id). */
export async function findMemberSubscribed(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select(memberSubscribed)
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.newsletter_opt_in ?? false;
}

/** A new address waits for its confirmation; an existing row is returned as it is. */
export function insertPending(db: Db, email: string, userId: number | null) {
  return db
    .insertInto('newsletter_subscribers')
    .values({ email, user_id: userId })
    .onConflict((oc) => oc.column('email').doNothing())
    .execute();
}

/**
 * Claims the sending of a confirmation email to `email`: not when it is confirmed already, nor when
 * one went out after `resendAfter` (two requests at once claim it once). The row waits again.
 */
export async function claimConfirmation(
  db: Db,
  args: { email: string; at: Date; resendAfter: Date },
): Promise<boolean> {
  const row = await db
    .updateTable('newsletter_subscribers')
    .set({ status: 'pending', confirmation_sent_at: args.at, updated_at: args.at })
    .where('email', '=', args.email)
    .where('status', '<>', 'confirmed')
    .where((eb) =>
      eb.or([
        eb('confirmation_sent_at', 'is', null),
        eb('confirmation_sent_at', '<', args.resendAfter),
      ]),
    )
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Sets the row of `email` (made if missing) to `status`. */
export async function setStatus(
  db: Db,
  args: { email: string; status: NewsletterStatus; userId?: number; at: Date },
): Promise<void> {
  await db
    .insertInto('newsletter_subscribers')
    .values({
      email: args.email,
      user_id: args.userId ?? null,
      status: args.status,
      confirmed_at: args.status === 'confirmed' ? args.at : null,
    })
    .onConflict((oc) =>
      oc.column('email').doUpdateSet((eb) => ({
        status: args.status,
        confirmed_at:
          args.status === 'confirmed'
            ? sql<Date>`coalesce(newsletter_subscribers.confirmed_at, ${args.at})`
            : eb.ref('newsletter_subscribers.confirmed_at'),
        user_id: sql<
          number | null
        >`coalesce(newsletter_subscribers.user_id, ${args.userId ?? null}::integer)`,
        updated_at: args.at,
      })),
    )
    .execute();
}

/** Changes the row of `email` only if there is one: a link never makes a subscription. */
export async function updateStatus(
  db: Db,
  args: { email: string; status: NewsletterStatus; at: Date },
): Promise<void> {
  await db
    .updateTable('newsletter_subscribers')
    .set({
      status: args.status,
      updated_at: args.at,
      ...(args.status === 'confirmed' && {
        confirmed_at: sql<Date>`coalesce(confirmed_at, ${args.at})`,
      }),
    })
    .where('email', '=', args.email)
    .execute();
}

/** An erased member's address: her subscription, however it was made, and where it was sent. */
export async function deleteAddress(db: Db, email: string): Promise<void> {
  await db.deleteFrom('newsletter_deliveries').where('email', '=', email).execute();
  await db.deleteFrom('newsletter_subscribers').where('email', '=', email).execute();
}
