import type { Kysely } from 'kysely';
import type { Conversation } from '@hercircle/shared';
import type { Database } from '../../db/schema.ts';
import { pictureUrl } from '../../lib/media-url.ts';
import { toChatMessage } from './chat.mapping.ts';
import * as q from './chat.queries.ts';
import * as dq from './direct.queries.ts';
import { markMuted } from '../shield/muted.ts';

type SummaryRow = Awaited<ReturnType<typeof q.listConversationsFor>>[number];

/**
 * Conversations as a member sees them: the newest message she may read, her unread count, and for
 * a direct conversation the other member (whose name it takes) and whether it still waits for her.
 */
export async function summarize(
  db: Kysely<Database>,
  viewerId: number,
  rows: SummaryRow[],
): Promise<Conversation[]> {
  const lastIds = rows
    .map((r) => r.last_message_id)
    .filter((id): id is number => typeof id === 'number');
  const direct = rows.filter((r) => r.kind === 'direct').map((r) => r.id);
  const [messages, partners] = await Promise.all([
    q.findMessagesByIds(db, lastIds),
    dq.listPartners(db, direct, viewerId),
  ]);
  const own = (m: { sender_id: number }) => m.sender_id === viewerId;
  const marked = await markMuted(db, viewerId, messages.map(toChatMessage), own);
  const last = new Map(marked.map((m) => [m.id, m]));
  const partnerOf = new Map(partners.map((p) => [p.conversation_id, p]));
  return rows.map((r) => {
    const lastMessage = r.last_message_id ? (last.get(r.last_message_id) ?? null) : null;
    const partner = partnerOf.get(r.id);
    return {
      id: r.id,
      name: partner ? `${partner.first_name} ${partner.last_name}` : r.name,
      kind: r.kind,
      group_id: r.group_id,
      member: partner
        ? {
            id: partner.id,
            first_name: partner.first_name,
            last_name: partner.last_name,
            profile_picture: pictureUrl(partner.profile_picture_id),
          }
        : null,
      pending: partner !== undefined && partner.status !== 'accepted',
      last_message: lastMessage,
      unread_count: Number(r.unread_count ?? 0),
      updated_at: lastMessage?.created_at ?? r.created_at.toISOString(),
      filtered: false,
    };
  });
}
