import { z } from 'zod';
import { userProfile } from './auth.ts';

/** A member the caller blocked or muted, and since when. */
export const blockedMember = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  profile_picture: z.string().nullable(),
  since: z.string(),
});
export type BlockedMember = z.infer<typeof blockedMember>;

export const blockedMembers = z.object({
  users: z.array(blockedMember),
  total: z.number().int(),
});
export type BlockedMembers = z.infer<typeof blockedMembers>;

/** Whether the caller blocked or muted the member whose profile she reads (never the reverse). */
export const memberRelation = z.object({ blocked: z.boolean(), muted: z.boolean() });
export type MemberRelation = z.infer<typeof memberRelation>;

/**
 * An active group both the caller and the member belong to: a public one where the member's
 * membership is not quiet; on her own page, each of her groups.
 */
export const groupInCommon = z.object({
  id: z.number().int(),
  name: z.string(),
  is_private: z.boolean(),
  /** Her own page only: her membership is quiet, so nobody else sees it there. */
  quiet: z.boolean(),
});
export type GroupInCommon = z.infer<typeof groupInCommon>;

/** What a member page needs in one answer (GET /users/{id}/profile). */
export const memberProfile = z.object({
  user: userProfile,
  relation: memberRelation,
  /**
   * For herself: her active groups; for anyone else: the public active groups they share where
   * the member is not quiet; [] when limited.
   */
  groups_in_common: z.array(groupInCommon),
  /**
   * Only name, picture and joined date are shown (bio, location, occupation, interests are null):
   * she limits her profile to members of shared groups and the caller shares none, or either of
   * them blocked the other.
   */
  limited: z.boolean(),
  /**
   * Whether Message is offered: 'open' (they have a conversation, or her dm_policy lets a first
   * message through), else the dm_policy that stops it ('nobody' or 'shared_groups'). A block by
   * her is never told here.
   */
  messaging: z.enum(['open', 'shared_groups', 'nobody']),
});
export type MemberProfile = z.infer<typeof memberProfile>;
