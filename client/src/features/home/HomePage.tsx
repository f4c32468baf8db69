import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { CommunityPulse } from '../community/CommunityPulse.tsx';

export function HomePage() {
  usePageTitle(null);
  return (
    <>
      <Container py={64}>
        <Stack gap="lg" maw={680}>
          <Title order={1} fz={{ base: 36, sm: 52 }} lh={1.1}>
            Stories, circles and support for women, by women.
          </Title>
          <Text size="lg" c="dimmed">
            Read honest stories, join circles that get it, and find the resources to take your next
            step.
          </Text>
          <Group>
            <Button component={Link} to="/stories" size="md" color="coral">
              Share Your Story
            </Button>
            <Button component={Link} to="/stories" size="md" variant="outline">
              Explore Stories
            </Button>
          </Group>
        </Stack>
      </Container>
      <CommunityPulse />
    </>
  );
}
