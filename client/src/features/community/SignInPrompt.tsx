import { Card, Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import { useRouterState } from '@tanstack/react-router';
import { ButtonLink } from '../../components/ButtonLink.tsx';

export function SignInPrompt({ title, text }: { title: string; text: string }) {
  const href = useRouterState({ select: (s) => s.location.href });
  return (
    <Container size="sm" py={64}>
      <Card padding="xl" ta="center">
        <Stack align="center" gap="md">
          <ThemeIcon size={64} radius="xl" variant="light">
            <IconUsersGroup size={34} aria-hidden />
          </ThemeIcon>
          <Title order={1} fz={30}>
            {title}
          </Title>
          <Text c="dimmed" maw={440}>
            {text}
          </Text>
          <ButtonLink to="/sign-in" search={{ redirect: href }} size="md" variant="cta">
            Sign In to Join
          </ButtonLink>
        </Stack>
      </Card>
    </Container>
  );
}
