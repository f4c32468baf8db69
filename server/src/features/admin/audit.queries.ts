import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export function listAuditEntries(db: Kysely<Database>, limit: number, offset: number) {
  return db
    .selectFrom('audit_log')
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
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}
