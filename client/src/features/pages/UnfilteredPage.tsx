import { useState } from 'react';
import { Badge, Box, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconEye, IconHeart } from '@tabler/icons-react';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { UNFILTERED, UNFILTERED_PAGE } from '../../content/pages.ts';
import { ListingLayout } from './ListingLayout.tsx';
import { count } from './listing-format.ts';

function UnfilteredCard({ story }: { story: (typeof UNFILTERED)[number] }) {
  const [shown, setShown] = useState(!story.isSensitive);
  return (
    <Card component="article">
      <Stack gap="xs">
        <Group justify="space-between">
          <Badge variant="light">{story.category}</Badge>
          <Text size="xs" c="dimmed">
            {story.author}
          </Text>
        </Group>
        <Title order={2} fz="lg">
          {story.title}
        </Title>
        {shown ? (
          <Text size="sm">{story.excerpt}</Text>
        ) : (
          <Box
            p="md"
            style={{
              borderRadius: 8,
              background: 'light-dark(var(--mantine-color-gray-1), var(--mantine-color-dark-5))',
            }}
          >
            <Text size="sm" fw={600}>
              Content note: {story.contentNote}
            </Text>
            <Text size="xs" c="dimmed" mb="xs">
              This story is covered until you choose to read it.
            </Text>
            <Button
              size="xs"
              variant="default"
              onClick={() => setShown(true)}
              aria-label={`Show story: ${story.title}`}
            >
              Show story
            </Button>
          </Box>
        )}
        <Group gap="md" c="dimmed">
          <Group gap={4}>
            <IconHeart size={14} aria-hidden />
            <Text size="xs">{count(story.reactions)} reactions</Text>
          </Group>
          <Group gap={4}>
            <IconEye size={14} aria-hidden />
            <Text size="xs">{count(story.views)} views</Text>
          </Group>
        </Group>
      </Stack>
    </Card>
  );
}

export function UnfilteredPage() {
  usePageTitle('Unfiltered');
  return (
    <ListingLayout
      page={UNFILTERED_PAGE}
      footer={
        <Group justify="center" mt="xl">
          <ButtonLink to="/stories" search={{ share: true }} color="coral">
            Tell your story
          </ButtonLink>
        </Group>
      }
    >
      {UNFILTERED.map((s) => (
        <UnfilteredCard key={s.id} story={s} />
      ))}
    </ListingLayout>
  );
}
