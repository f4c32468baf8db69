import type { DecisionAction } from '@hercircle/shared';
import type { Trpc } from '../../lib/trpc.ts';

/** The house rules: /guidelines and every moderation dialog's Rule select read them. */
export function guidelinesQuery(trpc: Trpc) {
  // Site admins change them rarely; a few minutes old is fresh enough.
  return { ...trpc.content.guidelines.queryOptions(), staleTime: 5 * 60_000 };
}

/** Her statements of reasons, newest first (one page holds every one a member is likely to have). */
export function myDecisionsQuery(trpc: Trpc) {
  return trpc.moderation.myDecisions.queryOptions({ limit: 50 });
}

/** What a decision did, in a word or two, for the admin portal's tables. */
export const DECISION_ACTION_LABELS: Record<DecisionAction, string> = {
  hide: 'Hidden',
  remove: 'Removed',
  auto_hide: 'Hidden automatically',
  ban: 'Banned from group',
  suspend: 'Suspended',
  decline_story: 'Story declined',
  remove_member: 'Removed from group',
  mute: 'Muted from posting',
};
