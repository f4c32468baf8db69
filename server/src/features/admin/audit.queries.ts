import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface Actor {
  id: number;
  email: string;
}

/** Every admin change is written down: who, what, when. Written in the change's transaction. */
export async function insertAuditEntry(
  db: Kysely<Database>,
  actor: Actor,
  action: 'create' | 'update' | 'delete' | 'publish' | 'reset',
  entity: 'user' | 'community' | 'story' | 'settings',
  entityId: number | null,
  details: Record<string, unknown> = {},
): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor_id: actor.id,
      actor_email: actor.email,
      action,
      entity,
      entity_id: entityId,
      details: JSON.stringify(details),
    })
    .execute();
}

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
