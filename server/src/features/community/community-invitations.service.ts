import type { Kysely } from 'kysely';
import type {
  GroupMember,
  Invitation,
  InvitationPreview,
  InvitationState,
} from '@hercircle/shared';
import { GROWTH_LIMITS } from '@hercircle/shared';
import type { Database } from '../../db/schema.ts';
import type { AuthUser } from '../../auth/sessions.ts';
import { generateToken } from '../../auth/tokens.ts';
import { AppError } from '../../lib/app-error.ts';
import { assertManager, visibleGroup } from './community.access.ts';
import { toMember, userOf } from './community.mapping.ts';
import { findGroup, lockGroup } from './community.queries.ts';
import { addMember, fileRequest } from './community-members.service.ts';
import { deleteRequest } from './community-members.queries.ts';
import * as q from './community-invitations.queries.ts';

type Db = Kysely<Database>;
type Answers = { question_id: number; text: string }[];

const NO_SUCH_LINK = 'This invitation link is not valid. Ask the person who sent it for a new one.';
const GONE: Record<Exclude<InvitationState, 'open'>, string> = {
  used_up: 'This invitation link has been used as many times as it allows.',
  expired: 'This invitation link has expired.',
  ended: 'This invitation link was ended by the group’s admins.',
};

/** Open, or why it no longer lets anyone in (a group gone inactive ends its links). */
function stateOf(row: {
  max_uses: number | null;
  uses: number;
  expires_at: Date | null;
  ended_at: Date | null;
  now: Date;
  status?: string;
}): InvitationState {
  if (row.ended_at !== null || (row.status !== undefined && row.status !== 'active'))
    return 'ended';
  if (row.expires_at !== null && row.expires_at <= row.now) return 'expired';
  if (row.max_uses !== null && row.uses >= row.max_uses) return 'used_up';
  return 'open';
}

export function invitationUrl(origin: string, token: string): string {
  return `${origin}/invite/${token}`;
}

async function toInvitations(
  db: Db,
  origin: string,
  rows: q.InvitationRow[],
): Promise<Invitation[]> {
  const uses = rows.length
    ? await q.usesOf(
        db,
        rows.map((r) => r.id),
      )
    : [];
  return rows.map((row) => ({
    id: row.id,
    token: row.token,
    url: invitationUrl(origin, row.token),
    max_uses: row.max_uses,
    uses: row.uses,
    expires_at: row.expires_at?.toISOString() ?? null,
    joins_at_once: row.joins_at_once,
    ended_at: row.ended_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    state: stateOf(row),
    used_by: uses
      .filter((u) => u.invitation_id === row.id)
      .map((u) => ({
        user: userOf(u),
        outcome: u.outcome,
        used_at: u.used_at.toISOString(),
      })),
  }));
}

export async function listInvitations(
  db: Db,
  viewer: AuthUser,
  input: { id: number; limit: number; offset: number },
  origin: string,
): Promise<{ invitations: Invitation[]; total: number }> {
  assertManager(viewer, await visibleGroup(db, viewer, input.id));
  const { rows, total } = await q.listInvitations(db, input.id, input.limit, input.offset);
  return { invitations: await toInvitations(db, origin, rows), total };
}

async function readInvitation(db: Db, groupId: number, invitationId: number, origin: string) {
  const row = await q.findInvitation(db, groupId, invitationId);
  if (!row) throw new AppError('NOT_FOUND', 'Invitation link not found');
  const [invitation] = await toInvitations(db, origin, [row]);
  return invitation!;
}

export async function createInvitation(
  db: Db,
  viewer: AuthUser,
  input: { id: number; max_uses: number | null; expires_at: string | null; joins_at_once: boolean },
  origin: string,
): Promise<Invitation> {
  assertManager(viewer, await visibleGroup(db, viewer, input.id));
  const id = await db.transaction().execute(async (trx) => {
    await lockGroup(trx, input.id);
    if ((await q.countOpenInvitations(trx, input.id)).n >= GROWTH_LIMITS.openLinksMax)
      throw new AppError(
        'CONFLICT',
        `A group can have at most ${GROWTH_LIMITS.openLinksMax} links at a time: end one you no longer need first`,
      );
    const row = await q.insertInvitation(trx, {
      group_id: input.id,
      token: generateToken(),
      created_by: viewer.id,
      max_uses: input.max_uses,
      expires_at: input.expires_at,
      joins_at_once: input.joins_at_once,
    });
    return row.id;
  });
  return readInvitation(db, input.id, id, origin);
}

/** Ends a link: it lets no one else in; who came by it stays listed. */
export async function endInvitation(
  db: Db,
  viewer: AuthUser,
  input: { id: number; invitationId: number },
): Promise<void> {
  assertManager(viewer, await visibleGroup(db, viewer, input.id));
  const result = await q.endInvitation(db, input.id, input.invitationId);
  if (Number(result.numUpdatedRows) === 0)
    throw new AppError('NOT_FOUND', 'Invitation link not found');
}

/** A link that still lets people in, or the 410 that says why not (404 for a token never made). */
async function openLink(db: Db, token: string) {
  const link = await q.findByToken(db, token);
  if (!link) throw new AppError('NOT_FOUND', NO_SUCH_LINK);
  const state = stateOf(link);
  if (state !== 'open') throw new AppError('GONE', GONE[state]);
  return link;
}

/** What a link shows anyone: the group's name and description, and where she stands. */
export async function previewInvitation(
  db: Db,
  viewer: AuthUser | null,
  input: { token: string },
): Promise<InvitationPreview> {
  const link = await openLink(db, input.token);
  const mine = viewer ? await findGroup(db, link.group_id, viewer.id) : undefined;
  return {
    group: {
      id: link.group_id,
      name: link.name,
      description: link.description,
      is_private: link.is_private,
      member_count: link.member_count,
      joins_at_once: !link.is_private || link.joins_at_once,
      is_member: Boolean(mine && mine.my_role !== null),
      request_pending: Boolean(mine?.request_pending),
    },
  };
}

/**
 * Accepts a link: she becomes a member (a public group, or a private one whose link joins at
 * once) or her request is filed. Under the group's lock: someone already a member or already
 * waiting is told so without using up a use; the use is taken by one conditional UPDATE, and
 * rolled back with everything else if the join itself is refused (full, banned).
 */
export async function acceptInvitation(
  db: Db,
  viewer: AuthUser,
  input: { token: string; answers?: Answers },
): Promise<{
  member: GroupMember | null;
  request: { id: number; group_id: number; created_at: string } | null;
}> {
  const link = await openLink(db, input.token);
  const groupId = link.group_id;
  const joins = !link.is_private || link.joins_at_once;
  return db.transaction().execute(async (trx) => {
    await lockGroup(trx, groupId);
    const group = await findGroup(trx, groupId, viewer.id);
    if (!group || group.status !== 'active') throw new AppError('GONE', GONE.ended);
    if (group.my_role !== null)
      throw new AppError('CONFLICT', 'You are already a member of this group');
    if (group.request_pending && !joins)
      throw new AppError('CONFLICT', 'Your request to join is already waiting for approval');
    const use = await q.takeUse(trx, link.id);
    if (!use) {
      // Taken meanwhile by others (or ended, or expired): say which.
      const now = await q.findByToken(trx, input.token);
      const state = now ? stateOf(now) : 'ended';
      throw new AppError('GONE', GONE[state === 'open' ? 'used_up' : state]);
    }
    const outcome = joins ? 'member' : 'request';
    await q.recordUse(trx, { invitation_id: link.id, user_id: viewer.id, outcome });
    if (!joins) {
      const request = await fileRequest(trx, {
        groupId,
        userId: viewer.id,
        answers: input.answers ?? [],
      });
      return {
        member: null,
        request: {
          id: request.id,
          group_id: groupId,
          created_at: request.created_at.toISOString(),
        },
      };
    }
    // A link that joins at once answers her waiting request too.
    if (group.request_pending) await deleteRequest(trx, groupId, viewer.id);
    const member = await addMember(trx, { groupId, userId: viewer.id });
    return { member: toMember(member), request: null };
  });
}
