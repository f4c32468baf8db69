import {
  Alert,
  Badge,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { Resource, ResourceList } from '@hercircle/shared';
import { countryName } from '@hercircle/shared/publications';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { trpc } from '../../lib/trpc.ts';
import { errorMessage } from '../../lib/errors.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { EmojiTile, MediaCard, SectionHeading } from '../../components/Visual.tsx';
import { FEATURED_TOOLS, RESOURCE_CATEGORIES } from '../../content/pages.ts';
import type { Card as ContentCard } from '../../content/types.ts';
import { MemberDownload } from './MemberDownload.tsx';
import { resourcesQuery } from './directory-queries.ts';
import { ResourceItem } from './ResourceItem.tsx';

const counted = (n: number) => `${n} ${n === 1 ? 'resource' : 'resources'}`;

/** Why her country comes first, in a line above the cards. */
function CountryLine({ list }: { list: ResourceList }) {
  if (!list.country)
    return (
      <Text size="sm" c="dimmed">
        International services first. Add your country to your profile to see its helplines first.
      </Text>
    );
  return (
    <Text size="sm" c="dimmed">
      {countryName(list.country)} first
      {list.country_from === 'profile' ? ', from your profile' : ', from your browser’s language'}.
    </Text>
  );
}

/** A category's card: its count is the number of resources it lists, every one of them. */
function CategoryCard({ category, resources }: { category: ContentCard; resources: Resource[] }) {
  return (
    <Card component="article" padding={0} h="100%" aria-labelledby={`${category.id}-heading`}>
      <EmojiTile emoji={category.emoji} gradient={category.gradient} />
      <Stack gap={6} p="lg" flex={1}>
        <Text size="xs" c="dimmed" fw={600} tt="uppercase">
          {counted(resources.length)}
        </Text>
        <Title order={3} fz="lg" id={`${category.id}-heading`}>
          {category.title}
        </Title>
        <Text size="sm" c="dimmed">
          {category.text}
        </Text>
        {resources.length === 0 ? (
          <Text size="sm" c="dimmed">
            Nothing here yet.
          </Text>
        ) : (
          <Stack component="ul" gap="sm" p={0} m={0} mt="xs" style={{ listStyle: 'none' }}>
            {resources.map((r) => (
              <ResourceItem key={r.id} resource={r} />
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

export function ResourcesPage() {
  usePageTitle('Resources');
  const list = useQuery(resourcesQuery(trpc));
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
        {list.isError && (
          <Alert color="red" variant="light" title="The resources could not be loaded">
            {errorMessage(list.error)}
          </Alert>
        )}
        {list.isPending && (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
            {RESOURCE_CATEGORIES.map((c) => (
              <Skeleton key={c.id} h={420} radius="md" />
            ))}
          </SimpleGrid>
        )}
        {list.data && (
          <Stack gap="md">
            <CountryLine list={list.data} />
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
              {RESOURCE_CATEGORIES.map((c) => (
                <CategoryCard
                  key={c.id}
                  category={c}
                  resources={list.data.resources.filter((r) => r.topic === c.id)}
                />
              ))}
            </SimpleGrid>
          </Stack>
        )}
        <section aria-labelledby="categories-list" style={{ marginTop: 56 }}>
          <SectionHeading id="categories-list" title="All categories" />
          <Group gap="xs">
            {RESOURCE_CATEGORIES.map((c) => (
              <Badge key={c.id} size="lg">
                {c.emoji} {c.title}
              </Badge>
            ))}
          </Group>
        </section>
        <section aria-labelledby="tools-heading" style={{ marginTop: 56 }}>
          <SectionHeading id="tools-heading" title="Featured tools" />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            {FEATURED_TOOLS.map((t) => (
              <MediaCard key={t.id} {...t}>
                <MemberDownload
                  id={t.id}
                  title={t.title}
                  label="Download"
                  visitorLabel="Get it free with an account"
                  visitorTo="/create-account"
                  returnTo="/resources"
                />
              </MediaCard>
            ))}
          </SimpleGrid>
        </section>
      </Container>
    </>
  );
}
