import { sql, type Kysely } from 'kysely';

/**
 * Live streams must end when their session does, in whichever server process holds them. Every way
 * a session ends deletes its row (logout, logout everywhere, password change and reset, refresh,
 * deactivation, account deletion, expiry pruning), and an account leaving 'active' ends all of its
 * sessions; each NOTIFYs this channel on commit, so one trigger covers every present and future path.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function notify_session_end() returns trigger language plpgsql as $$
    begin
      if tg_table_name = 'sessions' then
        perform pg_notify('hercircle_session_end', json_build_object('session', old.id)::text);
      else
        perform pg_notify('hercircle_session_end', json_build_object('user', new.id)::text);
      end if;
      return null;
    end
    $$`.execute(db);
  await sql`
    create trigger sessions_notify_end after delete on sessions
    for each row execute function notify_session_end()`.execute(db);
  await sql`
    create trigger users_notify_end after update of status on users
    for each row when (old.status = 'active' and new.status <> 'active')
    execute function notify_session_end()`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger users_notify_end on users`.execute(db);
  await sql`drop trigger sessions_notify_end on sessions`.execute(db);
  await sql`drop function notify_session_end()`.execute(db);
}
