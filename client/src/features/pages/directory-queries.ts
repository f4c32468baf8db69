import type { ResourceTopic, ResourceType } from '@hercircle/shared/publications';
import type { Trpc } from '../../lib/trpc.ts';

/** The published magazine issues, newest first: /publications and /community/publications. */
export function issuesQuery(trpc: Trpc) {
  return trpc.content.issues.queryOptions();
}

/** The resource directory (or one topic's, or one type's), the reader's country first. */
export function resourcesQuery(
  trpc: Trpc,
  filter: { topic?: ResourceTopic; type?: ResourceType } = {},
) {
  return trpc.content.resources.queryOptions(filter);
}

/** The directory's mental-health helplines, hers first: the Mental Health topic page shows them. */
export const HELPLINES = { topic: 'mental-health', type: 'helpline' } as const;
