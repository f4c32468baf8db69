import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

export async function signingKey(db: Db, name: string): Promise<string> {
  const row = await db
    .selectFrom('signing_keys')
    .select('secret')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.secret;
}

/**
 * Marks as covered, without mail, the pending notifications no email will ever carry: those of
 * members who chose off or whose account is deactivated (waiting for deletion, too), and an
 * immediate member's older than `immediateBefore`. What stays pending is then only mail to send,
 * so finding it reads a small part of the partial index rather than every member.
 */
export async function coverUnmailable(
  db: Db,
  args: { at: Date; immediateBefore: Date },
): Promise<void> {
  await db
    .updateTable('notifications as n')
    .set({ emailed_at: args.at })
    .where('n.emailed_at', 'is', null)
    .where('n.read_at', 'is', null)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('users as u')
          .select('u.id')
          .whereRef('u.id', '=', 'n.user_id')
          .where((u) =>
            u.or([
              u('u.email_frequency', '=', 'off'),
              u('u.status', '<>', 'active'),
              u('u.deactivated_at', 'is not', null),
              u.and([
                u('u.email_frequency', '=', 'immediate'),
                u('n.created_at', '<=', args.immediateBefore),
              ]),
            ]),
          ),
      ),
    )
    .execute();
}

/** Her digest's hour, in her own time zone (UTC until she or her browser sets one). */
export const DIGEST_HOUR = 17;

/**
 * Members with mail due (after coverUnmailable): immediate ones with any pending notification;
 * daily ones once her latest 17:00 (her time) has passed since her last digest, with a notification
 * from before it. In no order: a run takes batch after batch, and an ORDER BY with LIMIT would walk
 * every member to find the few due.
 */
export function membersWithMailDue(db: Db, args: { now: Date; limit: number }) {
  // The latest 17:00 where she is, at or before now: shift back 17 hours, take that day's start,
  // shift forward again, all in her local time, then back to an instant.
  const zone = sql<string>`coalesce(u.time_zone, 'UTC')`;
  const hours = sql.lit(`${DIGEST_HOUR} hours`);
  const lastDigestHour = sql<Date>`((date_trunc('day', (${args.now}::timestamptz at time zone ${zone}) - interval ${hours}) + interval ${hours}) at time zone ${zone})`;
  return db
    .selectFrom('users as u')
    .select(['u.id', 'u.email', 'u.first_name', 'u.email_frequency', 'u.language', 'u.time_zone'])
    .where('u.id', 'in', (eb) =>
      eb
        .selectFrom('notifications as n')
        .select('n.user_id')
        .where('n.emailed_at', 'is', null)
        .where('n.read_at', 'is', null),
    )
    .where('u.status', '=', 'active')
    .where('u.deactivated_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb('u.email_frequency', '=', 'immediate'),
        eb.and([
          eb('u.email_frequency', '=', 'daily'),
          eb.or([eb('u.digest_sent_at', 'is', null), eb('u.digest_sent_at', '<', lastDigestHour)]),
          eb.exists(
            eb
              .selectFrom('notifications as d')
              .select('d.id')
              .whereRef('d.user_id', '=', 'u.id')
              .where('d.emailed_at', 'is', null)
              .where('d.read_at', 'is', null)
              .where('d.created_at', '<=', lastDigestHour),
          ),
        ]),
      ]),
    )
    .limit(args.limit)
    .execute();
}

/**
 * A member's unread notifications that no email (or, with `pending: 'pushed_at'`, no push) has
 * covered, oldest first, with what a message says of them: the actor's first name and the group
 * the target belongs to.
 */
export function unemailedNotifications(
  db: Db,
  userId: number,
  limit: number,
  pending: 'emailed_at' | 'pushed_at' = 'emailed_at',
) {
  return db
    .selectFrom('notifications as n')
    .leftJoin('users as a', 'a.id', 'n.actor_id')
    .leftJoin('group_post_replies as r', (join) =>
      join.onRef('r.id', '=', 'n.target_id').on('n.target_type', '=', 'reply'),
    )
    .leftJoin('group_posts as p', (join) =>
      join.on((eb) =>
        eb.or([
          eb('p.id', '=', eb.ref('r.post_id')),
          eb.and([eb('n.target_type', '=', 'post'), eb('p.id', '=', eb.ref('n.target_id'))]),
        ]),
      ),
    )
    .leftJoin('groups as g', (join) =>
      join.on((eb) =>
        eb.or([
          eb('g.id', '=', eb.ref('p.group_id')),
          eb.and([eb('n.target_type', '=', 'group'), eb('g.id', '=', eb.ref('n.target_id'))]),
        ]),
      ),
    )
    .select([
      'n.id',
      'n.kind',
      'n.url',
      'n.target_type',
      'n.actor_count',
      'a.first_name as actor_first_name',
      'g.name as group_name',
    ])
    .where('n.user_id', '=', userId)
    .where(`n.${pending}`, 'is', null)
    .where('n.read_at', 'is', null)
    .orderBy('n.id')
    .limit(limit)
    .execute();
}

export type UnemailedNotification = Awaited<ReturnType<typeof unemailedNotifications>>[number];

/**
 * Records that an email covered these notifications (and, for a digest, when it went out), in one
 * transaction so that a digest is never counted without its notifications or the other way round.
 */
export async function markEmailed(
  db: Db,
  args: { userId: number; ids: number[]; at: Date; digest: boolean },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (args.ids.length)
      await trx
        .updateTable('notifications')
        .set({ emailed_at: args.at })
        .where('user_id', '=', args.userId)
        .where('id', 'in', args.ids)
        .where('emailed_at', 'is', null)
        .execute();
    if (args.digest)
      await trx
        .updateTable('users')
        .set({ digest_sent_at: args.at })
        .where('id', '=', args.userId)
        .execute();
  });
}

/** Turns her notification emails off; false when no such account exists. */
export async function turnEmailsOff(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .updateTable('users')
    .set({ email_frequency: 'off', updated_at: sql<Date>`now()` })
    .where('id', '=', userId)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
