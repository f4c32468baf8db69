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

/** An active group both the caller and the member belong to (a private one only because both do). */
export const groupInCommon = z.object({
  id: z.number().int(),
  name: z.string(),
  is_private: z.boolean(),
});
export type GroupInCommon = z.infer<typeof groupInCommon>;

/** What a member page needs in one answer (GET /users/{id}/profile). */
export const memberProfile = z.object({
  user: userProfile,
  relation: memberRelation,
  /** For herself: her active groups; for anyone else: the active groups they share; [] when limited. */
  groups_in_common: z.array(groupInCommon),
  /**
   * Only name, picture and joined date are shown (bio, location, occupation, interests are null):
   * she limits her profile to members of shared groups and the caller shares none, or either of
   * them blocked the other.
   */
  limited: z.boolean(),
});
export type MemberProfile = z.infer<typeof memberProfile>;
