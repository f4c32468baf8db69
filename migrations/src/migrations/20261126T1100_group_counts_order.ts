import { sql, type Kysely } from 'kysely';

/**
 * A group moving between categories (or privacy, or in and out of active) takes one from a counter
 * and gives one to another. Done as two updates, old counter first, two groups moving in opposite
 * directions at once could each hold one counter and wait for the other's: PostgreSQL then aborted
 * one of the changes (deadlock detected). The two counters are now taken in key order (category,
 * then privacy), whichever way the group moves, so concurrent moves queue instead.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create or replace function group_counts_track() returns trigger language plpgsql as $$
    declare
      take_old boolean;
      give_new boolean;
    begin
      if tg_op = 'TRUNCATE' then
        delete from group_counts;
        return null;
      end if;
      take_old := tg_op in ('UPDATE', 'DELETE') and old.status = 'active';
      give_new := tg_op in ('INSERT', 'UPDATE') and new.status = 'active';
      -- The counter with the smaller key first, whichever way the group moves.
      if give_new and (not take_old
          or (new.category, new.is_private) < (old.category, old.is_private)) then
        insert into group_counts (category, is_private, active_groups)
        values (new.category, new.is_private, 1)
        on conflict (category, is_private)
        do update set active_groups = group_counts.active_groups + 1;
        give_new := false;
      end if;
      if take_old then
        update group_counts set active_groups = active_groups - 1
        where category = old.category and is_private = old.is_private;
      end if;
      if give_new then
        insert into group_counts (category, is_private, active_groups)
        values (new.category, new.is_private, 1)
        on conflict (category, is_private)
        do update set active_groups = group_counts.active_groups + 1;
      end if;
      return null;
    end
    $$`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    create or replace function group_counts_track() returns trigger language plpgsql as $$
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
}
