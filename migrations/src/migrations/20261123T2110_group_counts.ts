import { sql, type Kysely } from 'kysely';

/**
 * The group list's total without counting the table on every page: active groups per category and
 * privacy, kept by a trigger in the same transaction as every insert, delete and change of status,
 * category or privacy, so the sum of the matching rows is exact (api.md promises `total`). Concurrent
 * writers of one category and privacy queue on its row; groups are created rarely.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // Migrations run in a transaction: this holds group writes off until the counts are in place, so
  // none falls between the count below and the trigger.
  await sql`lock table groups in share row exclusive mode`.execute(db);
  await sql`
    create table group_counts (
      category text not null,
      is_private boolean not null,
      active_groups integer not null check (active_groups >= 0),
      constraint group_counts_pkey primary key (category, is_private)
    )`.execute(db);
  await sql`
    create function group_counts_track() returns trigger language plpgsql as $$
    begin
      if tg_op = 'TRUNCATE' then
        delete from group_counts;
        return null;
      end if;
      if tg_op in ('UPDATE', 'DELETE') and old.status = 'active' then
        update group_counts set active_groups = active_groups - 1
        where category = old.category and is_private = old.is_private;
      end if;
      if tg_op in ('INSERT', 'UPDATE') and new.status = 'active' then
        insert into group_counts (category, is_private, active_groups)
        values (new.category, new.is_private, 1)
        on conflict (category, is_private)
        do update set active_groups = group_counts.active_groups + 1;
      end if;
      return null;
    end
    $$`.execute(db);
  await sql`
    create trigger groups_count_active
    after insert or delete or update of status, category, is_private on groups
    for each row execute function group_counts_track()`.execute(db);
  await sql`
    create trigger groups_count_truncate after truncate on groups
    for each statement execute function group_counts_track()`.execute(db);
  await sql`
    insert into group_counts (category, is_private, active_groups)
    select category, is_private, count(*) from groups where status = 'active'
    group by category, is_private`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger groups_count_truncate on groups`.execute(db);
  await sql`drop trigger groups_count_active on groups`.execute(db);
  await sql`drop function group_counts_track()`.execute(db);
  await sql`drop table group_counts`.execute(db);
}
