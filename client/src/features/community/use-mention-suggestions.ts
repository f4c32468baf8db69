import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '@mantine/hooks';
import { trpc } from '../../lib/trpc.ts';

/** A short pause after typing: one request per word, not per letter. */
const DEBOUNCE_MS = 120;

/**
 * The group's members whose names start with `query`, for the composer's autocomplete; nothing
 * while no `@word` is being typed (`query` null).
 */
export function useMentionSuggestions(groupId: number, query: string | null) {
  const [debounced] = useDebouncedValue(query, DEBOUNCE_MS);
  const q = query === null ? null : (debounced ?? query);
  const result = useQuery({
    ...trpc.community.mentionable.queryOptions({ id: groupId, q: q ?? '' }),
    enabled: q !== null,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
  return query === null ? [] : (result.data?.members ?? []);
}
