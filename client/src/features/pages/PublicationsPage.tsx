import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { EmojiTile } from '../../components/Visual.tsx';
import { PUBLICATIONS, PUBLICATIONS_PAGE } from '../../content/pages.ts';
import type { Gradient } from '../../content/types.ts';
import { ListingLayout, useCategory } from './ListingLayout.tsx';
import { dateOf } from './listing-format.ts';
import { MemberDownload } from './MemberDownload.tsx';

export function PublicationsPage() {
  usePageTitle(PUBLICATIONS_PAGE.title);
  const filter = useCategory();
  const navigate = useNavigate();
  return (
    <ListingLayout page={PUBLICATIONS_PAGE} filter={filter}>
      {PUBLICATIONS.filter(filter.shows).map((p) => (
        <Card key={p.id} padding={0} component="article">
          <EmojiTile emoji={p.emoji} gradient={p.gradient as Gradient} />
          <Stack gap={6} p="lg">
            <Group gap="xs">
              <Badge>{p.category}</Badge>
              {p.isLatest && <Badge color="coral">Latest Issue</Badge>}
              {p.isPremium && <Badge color="plum">Premium</Badge>}
            </Group>
            <Title order={2} fz="lg">
              {p.title}
            </Title>
            <Text size="xs" c="dimmed">
              Issue {p.issueNumber} · {dateOf(p.date)} · {p.pages} pages
            </Text>
            <Text size="sm" c="dimmed">
              {p.description}
            </Text>
            <Text size="sm">
              {p.topics.slice(0, 3).join(' · ')}
              {p.topics.length > 3 && (
                <Text span c="dimmed" size="sm">
                  {' '}
                  +{p.topics.length - 3} more topics
                </Text>
              )}
            </Text>
            {p.purchasable && p.price ? (
              <Button
                onClick={() => void navigate({ to: '/shop' })}
                aria-label={`Purchase ${p.price}: ${p.title}`}
              >
                Purchase {p.price}
              </Button>
            ) : (
              <MemberDownload
                id={p.id}
                title={p.title}
                label="Download"
                visitorLabel="Sign in to download"
                visitorTo="/sign-in"
                returnTo="/publications"
              />
            )}
          </Stack>
        </Card>
      ))}
    </ListingLayout>
  );
}
