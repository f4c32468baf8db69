import type { Group, GroupPost, GroupReply } from '@hercircle/shared';

/** No reactions yet, as the server sends every kind. */
export const noReactions = { heart: 0, clap: 0, hug: 0, laugh: 0, insightful: 0 };
import { sessionStore } from '../../lib/session.ts';

/** Members, a group and posts for the discussion's component tests. */
export const mei = { id: 4, first_name: 'Mei', last_name: 'Tanaka', profile_picture: null };
export const ines = { id: 7, first_name: 'Ines', last_name: 'Duarte', profile_picture: null };
type Member = typeof mei;

export const readers: Group = {
  id: 9,
  name: 'Night Readers',
  description: 'One chapter before sleep.',
  category: 'Education',
  is_private: false,
  max_members: 25,
  member_count: 2,
  status: 'active',
  created_at: '2026-11-02T10:00:00.000Z',
  creator_id: 7,
  creator_name: 'Ines Duarte',
  is_member: true,
  my_role: 'member',
  my_quiet: false,
  request_pending: false,
  allow_anonymous: false,
  banned: false,
};

/** A post by `user` as `viewer` receives it (`mine` is the server's word for "you wrote it"). */
export function postBy(
  id: number,
  user: Member,
  content: string,
  viewer: Member | null,
  extra: Partial<GroupPost> = {},
): GroupPost {
  return {
    id,
    group_id: readers.id,
    user_id: user.id,
    content,
    created_at: '2026-11-20T09:00:00.000Z',
    edited_at: null,
    content_note: null,
    anonymous: false,
    hidden: false,
    held: false,
    mine: viewer?.id === user.id,
    reply_count: 0,
    reactions: noReactions,
    my_reactions: [],
    pinned: false,
    user,
    reply_policy: 'everyone',
    muted: false,
    poll: null,
    publish_at: null,
    ...extra,
  };
}

export function replyBy(
  id: number,
  postId: number,
  user: Member,
  content: string,
  viewer: Member | null,
  extra: Partial<GroupReply> = {},
): GroupReply {
  return {
    id,
    post_id: postId,
    user_id: user.id,
    content,
    created_at: `2026-11-20T1${id}:00:00.000Z`,
    edited_at: null,
    anonymous: false,
    hidden: false,
    mine: viewer?.id === user.id,
    reactions: noReactions,
    my_reactions: [],
    user,
    hidden_by_author: false,
    muted: false,
    ...extra,
  };
}

/** Anonymous as the server sends it: no author id, no user, for everyone. */
export const anonymously = { user_id: null, user: null, anonymous: true } as const;

export function signIn(user: Member, role: 'user' | 'admin' = 'user') {
  localStorage.setItem('authToken', 'token');
  localStorage.setItem(
    'userData',
    JSON.stringify({
      ...user,
      email: 'x@example.com',
      role,
      status: 'active',
      suspended_until: null,
      two_factor: false,
      discreet_email: false,
    }),
  );
  sessionStore.reload();
}

export const preferences = {
  data: {
    preferences: {
      newsletter_opt_in: false,
      email_frequency: 'daily',
      dm_policy: 'shared_groups',
      profile_visibility: 'members',
      content_note_filters: {},
      show_quick_exit: true,
      discreet_email: false,
    },
  },
};
