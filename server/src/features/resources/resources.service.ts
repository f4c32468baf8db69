import type { Kysely } from 'kysely';
import {
  INTERNATIONAL,
  RESOURCE_TOPIC_SLUGS,
  RESOURCE_TYPES,
  type Resource,
  type ResourceInput,
  type ResourceList,
  type ResourceUpdateInput,
} from '@hercircle/shared';
import type { Database } from '../../db/schema.ts';
import type { AuthUser } from '../../auth/sessions.ts';
import { AppError } from '../../lib/app-error.ts';
import { insertAuditEntry } from '../../lib/audit.queries.ts';
import { countryOfLanguages, countryOfLocation } from './reader-country.ts';
import * as q from './resources.queries.ts';

type Db = Kysely<Database>;

export const RESOURCE_NOT_FOUND = 'Resource not found';

const toResource = (row: q.ResourceRow): Resource => ({
  ...row,
  topic: row.topic as Resource['topic'],
});

const fieldsOf = (input: ResourceInput) => ({
  type: input.type,
  title: input.title,
  description: input.description,
  url: input.url ?? null,
  phone: input.phone ?? null,
  country: input.country,
  topic: input.topic,
});

/** Her country first, then International, then the rest; within each, helplines first. */
function orderFor(country: string | null) {
  const rank = (r: Resource) => (r.country === country ? 0 : r.country === INTERNATIONAL ? 1 : 2);
  return (a: Resource, b: Resource) =>
    rank(a) - rank(b) ||
    RESOURCE_TYPES.indexOf(a.type) - RESOURCE_TYPES.indexOf(b.type) ||
    a.country.localeCompare(b.country) ||
    a.title.localeCompare(b.title);
}

/**
 * The directory, her country's entries first: the country of her profile's location, else of her
 * browser's language (reader-country.ts), else International first.
 */
export async function listResources(
  db: Db,
  reader: { user: AuthUser | null; acceptLanguage: string | null },
  filter: { topic?: Resource['topic']; type?: Resource['type'] },
): Promise<ResourceList> {
  const fromProfile = reader.user
    ? countryOfLocation(await q.findMemberLocation(db, reader.user.id))
    : null;
  const fromLanguage = fromProfile ? null : countryOfLanguages(reader.acceptLanguage);
  const country = fromProfile ?? fromLanguage;
  const resources = (await q.listResourceRows(db, filter)).map(toResource);
  resources.sort(orderFor(country));
  return {
    resources,
    total: resources.length,
    country,
    country_from: fromProfile ? 'profile' : fromLanguage ? 'language' : null,
  };
}

/** Every resource for the portal: by category (the page's order), then title. */
export async function listAllResources(db: Db): Promise<ResourceList> {
  const topics: string[] = RESOURCE_TOPIC_SLUGS;
  const resources = (await q.listResourceRows(db)).map(toResource);
  resources.sort(
    (a, b) => topics.indexOf(a.topic) - topics.indexOf(b.topic) || a.title.localeCompare(b.title),
  );
  return { resources, total: resources.length, country: null, country_from: null };
}

export async function createResource(
  db: Db,
  actor: AuthUser,
  input: ResourceInput,
): Promise<Resource> {
  return db.transaction().execute(async (trx) => {
    const { id } = await q.insertResource(trx, fieldsOf(input));
    await insertAuditEntry(trx, actor, 'create', 'resource', id, { title: input.title });
    return getResource(trx, id);
  });
}

async function getResource(db: Db, id: number): Promise<Resource> {
  const row = await q.findResource(db, id);
  if (!row) throw new AppError('NOT_FOUND', RESOURCE_NOT_FOUND);
  return toResource(row);
}

export async function updateResource(
  db: Db,
  actor: AuthUser,
  input: ResourceUpdateInput,
): Promise<Resource> {
  return db.transaction().execute(async (trx) => {
    const before = await getResource(trx, input.id);
    await q.updateResourceRow(trx, input.id, fieldsOf(input));
    const after = await getResource(trx, input.id);
    await insertAuditEntry(trx, actor, 'update', 'resource', input.id, { before, after });
    return after;
  });
}

export async function deleteResource(db: Db, actor: AuthUser, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await getResource(trx, id);
    await q.deleteResourceRow(trx, id);
    await insertAuditEntry(trx, actor, 'delete', 'resource', id, { title: before.title });
  });
}
