import type { ReactNode } from 'react';
import { Box, Container, Text, Title } from '@mantine/core';

/** The heading band at the top of a page: title, an optional line of context, optional actions. */
export function PageHeader({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Box py={{ base: 32, sm: 48 }} className="hc-band">
      <Container>
        <Title order={1} fz={{ base: 30, sm: 40 }}>
          {title}
        </Title>
        {subtitle && (
          <Text c="dimmed" size="lg" mt="xs" maw={680}>
            {subtitle}
          </Text>
        )}
        {children}
      </Container>
    </Box>
  );
}
