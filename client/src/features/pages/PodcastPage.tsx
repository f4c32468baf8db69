import { Card, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHeadphones } from '@tabler/icons-react';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { EPISODES } from '../../content/pages.ts';

export function PodcastPage() {
  usePageTitle('Podcast');
  return (
    <>
      <PageHeader
        title="The HerCircle Podcast"
        subtitle="Conversations with women who have been there: careers, health, money and love. New episodes every other Tuesday."
      />
      <Container py={48}>
        <Stack gap="md">
          {EPISODES.map((e) => (
            <Card key={e.id} component="article">
              <Group align="flex-start" wrap="nowrap" gap="lg">
                <ThemeIcon size={56} radius="xl" variant="light" visibleFrom="xs">
                  <IconHeadphones size={28} aria-hidden />
                </ThemeIcon>
                <Stack gap={4} style={{ flex: 1 }}>
                  <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                    Episode {e.number} · {e.duration}
                  </Text>
                  <Title order={2} fz="lg">
                    {e.title}
                  </Title>
                  <Text size="sm" fw={500}>
                    With {e.guest}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {e.description}
                  </Text>
                </Stack>
              </Group>
            </Card>
          ))}
        </Stack>
      </Container>
    </>
  );
}
