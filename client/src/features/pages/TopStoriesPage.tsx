import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconFlame } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { EmojiTile } from '../../components/Visual.tsx';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { NEWS, NEWS_CHIPS } from '../../content/pages.ts';
import { ListingLayout } from './ListingLayout.tsx';
import { CallToAction } from './CallToAction.tsx';
import { count, dateOf } from './listing-format.ts';

export function TopStoriesPage() {
  usePageTitle('Top Media Stories');
  return (
    <ListingLayout
      title="Top Media Stories"
      subtitle="The week's news about women, from newsrooms we trust."
      chips={{ items: NEWS_CHIPS, label: 'Categories' }}
      footer={
        <CallToAction
          title="Stay Updated"
          text="Get the week's top stories in your inbox every Sunday."
        >
          <ButtonLink to="/" hash="newsletter-heading" color="coral">
            Subscribe to Updates
          </ButtonLink>
          <Button component={Link} to="/stories" variant="outline">
            View All Media Stories
          </Button>
        </CallToAction>
      }
    >
      {NEWS.map((a) => (
        <Card key={a.id} padding={0} component="article">
          <EmojiTile emoji={a.emoji} gradient="dusk" height={110} />
          <Stack gap={6} p="lg">
            <Group gap="xs">
              <Badge variant="light">{a.category}</Badge>
              {a.isTrending && (
                <Badge color="coral" leftSection={<IconFlame size={12} aria-hidden />}>
                  Trending
                </Badge>
              )}
            </Group>
            <Title order={2} fz="lg">
              {a.title}
            </Title>
            <Text size="sm" c="dimmed">
              {a.excerpt}
            </Text>
            <Text size="xs" c="dimmed">
              {a.source} · {dateOf(a.date)} · {a.readTime} read · {count(a.views)} views
            </Text>
            <Button
              component={Link}
              to="/contact"
              variant="subtle"
              px={0}
              style={{ alignSelf: 'flex-start' }}
              aria-label={`Read full article: ${a.title}`}
            >
              Read Full Article
            </Button>
          </Stack>
        </Card>
      ))}
    </ListingLayout>
  );
}
