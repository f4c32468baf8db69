import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { pageWithTotal } from '../../lib/page.queries.ts';
import { containsPattern } from '../../lib/like.ts';

const COMMUNITY_COLUMNS = [
  'id',
  'name',
  'description',
  'category',
  'member_count',
  'status',
  'created_at',
] as const;

type Sort = { sort: string; direction: 'asc' | 'desc' };

export async function listCommunities(
  db: Kysely<Database>,
  args: Sort & { search: string; status?: 'active' | 'inactive'; limit: number; offset: number },
) {
  let query = db.selectFrom('groups');
  if (args.search)
    query = query.where(
      sql<boolean>`lower(name || ' ' || description) like ${containsPattern(args.search.toLowerCase())}`,
    );
  if (args.status) query = query.where('status', '=', args.status);
  const order =
    {
      name: sql`lower(name)`,
      memberCount: sql`member_count`,
      createdAt: sql`created_at`,
      status: sql`status`,
    }[args.sort] ?? sql`created_at`;
  return pageWithTotal(query, args, (q) =>
    q.select(COMMUNITY_COLUMNS).orderBy(order, args.direction).orderBy('id', args.direction),
  );
}

export function findCommunity(db: Kysely<Database>, id: number) {
  return db.selectFrom('groups').select(COMMUNITY_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export function setGroupStatus(db: Kysely<Database>, id: number, status: 'active' | 'inactive') {
  return db
    .updateTable('groups')
    .set({ status, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}
