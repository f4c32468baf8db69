import { Container, List, Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { AnchorLink } from '../../components/AnchorLink.tsx';
import { useTexts } from '../../i18n/texts.ts';
import { accessibilityTexts } from '../../i18n/areas/accessibility.ts';

const WORKS = [
  'keyboard',
  'readers',
  'contrast',
  'motion',
  'zoom',
  'language',
  'quickExit',
] as const;
const GAPS = ['transcripts', 'languages', 'admin', 'memberContent'] as const;

/** The accessibility statement (WCAG 2.2 AA): what she can rely on, what is not there yet. */
export function AccessibilityPage() {
  const { t } = useTexts(accessibilityTexts);
  usePageTitle(t('title'));
  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Container size={760} py={48}>
        <Stack gap="xl">
          <Text size="sm" c="dimmed">
            {t('updated')}
          </Text>
          <section aria-labelledby="standard">
            <Title order={2} fz={22} id="standard" mb="xs">
              {t('standard.heading')}
            </Title>
            <Text lh={1.7}>{t('standard.body')}</Text>
          </section>
          <section aria-labelledby="works">
            <Title order={2} fz={22} id="works" mb="xs">
              {t('works.heading')}
            </Title>
            <List spacing="xs" lh={1.6}>
              {WORKS.map((key) => (
                <List.Item key={key}>{t(`works.${key}`)}</List.Item>
              ))}
            </List>
          </section>
          <section aria-labelledby="gaps">
            <Title order={2} fz={22} id="gaps" mb="xs">
              {t('gaps.heading')}
            </Title>
            <List spacing="xs" lh={1.6}>
              {GAPS.map((key) => (
                <List.Item key={key}>{t(`gaps.${key}`)}</List.Item>
              ))}
            </List>
          </section>
          <section aria-labelledby="checks">
            <Title order={2} fz={22} id="checks" mb="xs">
              {t('checks.heading')}
            </Title>
            <Text lh={1.7}>{t('checks.body')}</Text>
          </section>
          <section aria-labelledby="contact">
            <Title order={2} fz={22} id="contact" mb="xs">
              {t('contact.heading')}
            </Title>
            <Text lh={1.7} mb="sm">
              {t('contact.body')}
            </Text>
            <AnchorLink to="/contact" underline="always">
              {t('contact.link')}
            </AnchorLink>
          </section>
        </Stack>
      </Container>
    </>
  );
}
