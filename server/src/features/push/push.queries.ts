import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { signingKey } from '../notifications/notification-emails.queries.ts';

type Db = Kysely<Database>;

/** The VAPID key pair the migration made once: raw public point and private scalar, base64url. */
export async function vapidKeys(db: Db): Promise<{ publicKey: string; privateKey: string }> {
  const [publicKey, privateKey] = (await signingKey(db, 'vapid')).split('.');
  return { publicKey: publicKey!, privateKey: privateKey! };
}

const columns = [
  'ps.id',
  'ps.previews',
  'ps.created_at',
  's.public_id as session_public_id',
  's.browser',
  's.os',
] as const;

/** Her subscriptions, one per browser, with the session (device) each belongs to. */
export function listSubscriptions(db: Db, userId: number) {
  return db
    .selectFrom('push_subscriptions as ps')
    .innerJoin('sessions as s', 's.id', 'ps.session_id')
    .select([...columns, 'ps.session_id'])
    .where('ps.user_id', '=', userId)
    .orderBy('ps.created_at', 'desc')
    .execute();
}

/**
 * Stores a browser's subscription for this session. The push service's endpoint is unique to the
 * browser: subscribing again (new keys, another member signed in on it) takes the row over.
 */
export async function upsertSubscription(
  db: Db,
  row: {
    user_id: number;
    session_id: string;
    endpoint: string;
    p256dh: string;
    auth: string;
    previews: boolean;
  },
): Promise<number> {
  const { id } = await db
    .insertInto('push_subscriptions')
    .values(row)
    .onConflict((oc) =>
      oc.column('endpoint').doUpdateSet({
        user_id: row.user_id,
        session_id: row.session_id,
        p256dh: row.p256dh,
        auth: row.auth,
        previews: row.previews,
      }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function setPreviews(db: Db, userId: number, id: number, previews: boolean) {
  const row = await db
    .updateTable('push_subscriptions')
    .set({ previews })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function deleteSubscription(db: Db, userId: number, id: number): Promise<boolean> {
  const row = await db
    .deleteFrom('push_subscriptions')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** The push service said the subscription is gone (404 or 410): it never comes back. */
export async function deleteByEndpoint(db: Db, endpoint: string): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('endpoint', '=', endpoint).execute();
}

/** Where each of a member's browsers receives pushes. */
export function subscriptionsOf(db: Db, userId: number) {
  return db
    .selectFrom('push_subscriptions')
    .select(['endpoint', 'p256dh', 'auth', 'previews'])
    .where('user_id', '=', userId)
    .execute();
}

/**
 * Marks as not due every unpushed notification of a kind that is never pushed, or of a member with
 * no subscription, or older than `before` (a server that was down does not send a backlog).
 */
export async function coverUnpushable(
  db: Db,
  args: { at: Date; kinds: readonly string[]; before: Date },
): Promise<void> {
  await db
    .updateTable('notifications as n')
    .set({ pushed_at: args.at })
    .where('n.pushed_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb('n.kind', 'not in', args.kinds),
        eb('n.created_at', '<', args.before),
        eb('n.read_at', 'is not', null),
        eb.not(
          eb.exists(
            eb
              .selectFrom('push_subscriptions as ps')
              .select('ps.id')
              .whereRef('ps.user_id', '=', 'n.user_id'),
          ),
        ),
      ]),
    )
    .execute();
}

/** Members with a notification still to push (after coverUnpushable). */
export async function membersWithPushDue(db: Db, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('notifications')
    .select('user_id')
    .distinct()
    .where('pushed_at', 'is', null)
    .limit(limit)
    .execute();
  return rows.map((r) => r.user_id);
}

export async function markPushed(db: Db, userId: number, ids: number[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('notifications')
    .set({ pushed_at: at })
    .where('user_id', '=', userId)
    .where('id', 'in', ids)
    .execute();
}
