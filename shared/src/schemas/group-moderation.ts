import { z } from 'zod';
import { ruleAndReason } from './fair-process.ts';
import { id, optionalText } from './common.ts';
import { memberUser } from './community.ts';

/** Group moderation by a group's admins (and site admins): removing and banning members. */

export const GROUP_BAN_REASON_MAX = 500;

export const banMemberInput = z.object({
  id,
  userId: id,
  /**
   * Shown to the group's admins in the Banned list, and to her in the statement of reasons (issue
   * 33), with the house rule applied.
   */
  reason: optionalText(GROUP_BAN_REASON_MAX),
  rule: ruleAndReason.rule,
});

/** Taking a member out of a group, with the rule and reason her statement gives. */
export const removeMemberInput = z.object({ id, userId: id, ...ruleAndReason });
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
