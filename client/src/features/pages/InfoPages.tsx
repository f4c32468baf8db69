import {
  Badge,
  Button,
  Card,
  Container,
  Group,
  List,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { openModal } from '../../lib/modals.ts';
import { IconHeadphones, IconStarFilled } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { EmojiTile, MediaCard, SectionHeading } from '../../components/Visual.tsx';
import { EPISODES, FEATURED_TOOLS, PRODUCTS, RESOURCE_CATEGORIES } from '../../content/pages.ts';
import type { Gradient } from '../../content/types.ts';

export function ResourcesPage() {
  usePageTitle('Resources');
  return (
    <>
      <PageHeader
        title="Resources"
        subtitle="Trusted guides, tools and services, chosen and checked by our editors."
      >
        <Button component={Link} to="/contact" mt="lg" variant="outline">
          Suggest a Resource
        </Button>
      </PageHeader>
      <Container py={48}>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {RESOURCE_CATEGORIES.map((c) => (
            <MediaCard
              key={c.id}
              emoji={c.emoji}
              gradient={c.gradient}
              title={c.title}
              text={c.text}
              meta={c.meta}
            >
              <List size="sm" spacing={4}>
                {c.resources.map((r) => (
                  <List.Item key={r}>{r}</List.Item>
                ))}
              </List>
            </MediaCard>
          ))}
        </SimpleGrid>
        <section aria-labelledby="categories-list" style={{ marginTop: 56 }}>
          <SectionHeading id="categories-list" title="All categories" />
          <Group gap="xs">
            {RESOURCE_CATEGORIES.map((c) => (
              <Badge key={c.id} size="lg" variant="light">
                {c.emoji} {c.title}
              </Badge>
            ))}
          </Group>
        </section>
        <section aria-labelledby="tools-heading" style={{ marginTop: 56 }}>
          <SectionHeading id="tools-heading" title="Featured tools" />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            {FEATURED_TOOLS.map((t) => (
              <MediaCard
                key={t.id}
                emoji={t.emoji}
                gradient={t.gradient}
                title={t.title}
                text={t.text}
                meta={t.meta}
              >
                <Button
                  component={Link}
                  to="/sign-in"
                  variant="light"
                  style={{ alignSelf: 'flex-start' }}
                  aria-label={`Get it free with an account: ${t.title}`}
                >
                  Get it free with an account
                </Button>
              </MediaCard>
            ))}
          </SimpleGrid>
        </section>
      </Container>
    </>
  );
}

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

export function ShopPage() {
  usePageTitle('Shop');
  const buy = (name: string) =>
    openModal({
      title: 'Almost there',
      children: (
        <Text size="sm">
          {name} is reserved for you. Payment would follow on a secure checkout page: we are
          finishing it now, and will email you when it opens.
        </Text>
      ),
    });
  return (
    <>
      <PageHeader
        title="Community Shop"
        subtitle="Journals, guides and prints made with members. Every purchase funds our free groups."
      />
      <Container py={48}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
          {PRODUCTS.map((p) => (
            <Card key={p.id} padding={0} component="article">
              <EmojiTile emoji={p.emoji} gradient={p.gradient as Gradient} />
              <Stack gap={6} p="lg">
                <Group justify="space-between">
                  <Badge variant="light">{p.category}</Badge>
                  {p.featured && <Badge color="coral">Featured</Badge>}
                </Group>
                <Title order={2} fz="lg">
                  {p.name}
                </Title>
                <Text size="sm" c="dimmed">
                  {p.description}
                </Text>
                <Group gap={4}>
                  <IconStarFilled size={14} color="var(--mantine-color-coral-6)" aria-hidden />
                  <Text size="sm">
                    {p.rating.toFixed(1)} · {p.format}
                    {p.pages ? ` · ${p.pages} pages` : ''}
                  </Text>
                </Group>
                <Group justify="space-between" mt="xs">
                  <Text fw={700} fz="lg">
                    ${p.price.toFixed(2)}
                  </Text>
                  <Button onClick={() => buy(p.name)} aria-label={`Buy now: ${p.name}`}>
                    Buy now
                  </Button>
                </Group>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </Container>
    </>
  );
}
