import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/db.ts';
import type { DbHandle } from '../../db/index.ts';
import { listGroups } from './community.queries.ts';

let handle: DbHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  await sql`
    insert into users (email, first_name, last_name) values ('plan@x.example', 'Plan', 'Ner')`.execute(
    handle.db,
  );
  await sql`
    insert into groups (name, description, category, is_private, max_members, member_count, creator_id)
    select 'Circle ' || g, 'About things', 'General', false, 10, 0, (select id from users limit 1)
    from generate_series(1, 5000) g`.execute(handle.db);
  await sql`analyze groups`.execute(handle.db);
});
afterAll(() => handle.close());

describe('the group list query', () => {
  it('is planned once and then reused (a generic plan), not planned again on every page', async () => {
    const plans = await handle.db.connection().execute(async (conn) => {
      for (let i = 0; i < 12; i++) {
        const page = await listGroups(conn, 1 + (i % 3), { limit: 20, offset: 0 });
        expect(page.rows).toHaveLength(20);
      }
      const { rows } = await sql<{ generic_plans: number; custom_plans: number }>`
        select generic_plans, custom_plans from pg_prepared_statements
        where not from_sql and statement like 'select "groups"."id"%order by%'`.execute(conn);
      return rows;
    });
    expect(plans).toHaveLength(1);
    expect(plans[0]!.generic_plans).toBeGreaterThan(0);
  });
});
