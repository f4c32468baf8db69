import { Avatar, Card, Container, Group, SimpleGrid, Text } from '@mantine/core';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { SectionHeading } from '../../components/Visual.tsx';
import { AdvertisingBlock } from '../../components/Promotions.tsx';
import { ABOUT } from '../../content/legal.ts';
import { useTexts } from '../../i18n/texts.ts';
import { aboutTexts } from '../../i18n/areas/about.ts';

/** The initials beside her name say nothing the name does not: no text for the picture. */
const DECORATIVE = '';

export function AboutPage() {
  const { t } = useTexts(aboutTexts);
  usePageTitle(t('about.title'));
  return (
    <>
      <PageHeader title={t('about.title')} subtitle={t('about.mission')} />
      <Container py={48}>
        <Text fz="lg" maw={720} lh={1.7}>
          {t('about.story')}
        </Text>
        <section aria-labelledby="values-heading" style={{ marginTop: 48 }}>
          <SectionHeading id="values-heading" title={t('about.valuesTitle')} />
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
            {ABOUT.values.map((v) => (
              <Card key={v.id}>
                <Text fz={32} aria-hidden="true">
                  {v.emoji}
                </Text>
                <Text fw={700} mt="xs">
                  {t(`values.${v.id}.title`)}
                </Text>
                <Text size="sm" c="dimmed">
                  {t(`values.${v.id}.text`)}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
        </section>
        <section aria-labelledby="team-heading" style={{ marginTop: 48 }}>
          <SectionHeading id="team-heading" title={t('about.teamTitle')} />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
            {ABOUT.team.map((m) => (
              <Card key={m.id}>
                <Group wrap="nowrap">
                  <Avatar size={56} radius="xl" color="plum" alt={DECORATIVE}>
                    {m.initials}
                  </Avatar>
                  <div>
                    <Text fw={700}>{m.name}</Text>
                    <Text size="sm" c="dimmed">
                      {t(`team.${m.id}.role`)}
                    </Text>
                  </div>
                </Group>
                <Text size="sm" mt="sm">
                  {t(`team.${m.id}.bio`)}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
        </section>
      </Container>
      <AdvertisingBlock />
    </>
  );
}
