import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { pageWithTotal } from '../../lib/page.queries.ts';

export interface AuditFilter {
  /** A LIKE pattern on the actor's email or name, or '' for every actor. */
  actor: string;
  action: string;
  entity: string;
  entity_id?: number;
  limit: number;
  offset: number;
}

/** The audit log, newest first, with the actor's name where her account still exists. */
export function listAuditEntries(db: Kysely<Database>, filter: AuditFilter) {
  let query = db.selectFrom('audit_log').leftJoin('users', 'users.id', 'audit_log.actor_id');
  if (filter.actor)
    query = query.where((eb) =>
      eb.or([
        eb('audit_log.actor_email', 'ilike', filter.actor),
        eb(sql<string>`users.first_name || ' ' || users.last_name`, 'ilike', filter.actor),
      ]),
    );
  if (filter.action) query = query.where('audit_log.action', '=', filter.action);
  if (filter.entity) query = query.where('audit_log.entity', '=', filter.entity);
  if (filter.entity_id !== undefined)
    query = query.where('audit_log.entity_id', '=', filter.entity_id);
  return pageWithTotal(query, filter, (q) =>
    q
      .select([
        'audit_log.id',
        'audit_log.actor_id',
        'audit_log.actor_email',
        'audit_log.action',
        'audit_log.entity',
        'audit_log.entity_id',
        'audit_log.details',
        'audit_log.created_at',
        sql<string | null>`nullif(trim(users.first_name || ' ' || users.last_name), '')`.as(
          'actor_name',
        ),
      ])
      .orderBy('audit_log.id', 'desc'),
  );
}
