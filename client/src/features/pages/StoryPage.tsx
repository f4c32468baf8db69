import { Button, Center, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { trpc } from '../../lib/trpc.ts';
import { errorMessage } from '../../lib/errors.ts';
import { shortDate } from '../../lib/dates.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

export function StoryPage({ id }: { id: number }) {
  const story = useQuery(trpc.content.story.queryOptions({ id }));
  usePageTitle(story.data?.story.title ?? 'Story');
  const back = (
    <Button
      component={Link}
      to="/stories"
      variant="subtle"
      leftSection={<IconArrowLeft size={16} aria-hidden />}
      px={0}
    >
      All stories
    </Button>
  );
  if (story.isPending) {
    return (
      <Center py={96}>
        <Loader aria-label="Loading story" />
      </Center>
    );
  }
  if (story.isError) {
    return (
      <Container size="sm" py={64}>
        <Stack>
          <Title order={1}>Story not found</Title>
          <Text c="dimmed">{errorMessage(story.error)}</Text>
          {back}
        </Stack>
      </Container>
    );
  }
  const s = story.data.story;
  return (
    <Container size={720} py={48} component="article">
      {back}
      <Title order={1} fz={{ base: 32, sm: 44 }} mt="md" lh={1.15}>
        {s.title}
      </Title>
      <Text c="dimmed" mt="sm" mb="xl">
        By {s.author_name}
        {s.published_at ? ` · ${shortDate(s.published_at)}` : ''}
      </Text>
      <Stack gap="md">
        {s.content.split(/\n{2,}/).map((p, i) => (
          <Text key={i} fz={18} lh={1.75} style={{ whiteSpace: 'pre-wrap' }}>
            {p}
          </Text>
        ))}
      </Stack>
    </Container>
  );
}
