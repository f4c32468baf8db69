import { Card, Stack, Text, Title } from '@mantine/core';
import { CardLink } from '../../components/ButtonLink.tsx';

/** In Settings, beside My reports: the way to the statements of reasons about her. */
export function DecisionsLinkCard() {
  return (
    <Card>
      <Stack gap="xs">
        <Title order={2} fz="lg">
          Moderation decisions
        </Title>
        <Text size="sm" c="dimmed">
          If our moderators act on your posts or your account, you can read why here and appeal.
        </Text>
        <CardLink to="/decisions" aria-label="Read your moderation decisions">
          Read your moderation decisions
        </CardLink>
      </Stack>
    </Card>
  );
}
