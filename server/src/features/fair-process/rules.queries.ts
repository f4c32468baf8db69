import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

export function listRules(db: Db) {
  return db
    .selectFrom('house_rules')
    .select(['number', 'title', 'text'])
    .orderBy('number')
    .execute();
}

export function findRule(db: Db, number: number) {
  return db
    .selectFrom('house_rules')
    .select(['number', 'title'])
    .where('number', '=', number)
    .executeTakeFirst();
}

/** The whole list, numbered in the order given. */
export async function replaceRules(db: Db, rules: { title: string; text: string }[]) {
  await db.deleteFrom('house_rules').execute();
  await db
    .insertInto('house_rules')
    .values(rules.map((r, i) => ({ number: i + 1, title: r.title, text: r.text })))
    .execute();
}
