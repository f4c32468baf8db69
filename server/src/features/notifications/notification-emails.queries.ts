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
 * Members who have mail due: immediate ones with an unread notification since `immediateSince`
 * that no email has covered, daily ones with any such notification and no digest since
 * `digestBefore`. Never a deactivated account (one waiting for its deletion is deactivated too).
 */
export function membersWithMailDue(
  db: Db,
  args: { digestBefore: Date; immediateSince: Date; limit: number },
) {
  return db
    .selectFrom('users as u')
    .select(['u.id', 'u.email', 'u.first_name', 'u.email_frequency'])
    .where('u.status', '=', 'active')
    .where('u.deactivated_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb('u.email_frequency', '=', 'immediate'),
        eb.and([
          eb('u.email_frequency', '=', 'daily'),
          eb.or([
            eb('u.digest_sent_at', 'is', null),
            eb('u.digest_sent_at', '<=', args.digestBefore),
          ]),
        ]),
      ]),
    )
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('notifications as n')
          .select('n.id')
          .whereRef('n.user_id', '=', 'u.id')
          .where('n.emailed_at', 'is', null)
          .where('n.read_at', 'is', null)
          .where((inner) =>
            inner.or([
              inner('u.email_frequency', '=', 'daily'),
              inner('n.created_at', '>', args.immediateSince),
            ]),
          ),
      ),
    )
    .orderBy('u.id')
    .limit(args.limit)
    .execute();
}

/**
 * A member's unread notifications that no email has covered (created after `since`, if given),
 * oldest first, with what an email says of them: the actor's first name and the target's group.
 */
export function unemailedNotifications(
  db: Db,
  userId: number,
  args: { limit: number; since?: Date },
) {
  let query = db
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
    .where('n.emailed_at', 'is', null)
    .where('n.read_at', 'is', null);
  if (args.since) query = query.where('n.created_at', '>', args.since);
  return query.orderBy('n.id').limit(args.limit).execute();
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
