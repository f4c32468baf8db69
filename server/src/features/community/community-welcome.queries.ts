import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

export function findWelcome(db: Db, groupId: number) {
  return db
    .selectFrom('group_welcomes')
    .select(['text'])
    .where('group_id', '=', groupId)
    .executeTakeFirst();
}

export function upsertWelcome(db: Db, row: { group_id: number; text: string; updated_by: number }) {
  return db
    .insertInto('group_welcomes')
    .values(row)
    .onConflict((oc) =>
      oc.column('group_id').doUpdateSet({
        text: row.text,
        updated_by: row.updated_by,
        updated_at: new Date(),
      }),
    )
    .execute();
}

export function deleteWelcome(db: Db, groupId: number) {
  return db.deleteFrom('group_welcomes').where('group_id', '=', groupId).execute();
}

/** The receipt of her welcome: inserted once per member and group, ever (undefined: already sent). */
export function insertReceipt(db: Db, groupId: number, userId: number) {
  return db
    .insertInto('group_welcome_receipts')
    .values({ group_id: groupId, user_id: userId })
    .onConflict((oc) => oc.columns(['group_id', 'user_id']).doNothing())
    .returning('sent_at')
    .executeTakeFirst();
}

export function findReceipt(db: Db, groupId: number, userId: number) {
  return db
    .selectFrom('group_welcome_receipts')
    .select(['sent_at', 'dismissed_at'])
    .where('group_id', '=', groupId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export function dismissReceipt(db: Db, groupId: number, userId: number) {
  return db
    .updateTable('group_welcome_receipts')
    .set({ dismissed_at: new Date() })
    .where('group_id', '=', groupId)
    .where('user_id', '=', userId)
    .where('dismissed_at', 'is', null)
    .execute();
}
