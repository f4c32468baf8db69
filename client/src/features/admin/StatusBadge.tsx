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

/** `label` where the words differ from the value (a story's status: storyStatusLabel). */
export function StatusBadge({ value, label }: { value: string; label?: string }) {
  return (
    <Badge color={COLORS[value] ?? 'gray'} tt="capitalize">
      {label ?? value}
    </Badge>
  );
}
