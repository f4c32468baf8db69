import { Container, Group, SimpleGrid, Skeleton } from '@mantine/core';
import { useTexts } from '../../i18n/texts.ts';
import { communityTexts } from '../../i18n/areas/community.ts';

/** The cards' places while a page of groups loads. */
export function GroupGridSkeleton() {
  const { t } = useTexts(communityTexts);
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2, lg: 3 }}
      spacing="lg"
      role="status"
      aria-busy="true"
      aria-label={t('list.loading')}
    >
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <Skeleton key={i} h={230} radius="lg" />
      ))}
    </SimpleGrid>
  );
}

/**
 * The list's place while its code loads (GroupList): the search box and category select as
 * bars of their size, wrapping as they do, then the cards' places, so nothing moves when it comes.
 */
export function GroupListSkeleton() {
  return (
    <Container py="xl">
      <Group gap="sm" mb="lg" wrap="wrap" aria-hidden>
        <Skeleton h={36} radius="sm" style={{ flex: 1, minWidth: 240 }} />
        <Skeleton h={36} radius="sm" w={220} />
      </Group>
      <GroupGridSkeleton />
    </Container>
  );
}
