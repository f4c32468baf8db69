import { z } from 'zod';
import { id, optionalText } from './common.ts';
import { memberUser } from './community.ts';

/** Group moderation by a group's admins (and site admins): removing and banning members. */

export const GROUP_BAN_REASON_MAX = 500;

export const banMemberInput = z.object({
  id,
  userId: id,
  /** Shown to the group's admins in the Banned list, never to the banned member. */
  reason: optionalText(GROUP_BAN_REASON_MAX),
});
export type BanMemberInput = z.input<typeof banMemberInput>;

export const groupBan = z.object({
  group_id: z.number().int(),
  user_id: z.number().int(),
  user: memberUser,
  reason: z.string().nullable(),
  /** Who banned her, or null once that account is gone. */
  banned_by: z
    .object({ id: z.number().int(), first_name: z.string(), last_name: z.string() })
    .nullable(),
  created_at: z.string(),
});
export type GroupBan = z.infer<typeof groupBan>;
