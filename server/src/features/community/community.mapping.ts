import type { Group, GroupMember } from '@hercircle/shared';
import { pictureUrl } from '../../lib/media-url.ts';
import type { GroupRow } from './community.queries.ts';
import type { MemberRow } from './community-members.queries.ts';

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
    request_pending: row.request_pending,
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
    user: userOf(row),
  };
}
