import { useMemo } from 'react';
import { Alert, Card, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { errorMessage } from '../../lib/errors.ts';
import { usePreferences } from '../account/use-preferences.ts';
import { browserTimeZone } from './use-time-zone-guess.ts';

/** "Asia/Tokyo" reads "Asia / Tokyo (GMT+9)". */
function zoneLabel(zone: string): string {
  const offset =
    new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'shortOffset' })
      .formatToParts(new Date())
      .find((p) => p.type === 'timeZoneName')?.value ?? '';
  return `${zone.replaceAll('_', ' ').replaceAll('/', ' / ')} (${offset})`;
}

/** /settings: the time zone her dates and her 17:00 daily digest follow. */
export function TimeZoneCard() {
  const { prefs, save } = usePreferences({ saved: 'Time zone saved.' });
  const stored = prefs.data?.preferences.time_zone ?? null;
  const guess = browserTimeZone();
  // The runtime's list leaves out aliases such as UTC, which a browser may report: hers is kept.
  const options = useMemo(
    () =>
      [
        ...new Set([
          'UTC',
          ...Intl.supportedValuesOf('timeZone'),
          guess,
          ...(stored ? [stored] : []),
        ]),
      ]
        .sort()
        .map((value) => ({ value, label: zoneLabel(value) })),
    [guess, stored],
  );
  return (
    <Card>
      <Stack gap="md">
        <Title order={2} fz="lg">
          Time zone
        </Title>
        {prefs.isPending ? (
          <Skeleton
            h={36}
            maw={360}
            role="status"
            aria-busy="true"
            aria-label="Loading your time zone"
          />
        ) : prefs.isError ? (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(prefs.error)}
          </Alert>
        ) : (
          <Select
            label="Your time zone"
            description="Dates and times on HerCircle are shown in it, and your daily digest goes out at 5 pm there."
            data={options}
            value={stored ?? guess}
            searchable
            allowDeselect={false}
            nothingFoundMessage="No time zone by that name"
            disabled={save.isPending}
            onChange={(value) => value && save.mutate({ time_zone: value })}
            maw={420}
          />
        )}
        {stored && stored !== guess && (
          <Text size="sm" c="dimmed">
            This browser is set to {zoneLabel(guess)}.
          </Text>
        )}
      </Stack>
    </Card>
  );
}
