import { Anchor, Box, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { BrandMark } from './Brand.tsx';
import { ColumnGrid } from './ColumnGrid.tsx';
import { useSiteName } from '../lib/use-page-title.ts';

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
      { label: 'Help Center', to: null },
      { label: 'Terms', to: null },
    ],
  },
];

export function Footer() {
  const siteName = useSiteName();
  return (
    <Box
      component="footer"
      mt={64}
      py={48}
      style={{
        borderTop: '1px solid var(--mantine-color-default-border)',
        background: 'light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-8))',
      }}
    >
      <Container>
        <ColumnGrid cols={{ base: 1, sm: 2, md: 4 }} gap="xl">
          <Stack gap="sm">
            <Group gap={8}>
              <BrandMark size={28} />
              <Text ff="heading" fw={600} fz={20}>
                {siteName}
              </Text>
            </Group>
            <Text size="sm" c="dimmed" maw={280}>
              A circle of women sharing stories, skills and support, in more than 150 countries.
            </Text>
          </Stack>
          {COLUMNS.map((column) => (
            <Stack key={column.title} gap={8}>
              <Title order={2} fz="sm" tt="uppercase" lts={1} ff="text" c="dimmed">
                {column.title}
              </Title>
              {column.links.map((link) =>
                link.to ? (
                  <Anchor
                    key={link.label}
                    component={Link}
                    to={link.to}
                    size="sm"
                    c="var(--mantine-color-text)"
                  >
                    {link.label}
                  </Anchor>
                ) : (
                  // Placeholders in the spec: shown, but not links.
                  <Text key={link.label} size="sm" c="dimmed">
                    {link.label}
                  </Text>
                ),
              )}
            </Stack>
          ))}
        </ColumnGrid>
        <Text size="xs" c="dimmed" mt={40}>
          © {new Date().getFullYear()} {siteName}. Made with care for women everywhere.
        </Text>
      </Container>
    </Box>
  );
}
