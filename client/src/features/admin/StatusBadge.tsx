import { Badge } from '@mantine/core';

const COLORS: Record<string, { color: string; variant: 'filled' | 'light' | 'outline' }> = {
  active: { color: 'sage', variant: 'light' },
  inactive: { color: 'gray', variant: 'light' },
  // The spec: published default, draft secondary, archived destructive.
  published: { color: 'plum', variant: 'filled' },
  draft: { color: 'gray', variant: 'light' },
  archived: { color: 'red', variant: 'filled' },
  declined: { color: 'red', variant: 'outline' },
  admin: { color: 'coral', variant: 'light' },
  user: { color: 'gray', variant: 'outline' },
};

export function StatusBadge({ value }: { value: string }) {
  const style = COLORS[value] ?? { color: 'gray', variant: 'light' as const };
  return (
    <Badge color={style.color} variant={style.variant} tt="capitalize">
      {value}
    </Badge>
  );
}
