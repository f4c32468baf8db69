/**
 * The large dataset of the API benchmark, loaded with set-based SQL (INSERT ... SELECT over
 * generate_series) so 800,000 rows take seconds, not the hour per-row service calls would. The rows are
 * what the product itself would have written: one argon2 hash (a real password logs in), each group's
 * creator an admin member, member_count equal to the memberships, one chat room per group, posts and
 * messages by members of their group. Sessions are made by the product's own session code.
 */
import { sql, type Kysely } from 'kysely';
import { createSession } from '../../src/auth/sessions.ts';
import { hashPassword } from '../../src/auth/passwords.ts';
import type { Database } from '../../src/db/schema.ts';

export interface DatasetSize {
  users: number;
  groups: number;
  /** Members per group (the first is the creator, an admin). */
  membersPerGroup: number;
  postsPerGroup: number;
  /** Messages in the community room (conversation 1); the rest go to group rooms. */
  communityMessages: number;
  messagesPerGroupRoom: number;
  /** Members who get a session (the load's callers). */
  sessions: number;
}

export const FULL: DatasetSize = {
  users: 10_000,
  groups: 2_000,
  membersPerGroup: 100,
  postsPerGroup: 50,
  communityMessages: 100_000,
  messagesPerGroupRoom: 200,
  sessions: 400,
};

export const QUICK: DatasetSize = {
  users: 2_000,
  groups: 400,
  membersPerGroup: 50,
  postsPerGroup: 20,
  communityMessages: 10_000,
  messagesPerGroupRoom: 40,
  sessions: 100,
};

/** The password of every seeded member (the login scenario signs in with it). */
export const PASSWORD = 'bench-Password-4417';
/** Words in group names and descriptions; the searched one matches about one group in twelve. */
export const WORDS = [
  'garden',
  'books',
  'running',
  'founders',
  'mothers',
  'coding',
  'yoga',
  'finance',
  'travel',
  'cooking',
  'wellness',
  'careers',
];
export const SEARCH_TERM = 'garden';
const GROW_BATCH = 5_000;
const CATEGORIES = ['General', 'Health & Wellness', 'Career & Finance', 'Education', 'Travel'];

export interface Member {
  id: number;
  email: string;
  token: string;
  /** Her groups and their chat rooms. */
  groups: { groupId: number; roomId: number }[];
}

export interface Dataset {
  members: Member[];
  groupIds: number[];
  counts: Record<string, number>;
}

/**
 * Member k of group g is user ((g * 37 + k * 101) mod users) + 1: distinct within a group because
 * 101 is prime to the user count, spread evenly across users.
 */
const memberOf = (g: string, k: string, users: number) =>
  sql.raw(`((${g} * 37 + ${k} * 101) % ${users}) + 1`);

export async function loadDataset(db: Kysely<Database>, size: DatasetSize): Promise<Dataset> {
  const hash = await hashPassword(PASSWORD);
  const words = sql.val(WORDS);
  await sql`
    insert into users (email, password_hash, first_name, last_name, created_at)
    select 'member-' || i || '@bench.example', ${hash}, 'Member', 'Number ' || i,
      now() - interval '400 days' + i * interval '1 minute'
    from generate_series(1, ${size.users}) i`.execute(db);
  await insertGroups(db, 1, size.groups, size, true);
  await sql`
    insert into group_members (group_id, user_id, role, joined_at)
    select g, ${memberOf('g', 'k', size.users)}, case when k = 0 then 'admin' else 'member' end,
      now() - interval '300 days' + k * interval '1 hour'
    from generate_series(1, ${size.groups}) g, generate_series(0, ${size.membersPerGroup - 1}) k`.execute(
    db,
  );
  await sql`
    insert into group_posts (group_id, user_id, content, created_at)
    select g, ${memberOf('g', 'k % ' + String(size.membersPerGroup), size.users)},
      'Post ' || k || ' in circle ' || g || ': notes on ' || (${words}::text[])[(g + k) % 12 + 1],
      now() - interval '200 days' + (k * ${size.groups} + g) * interval '1 second'
    from generate_series(1, ${size.groups}) g, generate_series(0, ${size.postsPerGroup - 1}) k`.execute(
    db,
  );
  await sql`
    insert into messages (conversation_id, sender_id, content, created_at)
    select 1, (i % ${size.users}) + 1, 'Community message ' || i,
      now() - interval '100 days' + i * interval '1 second'
    from generate_series(1, ${size.communityMessages}) i`.execute(db);
  await sql`
    insert into messages (conversation_id, sender_id, content, created_at)
    select c.id, ${memberOf('c.group_id', 'k % ' + String(size.membersPerGroup), size.users)},
      'Room message ' || k || ' in circle ' || c.group_id,
      now() - interval '90 days' + k * interval '1 minute'
    from conversations c, generate_series(0, ${size.messagesPerGroupRoom - 1}) k
    where c.kind = 'group'`.execute(db);
  await sql`vacuum analyze`.execute(db);

  const members = await sessionsFor(db, size);
  await sql`analyze sessions`.execute(db);
  const groupIds = (
    await sql<{ id: number }>`select id from groups order by id`.execute(db)
  ).rows.map((r) => r.id);
  return { members, groupIds, counts: await countRows(db) };
}

/**
 * Groups from..to, each with its chat room. The first load gives them their members below; groups
 * added to grow the table get their creator as their one member, so member_count stays true.
 */
async function insertGroups(
  db: Kysely<Database>,
  from: number,
  to: number,
  size: DatasetSize,
  membersFollow: boolean,
) {
  const words = sql.val(WORDS);
  const memberCount = membersFollow ? size.membersPerGroup : 1;
  await sql`
    insert into groups (name, description, category, is_private, max_members, member_count,
      creator_id, created_at, updated_at)
    select 'Circle ' || g || ' ' || (${words}::text[])[g % 12 + 1],
      'A circle about ' || (${words}::text[])[(g * 7) % 12 + 1] || ', code ' || substr(md5(g::text), 1, 8),
      (${sql.val(CATEGORIES)}::text[])[g % 5 + 1], g % 4 = 0, 1000, ${memberCount},
      ${memberOf('g', '0', size.users)},
      now() - interval '365 days' + g * interval '1 minute', now()
    from generate_series(${from}::int, ${to}::int) g`.execute(db);
  await sql`
    insert into conversations (kind, group_id, name)
    select 'group', id, name from groups where id between ${from} and ${to} order by id`.execute(
    db,
  );
  if (!membersFollow)
    await sql`
      insert into group_members (group_id, user_id, role)
      select id, creator_id, 'admin' from groups where id between ${from} and ${to}`.execute(db);
}

/** Grows the groups table to `total` groups (the scale check), keeping every row consistent. */
export async function growGroups(db: Kysely<Database>, size: DatasetSize, total: number) {
  const { rows } = await sql<{ n: number }>`select max(id)::int as n from groups`.execute(db);
  const last = rows[0]!.n;
  // In batches, each its own transaction: a statement's rows update the same few group_counts
  // rows, whose versions chain within one transaction, so one 198,000-row insert takes minutes.
  for (let from = last + 1; from <= total; from += GROW_BATCH)
    await insertGroups(db, from, Math.min(total, from + GROW_BATCH - 1), size, false);
  await sql`vacuum analyze groups`.execute(db);
  await sql`vacuum analyze group_members`.execute(db);
  await sql`vacuum analyze conversations`.execute(db);
}

async function sessionsFor(db: Kysely<Database>, size: DatasetSize): Promise<Member[]> {
  const step = Math.max(1, Math.floor(size.users / size.sessions));
  const members: Member[] = [];
  for (let id = 1; id <= size.users && members.length < size.sessions; id += step) {
    const { token } = await createSession(db, id);
    members.push({ id, email: `member-${id}@bench.example`, token, groups: [] });
  }
  const byId = new Map(members.map((m) => [m.id, m]));
  const { rows } = await sql<{ user_id: number; group_id: number; room_id: number }>`
    select m.user_id, m.group_id, c.id as room_id
    from group_members m join conversations c on c.group_id = m.group_id
    where m.user_id = any(${sql.val(members.map((m) => m.id))}::int[])
    order by m.user_id, m.group_id`.execute(db);
  for (const row of rows)
    byId.get(row.user_id)!.groups.push({ groupId: row.group_id, roomId: row.room_id });
  return members.filter((m) => m.groups.length > 0);
}

export async function countRows(db: Kysely<Database>): Promise<Record<string, number>> {
  const { rows } = await sql<Record<string, number>>`
    select (select count(*) from users)::int as users,
      (select count(*) from groups)::int as groups,
      (select count(*) from group_members)::int as memberships,
      (select count(*) from group_posts)::int as posts,
      (select count(*) from messages)::int as messages,
      (select count(*) from groups g
        where member_count <> (select count(*) from group_members m where m.group_id = g.id))::int
        as drifted`.execute(db);
  return rows[0]!;
}
