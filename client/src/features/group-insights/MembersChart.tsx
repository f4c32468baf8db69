import { Box, Group, Stack, Text } from '@mantine/core';
import type { GroupInsights } from '@hercircle/shared';
import { dateFormat } from '../../lib/dates.ts';
import { useTexts } from '../../i18n/texts.ts';
import { communityTexts } from '../../i18n/areas/community.ts';
import { countText } from './count-text.ts';

/**
 * "Nov 23": a week's Monday, read in UTC as the server counts weeks; in her language (English
 * as en-US).
 */
function weekLabel(week: string, language: string): string {
  return dateFormat(language === 'en' ? 'en-US' : language, {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${week}T00:00:00Z`));
}

/**
 * Members over time: one bar per week, its length against the largest week. A week with fewer
 * than 5 members has no bar, only the words: a bar would give the number away.
 */
export function MembersChart({ weeks }: { weeks: GroupInsights['members_by_week'] }) {
  const { t, i18n } = useTexts(communityTexts);
  const language = i18n.language;
  const largest = Math.max(1, ...weeks.map((w) => (typeof w.members === 'number' ? w.members : 0)));
  return (
    <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
      {weeks.map((w, i) => {
        const label =
          i === weeks.length - 1
            ? t('insights.thisWeek')
            : t('insights.weekOf', { date: weekLabel(w.week, language) });
        return (
          <Group key={w.week} component="li" gap="sm" wrap="nowrap">
            <Text size="sm" w={{ base: 116, sm: 128 }} style={{ flexShrink: 0 }}>
              {label}
            </Text>
            <Box style={{ flex: 1, minWidth: 0 }} aria-hidden>
              {typeof w.members === 'number' && (
                <Box
                  h={14}
                  bg="plum.6"
                  style={{ borderRadius: 4, width: `${(w.members / largest) * 100}%` }}
                />
              )}
            </Box>
            <Text size="sm" fw={600} w={96} ta="end" style={{ flexShrink: 0 }}>
              {countText(w.members, language, t('insights.fewerThan5'))}
            </Text>
          </Group>
        );
      })}
    </Stack>
  );
}
