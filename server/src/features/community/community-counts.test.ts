import { GROUP_CATEGORIES } from '@hercircle/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/db.ts';
import { auth, createHarness, signUp, type Harness, type TestUser } from '../../../test/harness.ts';

let h: Harness;
let ada: TestUser;

beforeAll(async () => {
  h = await createHarness(await createTestDatabase());
  ada = await signUp(h);
}, 60_000);
afterAll(() => h.close());

/** The list's total through REST, as a client reads it. */
async function listedTotal(query = '') {
  const res = await h.app.inject({
    method: 'GET',
    url: `/api/v1/community/groups?limit=1${query}`,
    headers: auth(ada.token),
  });
  expect(res.statusCode).toBe(200);
  return (res.json().data as { total: number }).total;
}

/** What the table holds: the truth the total must match. */
async function counted(where: { category?: string; is_private?: boolean } = {}) {
  let query = h.db
    .selectFrom('groups')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'active');
  if (where.category) query = query.where('category', '=', where.category);
  if (where.is_private !== undefined) query = query.where('is_private', '=', where.is_private);
  return (await query.executeTakeFirstOrThrow()).n;
}

async function expectExactTotals() {
  expect(await listedTotal()).toBe(await counted());
  for (const category of GROUP_CATEGORIES.slice(0, 3)) {
    expect(await listedTotal(`&category=${encodeURIComponent(category)}`)).toBe(
      await counted({ category }),
    );
    for (const is_private of [true, false])
      expect(
        await listedTotal(`&category=${encodeURIComponent(category)}&is_private=${is_private}`),
      ).toBe(await counted({ category, is_private }));
  }
  expect(await listedTotal('&is_private=true')).toBe(await counted({ is_private: true }));
}

describe('the group list total', () => {
  it('stays exact while groups are created and deleted concurrently', async () => {
    const caller = await h.caller(ada.token);
    const create = (i: number) =>
      caller.community.create({
        name: `Counted circle ${i}`,
        description: 'Counting',
        category: GROUP_CATEGORIES[i % 3]!,
        is_private: i % 2 === 0,
        max_members: 10,
      });
    const first = await Promise.all(Array.from({ length: 12 }, (_, i) => create(i)));
    await expectExactTotals();
    // Deletes and creates at once, across the same categories and privacy.
    await Promise.all([
      ...first.slice(0, 6).map((g) => caller.community.delete({ id: g.group.id })),
      ...Array.from({ length: 9 }, (_, i) => create(100 + i)),
    ]);
    await expectExactTotals();
    expect(await listedTotal()).toBe(15);
  });

  it('follows changes of category, privacy and status, and searches still count their matches', async () => {
    const caller = await h.caller(ada.token);
    const { group } = await caller.community.create({
      name: 'Moving circle',
      description: 'Changes its mind',
      category: GROUP_CATEGORIES[0],
      is_private: false,
      max_members: 10,
    });
    await caller.community.update({
      id: group.id,
      category: GROUP_CATEGORIES[1],
      is_private: true,
    });
    await expectExactTotals();
    const before = await listedTotal();
    await sql`update groups set status = 'inactive' where id = ${group.id}`.execute(h.db);
    expect(await listedTotal()).toBe(before - 1);
    await sql`update groups set status = 'active' where id = ${group.id}`.execute(h.db);
    expect(await listedTotal()).toBe(before);
    await expectExactTotals();
    expect(await listedTotal('&search=moving')).toBe(1);
    expect(await listedTotal('&search=counted')).toBe(15);
  });

  it('stays exact through set-based statements: a bulk insert, delete and change of status', async () => {
    const categories = sql.val(GROUP_CATEGORIES.slice(0, 3));
    await sql`
      insert into groups (name, description, category, is_private, max_members, member_count,
        creator_id, status)
      select 'Bulk circle ' || g, 'Loaded at once', (${categories}::text[])[g % 3 + 1], g % 2 = 0,
        10, 0, ${ada.id}, case when g % 5 = 0 then 'inactive' else 'active' end
      from generate_series(1, 300) g`.execute(h.db);
    await expectExactTotals();
    await sql`delete from groups where name like 'Bulk circle %' and id % 3 = 0`.execute(h.db);
    await expectExactTotals();
    await sql`
      update groups set status = case when status = 'active' then 'inactive' else 'active' end,
        is_private = not is_private
      where name like 'Bulk circle %' and id % 4 = 0`.execute(h.db);
    await expectExactTotals();
  });

  it('takes two groups moving between the same categories in opposite directions at once', async () => {
    // Each move takes one counter from a category and gives it to the other: done in either order,
    // two opposite moves could each hold one counter and wait for the other's (a deadlock).
    const [x, y] = [GROUP_CATEGORIES[3]!, GROUP_CATEGORIES[4]!];
    const made = await sql<{ id: number }>`
      insert into groups (name, description, category, is_private, max_members, member_count,
        creator_id, status)
      values ('Swing one', 'Moves', ${x}, false, 10, 0, ${ada.id}, 'active'),
        ('Swing two', 'Moves', ${y}, false, 10, 0, ${ada.id}, 'active')
      returning id`.execute(h.db);
    const [one, two] = made.rows.map((r) => r.id);
    const move = (id: number, category: string) =>
      sql`update groups set category = ${category} where id = ${id}`.execute(h.db);
    for (let i = 0; i < 1500; i++) {
      const even = i % 2 === 0;
      await Promise.all([move(one!, even ? y : x), move(two!, even ? x : y)]);
    }
    await expectExactTotals();
    expect(await listedTotal(`&category=${encodeURIComponent(x)}`)).toBe(
      await counted({ category: x }),
    );
    expect(await listedTotal(`&category=${encodeURIComponent(y)}`)).toBe(
      await counted({ category: y }),
    );
  });

  it('a search counts its matches once per version of the groups, and is exact after every change', async () => {
    const caller = await h.caller(ada.token);
    const search = (word: string) => listedTotal(`&search=${word}`);
    const matching = async (word: string) =>
      (
        await sql<{ n: number }>`
          select count(*)::int as n from groups
          where status = 'active' and lower(name || ' ' || description) like ${`%${word}%`}`.execute(
          h.db,
        )
      ).rows[0]!.n;
    const made = await caller.community.create({
      name: 'Quilting bee',
      description: 'Patchwork on Sundays',
      category: GROUP_CATEGORIES[0],
      is_private: false,
      max_members: 10,
    });
    expect(await search('quilt')).toBe(1);

    // Repeats are not counted again: a group added behind the version's back is not seen...
    await sql`alter table groups disable trigger groups_search_version_rows`.execute(h.db);
    await sql`
      insert into groups (name, description, category, is_private, max_members, member_count,
        creator_id, status)
      values ('Quilt circle', 'Unannounced', ${GROUP_CATEGORIES[0]}, false, 10, 0, ${ada.id}, 'active')`.execute(
      h.db,
    );
    await sql`alter table groups enable trigger groups_search_version_rows`.execute(h.db);
    expect(await search('quilt')).toBe(1);
    expect(await search('quilt')).toBe(1);
    // ...until any change that could alter a match: the next search counts again.
    await caller.community.update({ id: made.group.id, description: 'Patchwork on Saturdays' });
    expect(await search('quilt')).toBe(2);

    // Each kind of change, through the API and through SQL.
    await caller.community.create({
      name: 'Night quilters',
      description: 'After work',
      category: GROUP_CATEGORIES[1],
      is_private: true,
      max_members: 10,
    });
    expect(await search('quilt')).toBe(await matching('quilt'));
    expect(await search('quilt')).toBe(3);
    await caller.community.update({ id: made.group.id, name: 'Sewing bee', description: 'Hems' });
    expect(await search('quilt')).toBe(2);
    await sql`update groups set status = 'inactive' where name = 'Quilt circle'`.execute(h.db);
    expect(await search('quilt')).toBe(1);
    await sql`
      insert into groups (name, description, category, is_private, max_members, member_count,
        creator_id, status)
      select 'Quilt batch ' || g, 'Loaded', ${GROUP_CATEGORIES[2]}, false, 10, 0, ${ada.id}, 'active'
      from generate_series(1, 25) g`.execute(h.db);
    expect(await search('quilt')).toBe(26);
    expect(
      await listedTotal(`&search=quilt&category=${encodeURIComponent(GROUP_CATEGORIES[2]!)}`),
    ).toBe(25);
    await sql`delete from groups where name like 'Quilt batch %' and id % 2 = 0`.execute(h.db);
    expect(await search('quilt')).toBe(await matching('quilt'));
    // A change rolled back changes nothing.
    const before = await search('quilt');
    await h.db
      .transaction()
      .execute(async (tx) => {
        await sql`update groups set name = 'Quilted ' || name`.execute(tx);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(await search('quilt')).toBe(before);
    // Member counts change often and never alter a match: no recount is needed, and none is wrong.
    await sql`update groups set member_count = member_count`.execute(h.db);
    expect(await search('quilt')).toBe(await matching('quilt'));
  });

  it('counts stay exact while searches and changes run at once', async () => {
    const caller = await h.caller(ada.token);
    const create = (i: number) =>
      caller.community.create({
        name: `Racing knitters ${i}`,
        description: 'Fast needles',
        category: GROUP_CATEGORIES[i % 3]!,
        is_private: false,
        max_members: 10,
      });
    await Promise.all([
      ...Array.from({ length: 10 }, (_, i) => create(i)),
      ...Array.from({ length: 10 }, () => listedTotal('&search=racing')),
    ]);
    expect(await listedTotal('&search=racing')).toBe(10);
  });
});
