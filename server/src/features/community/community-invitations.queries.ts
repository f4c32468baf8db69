import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { USER_COLUMNS } from './community-members.queries.ts';

type Db = Kysely<Database>;

const INVITATION_COLUMNS = [
  'group_invitations.id',
  'group_invitations.group_id',
  'group_invitations.token',
  'group_invitations.max_uses',
  'group_invitations.uses',
  'group_invitations.expires_at',
  'group_invitations.joins_at_once',
  'group_invitations.ended_at',
  'group_invitations.created_at',
] as const;

export function insertInvitation(
  db: Db,
  row: {
    group_id: number;
    token: string;
    created_by: number;
    max_uses: number | null;
    expires_at: string | null;
    joins_at_once: boolean;
  },
) {
  return db.insertInto('group_invitations').values(row).returning('id').executeTakeFirstOrThrow();
}

export function countOpenInvitations(db: Db, groupId: number) {
  return db
    .selectFrom('group_invitations')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('group_id', '=', groupId)
    .where('ended_at', 'is', null)
    .executeTakeFirstOrThrow();
}

export async function listInvitations(db: Db, groupId: number, limit: number, offset: number) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('group_invitations')
      .select(INVITATION_COLUMNS)
      .select(sql<Date>`now()`.as('now'))
      .where('group_id', '=', groupId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    db
      .selectFrom('group_invitations')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('group_id', '=', groupId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.total };
}

export type InvitationRow = Awaited<ReturnType<typeof listInvitations>>['rows'][number];

export function findInvitation(db: Db, groupId: number, invitationId: number) {
  return db
    .selectFrom('group_invitations')
    .select(INVITATION_COLUMNS)
    .select(sql<Date>`now()`.as('now'))
    .where('group_id', '=', groupId)
    .where('id', '=', invitationId)
    .executeTakeFirst();
}

/** Who came by these links, newest first (accounts that are gone are gone from it too). */
export function usesOf(db: Db, invitationIds: number[]) {
  return db
    .selectFrom('group_invitation_uses')
    .innerJoin('users', 'users.id', 'group_invitation_uses.user_id')
    .select([
      'group_invitation_uses.invitation_id',
      'group_invitation_uses.user_id',
      'group_invitation_uses.outcome',
      'group_invitation_uses.used_at',
      ...USER_COLUMNS,
    ])
    .where('group_invitation_uses.invitation_id', 'in', invitationIds)
    .where('users.deactivated_at', 'is', null)
    .orderBy('group_invitation_uses.used_at', 'desc')
    .execute();
}

export function endInvitation(db: Db, groupId: number, invitationId: number) {
  return db
    .updateTable('group_invitations')
    .set({ ended_at: sql<Date>`coalesce(ended_at, now())` })
    .where('group_id', '=', groupId)
    .where('id', '=', invitationId)
    .executeTakeFirst();
}

/** A link by its token, with its group as a visitor may see it. */
export function findByToken(db: Db, token: string) {
  return db
    .selectFrom('group_invitations')
    .innerJoin('groups', 'groups.id', 'group_invitations.group_id')
    .select([
      'group_invitations.id',
      'group_invitations.group_id',
      'group_invitations.max_uses',
      'group_invitations.uses',
      'group_invitations.expires_at',
      'group_invitations.joins_at_once',
      'group_invitations.ended_at',
      'groups.name',
      'groups.description',
      'groups.is_private',
      'groups.member_count',
      'groups.status',
      sql<Date>`now()`.as('now'),
    ])
    .where('group_invitations.token', '=', token)
    .executeTakeFirst();
}

/**
 * Takes one use of the link, if it still has one: one conditional UPDATE, so under any number of
 * concurrent accepts a link of n uses lets in n people (the caller holds the group's lock too).
 */
export function takeUse(db: Db, invitationId: number) {
  return db
    .updateTable('group_invitations')
    .set({ uses: sql<number>`uses + 1` })
    .where('id', '=', invitationId)
    .where('ended_at', 'is', null)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', sql<Date>`now()`)]))
    .where((eb) => eb.or([eb('max_uses', 'is', null), eb('uses', '<', eb.ref('max_uses'))]))
    .returning('uses')
    .executeTakeFirst();
}

export function recordUse(
  db: Db,
  row: { invitation_id: number; user_id: number; outcome: 'member' | 'request' },
) {
  return db
    .insertInto('group_invitation_uses')
    .values(row)
    .onConflict((oc) =>
      oc
        .columns(['invitation_id', 'user_id'])
        .doUpdateSet({ outcome: row.outcome, used_at: new Date() }),
    )
    .execute();
}
