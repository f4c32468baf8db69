import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { pageWithTotal } from '../../lib/page.queries.ts';
import { containsPattern } from '../../lib/like.ts';

const COLUMNS = ['id', 'first_name', 'last_name', 'email', 'role', 'status', 'created_at'] as const;

export interface UserListArgs {
  search: string;
  role?: 'user' | 'admin';
  status?: 'active' | 'inactive';
  sort: 'name' | 'email' | 'createdAt' | 'role' | 'status';
  direction: 'asc' | 'desc';
  limit: number;
  offset: number;
}

export async function listUsers(db: Kysely<Database>, args: UserListArgs) {
  let query = db.selectFrom('users');
  if (args.search) {
    const pattern = containsPattern(args.search);
    query = query.where((eb) =>
      eb.or([
        eb(sql<string>`first_name || ' ' || last_name`, 'ilike', pattern),
        eb('email', 'ilike', pattern),
      ]),
    );
  }
  if (args.role) query = query.where('role', '=', args.role);
  if (args.status) query = query.where('status', '=', args.status);
  const sortColumn = {
    name: sql`lower(first_name || ' ' || last_name)`,
    email: sql`email`,
    createdAt: sql`created_at`,
    role: sql`role`,
    status: sql`status`,
  }[args.sort];
  return pageWithTotal(query, args, (q) =>
    q.select(COLUMNS).orderBy(sortColumn, args.direction).orderBy('id', args.direction),
  );
}

export function findUser(db: Kysely<Database>, id: number) {
  return db.selectFrom('users').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

export function updateUser(
  db: Kysely<Database>,
  id: number,
  patch: {
    first_name?: string;
    last_name?: string;
    email?: string;
    role?: 'user' | 'admin';
    status?: 'active' | 'inactive';
    deactivated_at?: Date | null;
  },
) {
  return db
    .updateTable('users')
    .set({ ...patch, updated_at: new Date() })
    .where('id', '=', id)
    .returning(COLUMNS)
    .executeTakeFirst();
}

export function deleteUser(db: Kysely<Database>, id: number) {
  return db.deleteFrom('users').where('id', '=', id).executeTakeFirst();
}

export function listRecentUsers(db: Kysely<Database>, limit: number) {
  return db
    .selectFrom('users')
    .select(COLUMNS)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
