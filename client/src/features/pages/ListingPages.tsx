import { useState } from 'react';
import {
  Badge,
  Box,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  IconCalendar,
  IconClock,
  IconEye,
  IconFlame,
  IconHeart,
  IconMapPin,
  IconUsers,
} from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { shortDate } from '../../lib/dates.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ChipRow, EmojiTile } from '../../components/Visual.tsx';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import {
  EVENT_CHIPS,
  EVENTS,
  NEWS,
  NEWS_CHIPS,
  PUBLICATION_CHIPS,
  PUBLICATIONS,
  UNFILTERED,
} from '../../content/pages.ts';
import type { Gradient } from '../../content/types.ts';

const count = (n: number) => n.toLocaleString('en-US');
const dateOf = (d: string) => shortDate(`${d}T12:00:00Z`);

function UnfilteredCard({ story }: { story: (typeof UNFILTERED)[number] }) {
  const [shown, setShown] = useState(!story.isSensitive);
  return (
    <Card component="article">
      <Stack gap="xs">
        <Group justify="space-between">
          <Badge variant="light">{story.category}</Badge>
          <Text size="xs" c="dimmed">
            {story.author}
          </Text>
        </Group>
        <Title order={2} fz="lg">
          {story.title}
        </Title>
        {shown ? (
          <Text size="sm">{story.excerpt}</Text>
        ) : (
          <Box
            p="md"
            style={{
              borderRadius: 8,
              background: 'light-dark(var(--mantine-color-gray-1), var(--mantine-color-dark-5))',
            }}
          >
            <Text size="sm" fw={600}>
              Content note: {story.contentNote}
            </Text>
            <Text size="xs" c="dimmed" mb="xs">
              This story is covered until you choose to read it.
            </Text>
            <Button
              size="xs"
              variant="default"
              onClick={() => setShown(true)}
              aria-label={`Show story: ${story.title}`}
            >
              Show story
            </Button>
          </Box>
        )}
        <Group gap="md" c="dimmed">
          <Group gap={4}>
            <IconHeart size={14} aria-hidden />
            <Text size="xs">{count(story.reactions)} reactions</Text>
          </Group>
          <Group gap={4}>
            <IconEye size={14} aria-hidden />
            <Text size="xs">{count(story.views)} views</Text>
          </Group>
        </Group>
      </Stack>
    </Card>
  );
}

export function UnfilteredPage() {
  usePageTitle('Unfiltered');
  return (
    <>
      <PageHeader
        title="Unfiltered Stories"
        subtitle="The things we rarely say out loud. Stories with difficult subjects carry a content note."
      />
      <Container py={48}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {UNFILTERED.map((s) => (
            <UnfilteredCard key={s.id} story={s} />
          ))}
        </SimpleGrid>
        <Group justify="center" mt="xl">
          <ButtonLink to="/stories" search={{ share: true }} color="coral">
            Tell your story
          </ButtonLink>
        </Group>
      </Container>
    </>
  );
}

export function TopStoriesPage() {
  usePageTitle('Top Media Stories');
  return (
    <>
      <PageHeader
        title="Top Media Stories"
        subtitle="The week's news about women, from newsrooms we trust."
      />
      <Container py={48}>
        <ChipRow chips={NEWS_CHIPS} label="Categories" />
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {NEWS.map((a) => (
            <Card key={a.id} padding={0} component="article">
              <EmojiTile emoji={a.emoji} gradient="dusk" height={110} />
              <Stack gap={6} p="lg">
                <Group gap="xs">
                  <Badge variant="light">{a.category}</Badge>
                  {a.isTrending && (
                    <Badge color="coral" leftSection={<IconFlame size={12} aria-hidden />}>
                      Trending
                    </Badge>
                  )}
                </Group>
                <Title order={2} fz="lg">
                  {a.title}
                </Title>
                <Text size="sm" c="dimmed">
                  {a.excerpt}
                </Text>
                <Text size="xs" c="dimmed">
                  {a.source} · {dateOf(a.date)} · {a.readTime} read · {count(a.views)} views
                </Text>
                <Button
                  component={Link}
                  to="/contact"
                  variant="subtle"
                  px={0}
                  style={{ alignSelf: 'flex-start' }}
                  aria-label={`Read full article: ${a.title}`}
                >
                  Read Full Article
                </Button>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
        <Card mt={48} padding="xl" ta="center">
          <Title order={2} fz={24}>
            Stay Updated
          </Title>
          <Text c="dimmed" mb="md">
            Get the week's top stories in your inbox every Sunday.
          </Text>
          <Group justify="center">
            <ButtonLink to="/" hash="newsletter-heading" color="coral">
              Subscribe to Updates
            </ButtonLink>
            <Button component={Link} to="/stories" variant="outline">
              View All Media Stories
            </Button>
          </Group>
        </Card>
      </Container>
    </>
  );
}

export function EventsPage() {
  usePageTitle('Community Events');
  return (
    <>
      <PageHeader
        title="Community Events"
        subtitle="Workshops, meetups and quiet support circles, online and in cities near you."
      />
      <Container py={48}>
        <ChipRow chips={EVENT_CHIPS} label="Event categories" />
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {EVENTS.map((e) => (
            <Card
              key={e.id}
              component="article"
              style={
                e.featured
                  ? { outline: '2px solid var(--mantine-color-coral-6)', outlineOffset: 2 }
                  : undefined
              }
            >
              <Stack gap={6}>
                <Group justify="space-between">
                  <Badge variant="light">{e.category}</Badge>
                  {e.featured && <Badge color="coral">Featured Event</Badge>}
                </Group>
                <Title order={2} fz="lg">
                  {e.title}
                </Title>
                <Text size="sm" c="dimmed">
                  {e.description}
                </Text>
                <Stack gap={2} c="dimmed">
                  <Group gap={6}>
                    <IconCalendar size={14} aria-hidden />
                    <Text size="sm">{dateOf(e.date)}</Text>
                  </Group>
                  <Group gap={6}>
                    <IconClock size={14} aria-hidden />
                    <Text size="sm">{e.time}</Text>
                  </Group>
                  <Group gap={6}>
                    <IconMapPin size={14} aria-hidden />
                    <Text size="sm">{e.location}</Text>
                  </Group>
                  <Group gap={6}>
                    <IconUsers size={14} aria-hidden />
                    <Text size="sm">{count(e.attendees)} attending</Text>
                  </Group>
                </Stack>
                <Text size="sm">
                  <strong>Speakers:</strong> {e.speakers.slice(0, 2).join(', ')}
                  {e.speakers.length > 2 ? ', …' : ''}
                </Text>
                <Group justify="space-between" mt="xs">
                  <Text fw={700}>{e.price}</Text>
                  <Button
                    component={Link}
                    to="/sign-in"
                    color={e.price === 'Free' ? 'plum' : 'coral'}
                    aria-label={`${e.price === 'Free' ? 'Register Free' : 'Get Tickets'}: ${e.title}`}
                  >
                    {e.price === 'Free' ? 'Register Free' : 'Get Tickets'}
                  </Button>
                </Group>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
        <Card mt={48} padding="xl" ta="center">
          <Title order={2} fz={24}>
            Host Your Own Event
          </Title>
          <Text c="dimmed" mb="md">
            Running a workshop, a walk or a book club? We will help you find your people.
          </Text>
          <Group justify="center">
            <Button component={Link} to="/contact" color="coral">
              Submit Event Proposal
            </Button>
            <Button component={Link} to="/community" variant="outline">
              View All Events
            </Button>
          </Group>
        </Card>
      </Container>
    </>
  );
}

export function PublicationsPage() {
  usePageTitle('Publications & Issues');
  const navigate = useNavigate();
  return (
    <>
      <PageHeader
        title="Publications & Issues"
        subtitle="Our magazine: long reads, interviews and practical guides, every month."
      />
      <Container py={48}>
        <ChipRow chips={PUBLICATION_CHIPS} label="Issue categories" />
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {PUBLICATIONS.map((p) => (
            <Card key={p.id} padding={0} component="article">
              <EmojiTile emoji={p.emoji} gradient={p.gradient as Gradient} />
              <Stack gap={6} p="lg">
                <Group gap="xs">
                  <Badge variant="light">{p.category}</Badge>
                  {p.isLatest && <Badge color="coral">Latest Issue</Badge>}
                  {p.isPremium && <Badge color="plum">Premium</Badge>}
                </Group>
                <Title order={2} fz="lg">
                  {p.title}
                </Title>
                <Text size="xs" c="dimmed">
                  Issue {p.issueNumber} · {dateOf(p.date)} · {p.pages} pages
                </Text>
                <Text size="sm" c="dimmed">
                  {p.description}
                </Text>
                <Text size="sm">
                  {p.topics.slice(0, 3).join(' · ')}
                  {p.topics.length > 3 && (
                    <Text span c="dimmed" size="sm">
                      {' '}
                      +{p.topics.length - 3} more topics
                    </Text>
                  )}
                </Text>
                {p.purchasable && p.price ? (
                  <Button
                    color="coral"
                    onClick={() => void navigate({ to: '/shop' })}
                    aria-label={`Purchase ${p.price}: ${p.title}`}
                  >
                    Purchase {p.price}
                  </Button>
                ) : (
                  <Button
                    component={Link}
                    to="/sign-in"
                    variant="light"
                    aria-label={`Download ${p.title}`}
                  >
                    Download
                  </Button>
                )}
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
        <Card mt={48} padding="xl" ta="center">
          <Title order={2} fz={24}>
            Contribute to Our Publications
          </Title>
          <Text c="dimmed" mb="md">
            Pitch an essay, an interview or a photo story. We pay contributors.
          </Text>
          <Group justify="center">
            <Button component={Link} to="/contact" color="coral">
              Submit Your Contribution
            </Button>
            <Button component={Link} to="/shop" variant="outline">
              View All Publications
            </Button>
          </Group>
        </Card>
      </Container>
    </>
  );
}
