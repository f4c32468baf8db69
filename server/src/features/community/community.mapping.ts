import {
  REACTION_KINDS,
  type Group,
  type GroupMember,
  type GroupPost,
  type GroupReply,
  type Poll,
  type ReactionKind,
} from '@hercircle/shared';
import { pictureUrl } from '../../lib/media-url.ts';
import type { GroupRow } from './community.queries.ts';
import type { MemberRow } from './community-members.queries.ts';
import type { PostRow } from './community-posts.queries.ts';
import type { PollCell } from './community-polls.queries.ts';
import type { ReplyRow } from './community-replies.queries.ts';

export function toGroup(row: GroupRow): Group {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category: row.category as Group['category'],
    is_private: row.is_private,
    max_members: row.max_members,
    member_count: row.member_count,
    status: row.status,
    created_at: row.created_at.toISOString(),
    creator_id: row.creator_id,
    creator_name: row.creator_name,
    is_member: row.my_role !== null,
    my_role: row.my_role,
    my_quiet: row.my_quiet,
    request_pending: row.request_pending,
    allow_anonymous: row.allow_anonymous,
    banned: row.banned,
  };
}

export function userOf(row: {
  user_id: number;
  first_name: string;
  last_name: string;
  profile_picture_id: number | null;
}) {
  return {
    id: row.user_id,
    first_name: row.first_name,
    last_name: row.last_name,
    profile_picture: pictureUrl(row.profile_picture_id),
  };
}

export function toMember(row: MemberRow): GroupMember {
  return {
    id: row.id,
    user_id: row.user_id,
    group_id: row.group_id,
    role: row.role,
    joined_at: row.joined_at.toISOString(),
    quiet: row.quiet,
    user: userOf(row),
  };
}

/**
 * The author of a post or reply as the viewer receives her: nobody, group admins included, gets
 * an anonymous author's id (only moderation's unmask does); `mine` lets her manage it anyway.
 */
function authorOf(row: Parameters<typeof userOf>[0] & { anonymous: boolean }, viewerId: number) {
  return {
    user_id: row.anonymous ? null : row.user_id,
    user: row.anonymous ? null : userOf(row),
    mine: row.user_id === viewerId,
  };
}

/** Every kind with its count, 0 included, and the caller's kinds in the bar's order. */
function reactionsOf(row: {
  reactions: Partial<Record<ReactionKind, number>> | null;
  my_reactions: ReactionKind[] | null;
}) {
  const mine = new Set(row.my_reactions ?? []);
  return {
    reactions: Object.fromEntries(
      REACTION_KINDS.map((kind) => [kind, row.reactions?.[kind] ?? 0]),
    ) as Record<ReactionKind, number>,
    my_reactions: REACTION_KINDS.filter((kind) => mine.has(kind)),
  };
}

export function toPost(row: PostRow, viewerId: number): GroupPost {
  return {
    id: row.id,
    group_id: row.group_id,
    content: row.content,
    created_at: row.created_at.toISOString(),
    edited_at: row.edited_at?.toISOString() ?? null,
    content_note: row.content_note,
    anonymous: row.anonymous,
    hidden: row.hidden_at !== null,
    held: row.held,
    reply_count: row.reply_count ?? 0,
    ...reactionsOf(row),
    pinned: row.pinned_at !== null,
    ...authorOf(row, viewerId),
    reply_policy: row.reply_policy,
    // Marked per reader by the shield's markMuted.
    muted: false,
    poll: toPoll(row.poll),
    publish_at: row.publish_at?.toISOString() ?? null,
  };
}

/** A post's poll as its reader receives it (counts and her own choices only). */
function toPoll(cell: PollCell | null): Poll | null {
  if (!cell) return null;
  return {
    ...cell,
    closes_at: cell.closes_at === null ? null : new Date(cell.closes_at).toISOString(),
    my_votes: cell.my_votes ?? [],
  };
}

export function toReply(row: ReplyRow, viewerId: number): GroupReply {
  return {
    id: row.id,
    post_id: row.post_id,
    content: row.content,
    created_at: row.created_at.toISOString(),
    edited_at: row.edited_at?.toISOString() ?? null,
    anonymous: row.anonymous,
    hidden: row.hidden_at !== null,
    ...reactionsOf(row),
    ...authorOf(row, viewerId),
    hidden_by_author: row.author_hidden_at !== null,
    muted: false,
  };
}
