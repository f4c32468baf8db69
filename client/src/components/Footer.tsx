import { Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { BrandMark } from './Brand.tsx';
import { AnchorLink } from './AnchorLink.tsx';
import { useSiteName } from '../lib/use-page-title.ts';
import classes from './Footer.module.css';

interface FooterLink {
  label: string;
  to: string | null;
}

const COLUMNS: { title: string; links: FooterLink[] }[] = [
  {
    title: 'Read',
    links: [
      { label: 'Stories', to: '/stories' },
      { label: 'Unfiltered', to: '/unfiltered' },
      { label: 'Top Stories', to: '/top-stories' },
      { label: 'Publications', to: '/publications' },
      { label: 'Podcast', to: '/podcast' },
    ],
  },
  {
    title: 'Connect',
    links: [
      { label: 'Community', to: '/community' },
      { label: 'Events', to: '/events' },
      { label: 'Resources', to: '/resources' },
      { label: 'Shop', to: '/shop' },
    ],
  },
  {
    title: 'About',
    links: [
      { label: 'About Us', to: '/about' },
      { label: 'Contact Us', to: '/contact' },
      { label: 'Privacy Policy', to: '/privacy-policy' },
      { label: 'Community Guidelines', to: '/guidelines' },
      { label: 'Transparency', to: '/transparency' },
      { label: 'Help Center', to: null },
      { label: 'Terms', to: null },
    ],
  },
];

export function Footer() {
  const siteName = useSiteName();
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
              A circle of women sharing stories, skills and support, in more than 150 countries.
            </Text>
          </Stack>
          {COLUMNS.map((column) => (
            <Stack key={column.title} gap={8}>
              <Title order={2} c="dimmed" ff="text" fz="sm" lts={1} tt="uppercase">
                {column.title}
              </Title>
              {column.links.map((link) =>
                link.to ? (
                  <AnchorLink key={link.label} to={link.to} size="sm" c="var(--mantine-color-text)">
                    {link.label}
                  </AnchorLink>
                ) : (
                  // Placeholders in the spec: shown, but not links.
                  <Text key={link.label} size="sm" c="dimmed">
                    {link.label}
                  </Text>
                ),
              )}
            </Stack>
          ))}
        </SimpleGrid>
        <Text size="xs" c="dimmed" mt={40}>
          © {new Date().getFullYear()} {siteName}. Made with care for women everywhere.
        </Text>
      </Container>
    </footer>
  );
}
