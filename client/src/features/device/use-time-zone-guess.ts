import { useEffect } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { trpc } from '../../lib/trpc.ts';

/** Her browser's time zone, e.g. Asia/Tokyo (UTC where the browser gives none). */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/**
 * Her time zone is first guessed from her browser (issue 34): the first time she is signed in
 * with none stored, her browser's is saved, quietly; /settings changes it. The page's cache is
 * left as it is: this page already writes dates in the browser's zone, which is the one saved,
 * and an update while the page is still hydrating would make React redraw it.
 */
export function useTimeZoneGuess(): void {
  const prefs = useQuery(trpc.users.preferences.queryOptions());
  const save = useMutation(trpc.users.updatePreferences.mutationOptions());
  const missing = prefs.data !== undefined && prefs.data.preferences.time_zone === null;
  const { mutate, isIdle } = save;
  useEffect(() => {
    if (missing && isIdle) mutate({ time_zone: browserTimeZone() });
  }, [missing, isIdle, mutate]);
}
