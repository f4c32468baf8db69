import { useMemo } from 'react';
import { Alert, Card, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { errorMessage } from '../../lib/errors.ts';
import { usePreferences } from '../account/use-preferences.ts';
import { browserTimeZone } from './use-time-zone-guess.ts';
import { useTexts } from '../../i18n/texts.ts';
import { settingsTexts } from '../../i18n/areas/settings.ts';

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
  const { t } = useTexts(settingsTexts);
  const { prefs, save } = usePreferences({ saved: t('timeZone.saved') });
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
          {t('timeZone.title')}
        </Title>
        {prefs.isPending ? (
          <Skeleton
            h={36}
            maw={360}
            role="status"
            aria-busy="true"
            aria-label={t('timeZone.loading')}
          />
        ) : prefs.isError ? (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(prefs.error)}
          </Alert>
        ) : (
          <Select
            label={t('timeZone.label')}
            description={t('timeZone.help')}
            data={options}
            value={stored ?? guess}
            searchable
            allowDeselect={false}
            nothingFoundMessage={t('timeZone.nothingFound')}
            disabled={save.isPending}
            onChange={(value) => value && save.mutate({ time_zone: value })}
            maw={420}
          />
        )}
        {stored && stored !== guess && (
          <Text size="sm" c="dimmed">
            {t('timeZone.browser', { zone: zoneLabel(guess) })}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
