import { Avatar, Card, Container, Group, SimpleGrid, Text } from '@mantine/core';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { SectionHeading } from '../../components/Visual.tsx';
import { AdvertisingBlock } from '../../components/Promotions.tsx';
import { ABOUT } from '../../content/legal.ts';

export function AboutPage() {
  usePageTitle('About Us');
  return (
    <>
      <PageHeader title="About Us" subtitle={ABOUT.mission} />
      <Container py={48}>
        <Text fz="lg" maw={720} lh={1.7}>
          {ABOUT.story}
        </Text>
        <section aria-labelledby="values-heading" style={{ marginTop: 48 }}>
          <SectionHeading id="values-heading" title="What we stand for" />
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
            {ABOUT.values.map((v) => (
              <Card key={v.title}>
                <Text fz={32} aria-hidden="true">
                  {v.emoji}
                </Text>
                <Text fw={700} mt="xs">
                  {v.title}
                </Text>
                <Text size="sm" c="dimmed">
                  {v.text}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
        </section>
        <section aria-labelledby="team-heading" style={{ marginTop: 48 }}>
          <SectionHeading id="team-heading" title="The team" />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
            {ABOUT.team.map((m) => (
              <Card key={m.name}>
                <Group wrap="nowrap">
                  <Avatar size={56} radius="xl" color="plum" alt="">
                    {m.initials}
                  </Avatar>
                  <div>
                    <Text fw={700}>{m.name}</Text>
                    <Text size="sm" c="dimmed">
                      {m.role}
                    </Text>
                  </div>
                </Group>
                <Text size="sm" mt="sm">
                  {m.bio}
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
