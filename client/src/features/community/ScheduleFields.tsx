import { Fieldset, Group, Select, TextInput } from '@mantine/core';
import { useTexts } from '../../i18n/texts.ts';
import { groupTexts } from '../../i18n/areas/group.ts';

/** Every zone the browser knows, for the composer's time zone picker. */
const ZONES =
  typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];

/**
 * A group admin's "Schedule": when the post publishes, as a wall-clock time in the time zone she
 * picks (her browser's by default); the composer sends it to the server as UTC.
 */
export function ScheduleFields({
  at,
  zone,
  onAt,
  onZone,
}: {
  at: string;
  zone: string;
  onAt: (at: string) => void;
  onZone: (zone: string) => void;
}) {
  const { t } = useTexts(groupTexts);
  return (
    <Fieldset legend={t('scheduleFields.legend')} variant="filled" p="sm">
      <Group grow align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          type="datetime-local"
          label={t('scheduleFields.publishAt')}
          required
          value={at}
          onChange={(e) => onAt(e.currentTarget.value)}
          style={{ minWidth: '12rem' }}
        />
        <Select
          label={t('scheduleFields.zone')}
          data={ZONES.includes(zone) ? ZONES : [zone, ...ZONES]}
          searchable
          allowDeselect={false}
          value={zone}
          onChange={(value) => value && onZone(value)}
          style={{ minWidth: '12rem' }}
        />
      </Group>
    </Fieldset>
  );
}
