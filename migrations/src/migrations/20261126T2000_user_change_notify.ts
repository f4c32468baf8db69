import { sql, type Kysely } from 'kysely';

/**
 * Server processes keep recent session lookups (server/src/auth/session-cache.ts). An account's
 * change of what a lookup reads (name, email, role, picture, suspension) NOTIFYs the sessions'
 * channel on commit, whichever code or SQL made it, so every process forgets its lookups of that
 * account. Ended sessions and accounts leaving 'active' already notify it (20261123T1200).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function notify_user_change() returns trigger language plpgsql as $$
    begin
      perform pg_notify('hercircle_session_end', json_build_object('changed', new.id)::text);
      return null;
    end
    $$`.execute(db);
  await sql`
    create trigger users_notify_change
    after update of email, first_name, last_name, role, profile_picture_id, suspended_until on users
    for each row when (
      old.email is distinct from new.email
      or old.first_name is distinct from new.first_name
      or old.last_name is distinct from new.last_name
      or old.role is distinct from new.role
      or old.profile_picture_id is distinct from new.profile_picture_id
      or old.suspended_until is distinct from new.suspended_until
    )
    execute function notify_user_change()`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger users_notify_change on users`.execute(db);
  await sql`drop function notify_user_change()`.execute(db);
}
