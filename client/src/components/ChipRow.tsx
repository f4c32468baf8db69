import { Chip, Group } from '@mantine/core';

/**
 * One category at a time: the chips filter a listing (the spec drew them display-only). Kept apart
 * from Visual.tsx, which the home page loads: Mantine's Chip is about 1.5 kB gzipped.
 */
export function ChipRow({
  chips,
  label,
  value,
  onChange,
}: {
  chips: readonly string[];
  label: string;
  value: string;
  onChange: (chip: string) => void;
}) {
  return (
    <Chip.Group value={value} onChange={onChange}>
      <Group gap="xs" mb="lg" role="radiogroup" aria-label={label}>
        {chips.map((chip) => (
          <Chip key={chip} value={chip}>
            {chip}
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  );
}
