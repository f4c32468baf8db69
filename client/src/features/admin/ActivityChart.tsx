import { Box, Group, Text } from '@mantine/core';
import type { ActivityDay } from '@hercircle/shared';

/**
 * Daily sign-ups and new stories as paired bars, drawn with plain boxes: the charting library this
 * replaced (recharts under @mantine/charts) was a 119 kB gzipped chunk for one small chart.
 */
const SERIES = [
  { key: 'signups', label: 'Sign-ups', color: 'var(--mantine-color-plum-6)' },
  { key: 'stories', label: 'New stories', color: 'var(--mantine-color-coral-7)' },
] as const;

/** Whole-number ticks from 0 up to at least the largest value, at most five of them. */
function ticks(max: number): number[] {
  const step = Math.max(1, Math.ceil(max / 4));
  const top = Math.max(step, Math.ceil(max / step) * step);
  return Array.from({ length: top / step + 1 }, (_, i) => top - i * step);
}

const dayLabel = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

export function ActivityChart({ days, height = 260 }: { days: ActivityDay[]; height?: number }) {
  const scale = ticks(Math.max(0, ...days.flatMap((d) => [d.signups, d.stories])));
  const top = scale[0] ?? 1;
  // One date under every fifth day keeps the labels apart on a phone.
  const labelEvery = Math.max(1, Math.ceil(days.length / 6));
  return (
    <div>
      <Box
        role="img"
        aria-label="Bar chart of daily sign-ups and new stories over the last 30 days"
        h={height}
        style={{ display: 'grid', gridTemplateColumns: '28px 1fr', columnGap: 8 }}
      >
        <Box style={{ display: 'flex', flexDirection: 'column', justifyContent: 'space-between' }}>
          {scale.map((tick) => (
            <Text key={tick} size="xs" c="dimmed" ta="right" lh={1} aria-hidden>
              {tick}
            </Text>
          ))}
        </Box>
        <Box
          style={{
            display: 'flex',
            alignItems: 'flex-end',
            gap: 2,
            borderBottom: '1px solid var(--mantine-color-default-border)',
          }}
        >
          {days.map((day) => (
            <Box
              key={day.date}
              title={`${dayLabel(day.date)}: ${day.signups} sign-ups, ${day.stories} new stories`}
              style={{ flex: 1, height: '100%', display: 'flex', alignItems: 'flex-end', gap: 1 }}
            >
              {SERIES.map((s) => (
                <Box
                  key={s.key}
                  data-series={s.key}
                  data-value={day[s.key]}
                  style={{
                    flex: 1,
                    height: `${(day[s.key] / top) * 100}%`,
                    background: s.color,
                    borderRadius: '3px 3px 0 0',
                  }}
                />
              ))}
            </Box>
          ))}
        </Box>
      </Box>
      <Box style={{ display: 'flex', marginLeft: 36 }} aria-hidden>
        {days.map((day, i) => (
          <Text key={day.date} size="xs" c="dimmed" style={{ flex: 1, whiteSpace: 'nowrap' }}>
            {i % labelEvery === 0 ? dayLabel(day.date) : ''}
          </Text>
        ))}
      </Box>
      <Group gap="lg" mt="sm" justify="center">
        {SERIES.map((s) => (
          <Group key={s.key} gap={6}>
            <Box w={12} h={12} style={{ background: s.color, borderRadius: 3 }} />
            <Text size="sm">{s.label}</Text>
          </Group>
        ))}
      </Group>
    </div>
  );
}
