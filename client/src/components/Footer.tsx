import { Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Catalog } from '../i18n/en.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { BrandMark } from './Brand.tsx';
import { AnchorLink } from './AnchorLink.tsx';
import { useSiteName } from '../lib/use-page-title.ts';
import classes from './Footer.module.css';

type FooterKey = keyof Catalog['footer'];
type NavKey = keyof Catalog['nav'];

interface FooterLink {
  key: `nav.${NavKey}` | `footer.${FooterKey}`;
  to: string | null;
}

const COLUMNS: { heading: FooterKey; links: FooterLink[] }[] = [
  {
    heading: 'read',
    links: [
      { key: 'nav.stories', to: '/stories' },
      { key: 'nav.unfiltered', to: '/unfiltered' },
      { key: 'nav.topStories', to: '/top-stories' },
      { key: 'nav.publications', to: '/publications' },
      { key: 'nav.podcast', to: '/podcast' },
    ],
  },
  {
    heading: 'connect',
    links: [
      { key: 'nav.community', to: '/community' },
      { key: 'nav.events', to: '/events' },
      { key: 'nav.resources', to: '/resources' },
      { key: 'nav.shop', to: '/shop' },
    ],
  },
  {
    heading: 'about',
    links: [
      { key: 'footer.aboutUs', to: '/about' },
      { key: 'footer.contactUs', to: '/contact' },
      { key: 'footer.privacy', to: '/privacy-policy' },
      { key: 'footer.guidelines', to: '/guidelines' },
      { key: 'footer.transparency', to: '/transparency' },
      { key: 'footer.accessibility', to: '/accessibility' },
      { key: 'footer.help', to: null },
      { key: 'footer.terms', to: null },
    ],
  },
];

export function Footer() {
  const siteName = useSiteName();
  const { t } = useTranslation();
  return (
    <footer className={classes.footer}>
      <Container>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="xl">
          <Stack gap="sm">
            <div className={classes.name}>
              <BrandMark size={28} />
              <Text ff="heading" fz={20} fw={600}>
                {siteName}
              </Text>
            </div>
            <Text size="sm" c="dimmed" maw={280}>
              {t('footer.tagline')}
            </Text>
          </Stack>
          {COLUMNS.map((column) => (
            <Stack key={column.heading} gap={8}>
              <Title order={2} c="dimmed" ff="text" fz="sm" lts={1} tt="uppercase">
                {t(`footer.${column.heading}`)}
              </Title>
              {column.links.map((link) =>
                link.to ? (
                  <AnchorLink key={link.key} to={link.to} size="sm" c="var(--mantine-color-text)">
                    {t(link.key)}
                  </AnchorLink>
                ) : (
                  // Placeholders in the spec: shown, but not links.
                  <Text key={link.key} size="sm" c="dimmed">
                    {t(link.key)}
                  </Text>
                ),
              )}
            </Stack>
          ))}
        </SimpleGrid>
        <Group justify="space-between" align="center" mt={40} gap="md">
          <Text size="xs" c="dimmed">
            {t('footer.madeWithCare', { year: new Date().getFullYear(), site: siteName })}
          </Text>
          <LanguageSwitch />
        </Group>
      </Container>
    </footer>
  );
}
