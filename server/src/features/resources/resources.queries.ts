import type { Kysely } from 'kysely';
import type { Database, ResourcesTable } from '../../db/schema.ts';

type Db = Kysely<Database>;

const COLUMNS = ['id', 'type', 'title', 'description', 'url', 'phone', 'country', 'topic'] as const;

export type ResourceRow = Awaited<ReturnType<typeof listResourceRows>>[number];

type Fields = Pick<
  ResourcesTable,
  'type' | 'title' | 'description' | 'url' | 'phone' | 'country' | 'topic'
>;

export function listResourceRows(db: Db, filter: { topic?: string; type?: Fields['type'] } = {}) {
  let query = db.selectFrom('resources').select(COLUMNS);
  if (filter.topic) query = query.where('topic', '=', filter.topic);
  if (filter.type) query = query.where('type', '=', filter.type);
  return query.orderBy('title').orderBy('id').execute();
}

export function findResource(db: Db, id: number) {
  return db.selectFrom('resources').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

export function findResourceByTitle(db: Db, title: string, country: string) {
  return db
    .selectFrom('resources')
    .select('id')
    .where('title', '=', title)
    .where('country', '=', country)
    .executeTakeFirst();
}

export function insertResource(db: Db, fields: Fields) {
  return db.insertInto('resources').values(fields).returning('id').executeTakeFirstOrThrow();
}

export function updateResourceRow(db: Db, id: number, fields: Fields) {
  return db
    .updateTable('resources')
    .set({ ...fields, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

export function deleteResourceRow(db: Db, id: number) {
  return db.deleteFrom('resources').where('id', '=', id).execute();
}

/** Her profile's location, where she gave one. */
export async function findMemberLocation(db: Db, userId: number): Promise<string | null> {
  const row = await db
    .selectFrom('users')
    .select('location')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.location ?? null;
}
