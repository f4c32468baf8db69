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
import { usePageTitle } from '../../lib/use-page-title.ts';
import { trpc } from '../../lib/trpc.ts';
import { errorMessage } from '../../lib/errors.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { EmojiTile, MediaCard, SectionHeading } from '../../components/Visual.tsx';
import { FEATURED_TOOLS, RESOURCE_CATEGORIES } from '../../content/pages.ts';
import { MemberDownload } from './MemberDownload.tsx';
import { resourcesQuery } from './directory-queries.ts';
import { ResourceItem, useCountryName } from './ResourceItem.tsx';
import { useTexts } from '../../i18n/texts.ts';
import { resourcesTexts } from '../../i18n/areas/resources.ts';

type Category = (typeof RESOURCE_CATEGORIES)[number];

/** Why her country comes first, in a line above the cards. */
function CountryLine({ list }: { list: ResourceList }) {
  const { t } = useTexts(resourcesTexts);
  const countryName = useCountryName();
  if (!list.country)
    return (
      <Text size="sm" c="dimmed">
        {t('country.none')}
      </Text>
    );
  const country = countryName(list.country);
  return (
    <Text size="sm" c="dimmed">
      {list.country_from === 'profile'
        ? t('country.fromProfile', { country })
        : t('country.fromBrowser', { country })}
    </Text>
  );
}

/** A category's card: its count is the number of resources it lists, every one of them. */
function CategoryCard({ category, resources }: { category: Category; resources: Resource[] }) {
  const { t } = useTexts(resourcesTexts);
  return (
    <Card component="article" padding={0} h="100%" aria-labelledby={`${category.id}-heading`}>
      <EmojiTile emoji={category.emoji} gradient={category.gradient} />
      <Stack gap={6} p="lg" flex={1}>
        <Text size="xs" c="dimmed" fw={600} tt="uppercase">
          {t('count', { count: resources.length })}
        </Text>
        <Title order={2} fz="lg" id={`${category.id}-heading`}>
          {t(`categories.${category.id}.title`)}
        </Title>
        <Text size="sm" c="dimmed">
          {t(`categories.${category.id}.text`)}
        </Text>
        {resources.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('nothingYet')}
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
  const { t } = useTexts(resourcesTexts);
  usePageTitle(t('title'));
  const list = useQuery(resourcesQuery(trpc));
  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')}>
        <Button component={Link} to="/contact" mt="lg" variant="outline">
          {t('suggest')}
        </Button>
      </PageHeader>
      <Container py={48}>
        {list.isError && (
          <Alert color="red" variant="light" title={t('loadError')}>
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
          <SectionHeading id="categories-list" title={t('allCategories')} />
          <Group gap="xs">
            {RESOURCE_CATEGORIES.map((c) => (
              <Badge key={c.id} size="lg">
                {c.emoji} {t(`categories.${c.id}.title`)}
              </Badge>
            ))}
          </Group>
        </section>
        <section aria-labelledby="tools-heading" style={{ marginTop: 56 }}>
          <SectionHeading id="tools-heading" title={t('featuredTools')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            {FEATURED_TOOLS.map((tool) => {
              const title = t(`tools.${tool.id}.title`);
              return (
                <MediaCard
                  key={tool.id}
                  emoji={tool.emoji}
                  gradient={tool.gradient}
                  title={title}
                  text={t(`tools.${tool.id}.text`)}
                  meta={t(`tools.${tool.id}.meta`)}
                >
                  <MemberDownload
                    id={tool.id}
                    title={title}
                    label={t('download')}
                    visitorLabel={t('visitorDownload')}
                    visitorTo="/create-account"
                    returnTo="/resources"
                  />
                </MediaCard>
              );
            })}
          </SimpleGrid>
        </section>
      </Container>
    </>
  );
}
