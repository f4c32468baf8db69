import type { ReactNode } from 'react';
import { Card, Group, Text, Title } from '@mantine/core';

/** The card that closes a listing page: a heading, one line, and the links (children). */
export function CallToAction({
  title,
  text,
  children,
}: {
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <Card mt={48} padding="xl" ta="center">
      <Title order={2} fz={24}>
        {title}
      </Title>
      <Text c="dimmed" mb="md">
        {text}
      </Text>
      <Group justify="center">{children}</Group>
    </Card>
  );
}
