import {
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  List,
  SimpleGrid,
  VisuallyHidden,
} from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { MediaCard, SectionHeading } from '../../components/Visual.tsx';
import { FEATURED_TOOLS, RESOURCE_CATEGORIES } from '../../content/pages.ts';
import { MemberDownload } from './MemberDownload.tsx';

export function ResourcesPage() {
  usePageTitle('Resources');
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
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {RESOURCE_CATEGORIES.map((c) => (
            <MediaCard key={c.id} {...c}>
              <List size="sm" spacing={4}>
                {c.resources.map((r) => (
                  <List.Item key={r.url}>
                    {/* Another site: a new tab keeps her place here; no opener, no referrer. */}
                    <Anchor href={r.url} target="_blank" rel="noopener noreferrer">
                      {r.title}
                      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
                    </Anchor>
                  </List.Item>
                ))}
              </List>
            </MediaCard>
          ))}
        </SimpleGrid>
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
