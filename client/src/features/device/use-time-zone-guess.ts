import { useEffect } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { trpc } from '../../lib/trpc.ts';

/** Her browser's time zone, e.g. Asia/Tokyo (UTC where the browser gives none). */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/**
 * Her time zone is first guessed from her browser (issue 34): the first time she is signed in
 * with none stored, her browser's is saved, quietly; /settings changes it. After the page has
 * hydrated (an effect), and the page's cache is left as it is: this page already writes dates in
 * the browser's zone, which is the one saved.
 */
export function useTimeZoneGuess(): void {
  const queryClient = useQueryClient();
  const { mutate } = useMutation(trpc.users.updatePreferences.mutationOptions());
  useEffect(() => {
    let gone = false;
    queryClient
      .fetchQuery({ ...trpc.users.preferences.queryOptions(), staleTime: Infinity })
      .then(({ preferences }) => {
        if (!gone && preferences.time_zone === null) mutate({ time_zone: browserTimeZone() });
      })
      .catch(() => undefined);
    return () => {
      gone = true;
    };
  }, [queryClient, mutate]);
}
