import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { pageWithTotal } from '../../lib/page.queries.ts';

export function listAuditEntries(db: Kysely<Database>, page: { limit: number; offset: number }) {
  return pageWithTotal(db.selectFrom('audit_log'), page, (query) =>
    query
      .select([
        'id',
        'actor_id',
        'actor_email',
        'action',
        'entity',
        'entity_id',
        'details',
        'created_at',
      ])
      .orderBy('id', 'desc'),
  );
}
