import { sql, type Kysely } from 'kysely';
import type { Database, EventsTable } from '../../db/schema.ts';

type Db = Kysely<Database>;

/** Writing events: creation, edits, cancellation, and the demo seed's existence check. */

type EventValues = Omit<
  EventsTable,
  'id' | 'created_at' | 'updated_at' | 'cancelled_at' | 'reminded_at' | 'is_featured' | 'speakers'
> & { is_featured: boolean; /** A JSON array of names. */ speakers?: string };

export async function insertEvent(db: Db, values: EventValues): Promise<number> {
  const row = await db
    .insertInto('events')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateEvent(db: Db, id: number, values: Partial<EventValues>) {
  await db
    .updateTable('events')
    .set({ ...values, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}

/** Answers false when it was cancelled already. */
export async function cancelEvent(db: Db, id: number): Promise<boolean> {
  const row = await db
    .updateTable('events')
    .set({ cancelled_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('cancelled_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** The event's current values, for merging a partial edit. */
export function eventForEdit(db: Db, id: number) {
  return db
    .selectFrom('events')
    .select([
      'title',
      'description',
      'category',
      'starts_at',
      'ends_at',
      'timezone',
      'area',
      'location',
      'online_url',
      'capacity',
      'is_featured',
      'price_label',
      'speakers',
    ])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

export async function findEventIdByTitle(db: Db, title: string) {
  const row = await db
    .selectFrom('events')
    .select('id')
    .where('title', '=', title)
    .executeTakeFirst();
  return row?.id;
}
