import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/db.ts';
import { createHarness, signUp, type Harness, type TestUser } from '../../../test/harness.ts';

/**
 * An admin change and its audit entry commit together or not at all: when writing the entry fails
 * (a trigger refuses entries that mention FAIL-AUDIT), the change must not be there either.
 */
let h: Harness;
let admin: TestUser;
const MARK = 'FAIL-AUDIT';
const BODY = 'A story long enough to be accepted.';
// The refused entry is a database failure: the caller sees an internal error, not a validation one.
const refused = { code: 'INTERNAL_SERVER_ERROR' };

beforeAll(async () => {
  h = await createHarness(await createTestDatabase());
  admin = await signUp(h, { role: 'admin' });
  await sql`
    create function refuse_marked_audit() returns trigger language plpgsql as $$
    begin
      if new.details::text like '%FAIL-AUDIT%' then raise exception 'audit entry refused'; end if;
      return new;
    end $$`.execute(h.db);
  await sql`create trigger refuse_marked_audit before insert on audit_log
    for each row execute function refuse_marked_audit()`.execute(h.db);
});
afterAll(() => h.close());

const storyRow = (id: number) =>
  h.db
    .selectFrom('stories')
    .select(['title', 'status', 'published_at'])
    .where('id', '=', id)
    .executeTakeFirst();

describe('admin stories write their audit entry in the change’s transaction', () => {
  it('create: no story is left without its entry', async () => {
    const caller = await h.caller(admin.token);
    const title = `${MARK} created ${Date.now()}`;
    await expect(caller.admin.stories.create({ title, content: BODY })).rejects.toMatchObject(
      refused,
    );
    const left = await h.db.selectFrom('stories').select('id').where('title', '=', title).execute();
    expect(left).toEqual([]);
  });

  it('update, publish and delete: the story stays as it was', async () => {
    const caller = await h.caller(admin.token);
    const { story } = await caller.admin.stories.create({
      title: `Story ${Date.now()}`,
      content: BODY,
      status: 'draft',
    });
    // Marked behind the API's back, so that every later entry about it is refused.
    await h.db
      .updateTable('stories')
      .set({ title: `${MARK} ${story.title}` })
      .where('id', '=', story.id)
      .execute();
    const before = await storyRow(story.id);
    await expect(
      caller.admin.stories.update({
        id: story.id,
        content: `${BODY} Changed.`,
        status: 'archived',
      }),
    ).rejects.toMatchObject(refused);
    await expect(caller.admin.stories.publish({ id: story.id })).rejects.toMatchObject(refused);
    await expect(caller.admin.stories.delete({ id: story.id })).rejects.toMatchObject(refused);
    expect(await storyRow(story.id)).toEqual(before);
  });
});

describe('admin communities write their audit entry in the change’s transaction', () => {
  it('create: no community is left without its entry', async () => {
    const caller = await h.caller(admin.token);
    const name = `${MARK} circle ${Date.now()}`;
    await expect(
      caller.admin.communities.create({
        name,
        description: 'A community whose entry is refused.',
        category: 'General',
        status: 'inactive',
      }),
    ).rejects.toMatchObject(refused);
    const left = await h.db.selectFrom('groups').select('id').where('name', '=', name).execute();
    expect(left).toEqual([]);
  });

  it('update: the community stays as it was', async () => {
    const caller = await h.caller(admin.token);
    const { community } = await caller.admin.communities.create({
      name: `Circle to edit ${Date.now()}`,
      description: 'A community whose edit is refused.',
      category: 'General',
    });
    await h.db
      .updateTable('groups')
      .set({ name: `${MARK} ${community.name}` })
      .where('id', '=', community.id)
      .execute();
    const row = () =>
      h.db
        .selectFrom('groups')
        .select(['name', 'description', 'status'])
        .where('id', '=', community.id)
        .executeTakeFirst();
    const before = await row();
    await expect(
      caller.admin.communities.update({
        id: community.id,
        description: 'Edited, but the entry is refused.',
        status: 'inactive',
      }),
    ).rejects.toMatchObject(refused);
    expect(await row()).toEqual(before);
  });

  it('delete: the community stays when its entry is refused', async () => {
    const caller = await h.caller(admin.token);
    const { community } = await caller.admin.communities.create({
      name: `Circle ${Date.now()}`,
      description: 'A community that outlives a refused entry.',
      category: 'General',
    });
    await h.db
      .updateTable('groups')
      .set({ name: `${MARK} ${community.name}` })
      .where('id', '=', community.id)
      .execute();
    await expect(caller.admin.communities.delete({ id: community.id })).rejects.toMatchObject(
      refused,
    );
    const left = await h.db
      .selectFrom('groups')
      .select('id')
      .where('id', '=', community.id)
      .execute();
    expect(left).toEqual([{ id: community.id }]);
  });
});

describe('the audit log', () => {
  it('holds creations, edits, publishing, deletions and settings changes', async () => {
    const caller = await h.caller(admin.token);
    const { community } = await caller.admin.communities.create({
      name: `Audited circle ${Date.now()}`,
      description: 'A community whose changes are written down.',
      category: 'General',
    });
    await caller.admin.communities.update({ id: community.id, description: 'Edited by an admin.' });
    await caller.admin.communities.delete({ id: community.id });
    const { story } = await caller.admin.stories.create({ title: 'Audited', content: BODY });
    await caller.admin.stories.update({ id: story.id, title: 'Audited, edited' });
    await caller.admin.stories.publish({ id: story.id });
    await caller.admin.stories.delete({ id: story.id });
    const { settings } = await caller.admin.settings.get();
    await caller.admin.settings.update({ ...settings, siteName: 'Audited site' });
    await caller.admin.settings.reset();
    const entries = (await caller.admin.auditLog({})).entries.map((e) => `${e.action} ${e.entity}`);
    expect(entries).toEqual(
      expect.arrayContaining([
        'create community',
        'update community',
        'delete community',
        'create story',
        'update story',
        'publish story',
        'delete story',
        'update settings',
        'reset settings',
      ]),
    );
  });
});
