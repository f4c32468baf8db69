import { Badge } from '@mantine/core';

/** In the theme's one chip look; the colour tells them apart. */
const COLORS: Record<string, string> = {
  active: 'sage',
  inactive: 'gray',
  // The spec: published default, draft secondary, archived destructive.
  published: 'plum',
  draft: 'gray',
  archived: 'red',
  declined: 'red',
  admin: 'plum',
  user: 'gray',
};

export function StatusBadge({ value }: { value: string }) {
  return (
    <Badge color={COLORS[value] ?? 'gray'} tt="capitalize">
      {value}
    </Badge>
  );
}
