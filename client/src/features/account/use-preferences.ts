import { notifications } from '../../lib/toasts.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { inferInput, inferOutput } from '@trpc/tanstack-react-query';
import { trpc } from '../../lib/trpc.ts';

type Preferences = inferOutput<typeof trpc.users.preferences>;
type Update = inferInput<typeof trpc.users.updatePreferences>;

/**
 * The member's preferences and a save that stores the server's answer and says so: every /settings card
 * saves through this. `optimistic` shows the choice at once and puts the previous one back on a refusal.
 */
export function usePreferences(options: {
  saved: string | ((data: Preferences) => string);
  optimistic?: (old: Preferences, input: Update) => Preferences;
  onSaved?: () => void;
}) {
  const queryClient = useQueryClient();
  const key = trpc.users.preferences.queryKey();
  const prefs = useQuery(trpc.users.preferences.queryOptions());
  const { saved, optimistic, onSaved } = options;
  const save = useMutation(
    trpc.users.updatePreferences.mutationOptions({
      onMutate: async (input) => {
        if (!optimistic) return { previous: undefined };
        await queryClient.cancelQueries({ queryKey: key });
        const previous = queryClient.getQueryData(key);
        queryClient.setQueryData(key, (old) => (old ? optimistic(old, input) : old));
        return { previous };
      },
      onError: (_error, _input, context) => {
        if (context?.previous) queryClient.setQueryData(key, context.previous);
      },
      onSuccess: (data) => {
        queryClient.setQueryData(key, data);
        onSaved?.();
        notifications.show({
          color: 'sage',
          message: typeof saved === 'string' ? saved : saved(data),
        });
      },
    }),
  );
  return { prefs, save };
}
