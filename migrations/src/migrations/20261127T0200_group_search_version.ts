import { sql, type Kysely } from 'kysely';

/**
 * The group list's search counts its matches (a trigram index scan and a heap visit per match:
 * 23 ms for a common word at 200,000 groups). Each server process keeps the counts it made, with
 * the version of the groups they were counted at (server/src/features/community/community.queries.ts),
 * and counts again only once a statement that could change a match has committed: any insert or
 * delete, and any update that sets a group's name, description, status, category or privacy. One
 * row, bumped once per statement; the bump commits with the change, so no reader sees the new
 * version before the new groups.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table group_search_version (
      id boolean primary key default true check (id),
      version bigint not null default 0
    )`.execute(db);
  await sql`insert into group_search_version default values`.execute(db);
  await sql`
    create function bump_group_search_version() returns trigger language plpgsql as $$
    begin
      update group_search_version set version = version + 1;
      return null;
    end
    $$`.execute(db);
  await sql`
    create trigger groups_search_version_rows
    after insert or delete on groups
    for each statement execute function bump_group_search_version()`.execute(db);
  await sql`
    create trigger groups_search_version_fields
    after update of name, description, status, category, is_private on groups
    for each statement execute function bump_group_search_version()`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger groups_search_version_fields on groups`.execute(db);
  await sql`drop trigger groups_search_version_rows on groups`.execute(db);
  await sql`drop function bump_group_search_version()`.execute(db);
  await sql`drop table group_search_version`.execute(db);
}
