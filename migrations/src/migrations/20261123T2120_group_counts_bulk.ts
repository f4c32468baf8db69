import { sql, type Kysely } from 'kysely';

/**
 * The group counts' row trigger updated one counter row once per inserted or deleted group: within
 * one statement every update adds a version of the same row that the next must step over, so a
 * 20,000-row insert took 12 s and grew with the square of its size. Inserts and deletes now add up
 * their rows once per statement (transition tables); updates stay per row, and only fire when the
 * status, category or privacy really changed.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`drop trigger groups_count_active on groups`.execute(db);
  await sql`
    create function group_counts_apply() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' then
        update group_counts c set active_groups = c.active_groups - d.n
        from (
          select category, is_private, count(*)::int as n from old_groups
          where status = 'active' group by category, is_private
        ) d
        where c.category = d.category and c.is_private = d.is_private;
      else
        insert into group_counts (category, is_private, active_groups)
        select category, is_private, count(*) from new_groups
        where status = 'active' group by category, is_private
        on conflict (category, is_private)
        do update set active_groups = group_counts.active_groups + excluded.active_groups;
      end if;
      return null;
    end
    $$`.execute(db);
  await sql`
    create trigger groups_count_insert after insert on groups
    referencing new table as new_groups
    for each statement execute function group_counts_apply()`.execute(db);
  await sql`
    create trigger groups_count_delete after delete on groups
    referencing old table as old_groups
    for each statement execute function group_counts_apply()`.execute(db);
  await sql`
    create trigger groups_count_update after update of status, category, is_private on groups
    for each row
    when (old.status is distinct from new.status or old.category is distinct from new.category
      or old.is_private is distinct from new.is_private)
    execute function group_counts_track()`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger groups_count_update on groups`.execute(db);
  await sql`drop trigger groups_count_delete on groups`.execute(db);
  await sql`drop trigger groups_count_insert on groups`.execute(db);
  await sql`drop function group_counts_apply()`.execute(db);
  await sql`
    create trigger groups_count_active
    after insert or delete or update of status, category, is_private on groups
    for each row execute function group_counts_track()`.execute(db);
}
