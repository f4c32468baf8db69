import type { ReactNode } from 'react';
import { Group, Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { DeferredPart } from '../../components/DeferredPart.tsx';

/**
 * Title row of an admin screen: heading, a line of context, actions on the right. The screen's
 * content renders after the title has painted, in a render React may pause for input (a
 * transition): the portal's frame, the title and a table or dashboard in one go held a phone's
 * main thread for a few hundred milliseconds. The space below stays reserved meanwhile.
 */
export function AdminPage({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  usePageTitle(`${title} · Admin`);
  return (
    <Stack gap="lg" maw={1200} mx="auto">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <div>
          <Title order={1} fz={28}>
            {title}
          </Title>
          {description && (
            <Text c="dimmed" size="sm">
              {description}
            </Text>
          )}
        </div>
        {actions && <Group gap="xs">{actions}</Group>}
      </Group>
      <DeferredPart placeholder={<div style={{ minHeight: '100vh' }} />}>{children}</DeferredPart>
    </Stack>
  );
}
