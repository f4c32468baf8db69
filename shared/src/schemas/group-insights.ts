import { z } from 'zod';
import { smallCount } from './transparency.ts';

/**
 * Quiet membership and the group dashboard (issue 35, api.md "Groups"). Every figure that counts
 * people is a smallCount: "fewer than 5" below 5, so that nobody can be picked out of it.
 */

export const setMembershipInput = z.object({
  quiet: z.boolean({ error: 'quiet must be true or false' }),
});
export type SetMembershipInput = z.infer<typeof setMembershipInput>;

export const membershipSetting = z.object({ quiet: z.boolean() });
export type MembershipSetting = z.infer<typeof membershipSetting>;

/** How many weeks "members over time" covers, this one included. */
export const INSIGHT_WEEKS = 12;

export const groupInsights = z.object({
  /** Members now. */
  members: smallCount,
  /** Members who posted or replied in the last 7 days. */
  active_members_week: smallCount,
  /** Posts and replies written in the last 7 days (not deleted). */
  posts_week: z.number().int(),
  replies_week: z.number().int(),
  /** Requests to join waiting for an answer. */
  pending_requests: smallCount,
  /** The group's posts and replies with an open report, as its moderation queue counts them. */
  open_reports: z.number().int(),
  /**
   * Members at the end of each of the last 12 weeks (weeks start on Monday, UTC; the last is this
   * week, so far), oldest first. Counted from today's members by when they joined: one who left
   * is not in any week.
   */
  members_by_week: z.array(z.object({ week: z.string(), members: smallCount })),
});
export type GroupInsights = z.infer<typeof groupInsights>;
