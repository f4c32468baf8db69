import { z } from 'zod';

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
