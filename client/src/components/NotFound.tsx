import { Container, Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from '../lib/use-page-title.ts';
import { ButtonLink } from './ButtonLink.tsx';

export function NotFound() {
  usePageTitle('Page not found');
  return (
    <Container size="sm" py={96}>
      <Stack align="center" gap="md" ta="center">
        <Text
          c="var(--mantine-color-plum-text)"
          ff="heading"
          fz={96}
          fw={700}
          lh={1}
          aria-hidden="true"
        >
          404
        </Text>
        <Title order={1} fz={28}>
          <span className="sr-only">404. </span>Oops! Page not found
        </Title>
        <Text c="dimmed" maw={420}>
          The page you were looking for has moved, or never existed. Let's get you back to the
          circle.
        </Text>
        <ButtonLink to="/" size="md">
          Back to Home
        </ButtonLink>
      </Stack>
    </Container>
  );
}
