import { Group, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useSiteName } from '../lib/use-page-title.ts';

export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="brand-g" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#a33d77" />
          <stop offset="1" stopColor="#e0552a" />
        </linearGradient>
      </defs>
      <circle cx="32" cy="32" r="30" fill="url(#brand-g)" />
      <circle cx="32" cy="32" r="15" fill="none" stroke="#fff" strokeWidth="6" />
    </svg>
  );
}

export function Brand({ to = '/' }: { to?: string }) {
  const siteName = useSiteName();
  return (
    <Link
      to={to}
      style={{ textDecoration: 'none', color: 'inherit', borderRadius: 8 }}
      aria-label={`${siteName} home`}
    >
      <Group gap={8} wrap="nowrap">
        <BrandMark />
        <Text component="span" ff="heading" fw={600} fz={22} c="var(--mantine-color-text)">
          {siteName}
        </Text>
      </Group>
    </Link>
  );
}
