import {
  Badge,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { openModal } from '../../lib/modals.ts';
import { IconStarFilled } from '@tabler/icons-react';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { EmojiTile } from '../../components/Visual.tsx';
import { PRODUCTS } from '../../content/pages.ts';
import type { Gradient } from '../../content/types.ts';

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
                  <Badge>{p.category}</Badge>
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
