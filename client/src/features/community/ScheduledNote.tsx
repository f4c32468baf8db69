import { Badge } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { dateFormat, useDateZone } from '../../lib/dates.ts';
import { useTexts } from '../../i18n/texts.ts';
import { groupTexts } from '../../i18n/areas/group.ts';

/**
 * A scheduled post's mark, seen only by its author and the group's admins (nobody else receives
 * the post before it publishes): when it will, in the reader's time zone.
 */
export function ScheduledNote({ at }: { at: string }) {
  const zone = useDateZone();
  const { t, i18n } = useTexts(groupTexts);
  const when = dateFormat(i18n.language === 'en' ? 'en-US' : i18n.language, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: zone,
    timeZoneName: 'short',
  }).format(new Date(at));
  return (
    <Badge
      color="gray"
      variant="light"
      size="sm"
      tt="none"
      leftSection={<IconClock size={12} aria-hidden />}
    >
      {t('scheduled.note', { date: when })}
    </Badge>
  );
}
