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
import { useTexts } from '../../i18n/texts.ts';
import { aboutTexts } from '../../i18n/areas/about.ts';

export function ShopPage() {
  const { t, i18n } = useTexts(aboutTexts);
  usePageTitle(t('shop.pageTitle'));
  // Prices are in US dollars, written as her language writes them ("$12.99", "12,99 US$").
  const price = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'USD' });
  const rating = new Intl.NumberFormat(i18n.language, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  const buy = (name: string) =>
    openModal({
      title: t('shop.almostThere'),
      children: <Text size="sm">{t('shop.reserved', { name })}</Text>,
    });
  return (
    <>
      <PageHeader title={t('shop.title')} subtitle={t('shop.subtitle')} />
      <Container py={48}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
          {PRODUCTS.map((p) => {
            const name = t(`shop.products.${p.id}.name`);
            return (
              <Card key={p.id} padding={0} component="article">
                <EmojiTile emoji={p.emoji} gradient={p.gradient} />
                <Stack gap={6} p="lg">
                  <Group justify="space-between">
                    <Badge>{t(`shop.categories.${p.category}`)}</Badge>
                    {p.featured && <Badge color="coral">{t('shop.featured')}</Badge>}
                  </Group>
                  <Title order={2} fz="lg">
                    {name}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {t(`shop.products.${p.id}.description`)}
                  </Text>
                  <Group gap={4}>
                    <IconStarFilled size={14} color="var(--mantine-color-coral-6)" aria-hidden />
                    <Text size="sm">
                      {rating.format(p.rating)} · {t(`shop.formats.${p.format}`)}
                      {p.pages ? ` · ${t('shop.pages', { count: p.pages })}` : ''}
                    </Text>
                  </Group>
                  <Group justify="space-between" mt="xs">
                    <Text fw={700} fz="lg">
                      {price.format(p.price)}
                    </Text>
                    <Button onClick={() => buy(name)} aria-label={t('shop.buyLabel', { name })}>
                      {t('shop.buy')}
                    </Button>
                  </Group>
                </Stack>
              </Card>
            );
          })}
        </SimpleGrid>
      </Container>
    </>
  );
}
