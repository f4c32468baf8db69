import { Card, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { MemberHome as Home } from '@hercircle/shared';
import { trpc } from '../../lib/trpc.ts';
import { AnchorLink } from '../../components/AnchorLink.tsx';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { Trans } from 'react-i18next';
import { useTexts } from '../../i18n/texts.ts';
import { homeTexts } from '../../i18n/areas/home.ts';

// In the event's own time zone and the page's language, so the server's HTML and the browser's agree.
const when = (e: Home['events'][number], language: string) =>
  new Date(e.starts_at).toLocaleString(language, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: e.timezone,
    timeZoneName: 'short',
  });

function Groups({ groups }: { groups: Home['groups'] }) {
  const { t } = useTexts(homeTexts);
  return (
    <Card withBorder component="section" aria-labelledby="home-groups-heading">
      <Title order={2} fz="lg" id="home-groups-heading" mb="sm">
        {t('member.groups')}
      </Title>
      {groups.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('member.noGroups')}{' '}
          <AnchorLink to="/community" underline="always">
            {t('member.findPeople')}
          </AnchorLink>
        </Text>
      ) : (
        <Stack component="ul" gap="xs" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {groups.map((g) => (
            <li key={g.id}>
              <AnchorLink
                to="/community/group/$groupId"
                params={{ groupId: g.id }}
                fw={600}
                dir="auto"
                style={{ overflowWrap: 'anywhere' }}
              >
                {g.name}
              </AnchorLink>
              <Text size="sm" c="dimmed">
                {g.new_posts === 0
                  ? t('member.nothingNew')
                  : t('member.newPosts', { count: g.new_posts })}
              </Text>
            </li>
          ))}
        </Stack>
      )}
    </Card>
  );
}

function Events({ events }: { events: Home['events'] }) {
  const { t, i18n } = useTexts(homeTexts);
  return (
    <Card withBorder component="section" aria-labelledby="home-events-heading">
      <Title order={2} fz="lg" id="home-events-heading" mb="sm">
        {t('member.events')}
      </Title>
      {events.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('member.noEvents')}{' '}
          <AnchorLink to="/events" underline="always">
            {t('member.seeWhatsOn')}
          </AnchorLink>
        </Text>
      ) : (
        <Stack component="ul" gap="xs" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {events.map((e) => (
            <li key={e.id}>
              <AnchorLink
                to="/events/$eventId"
                params={{ eventId: e.id }}
                fw={600}
                dir="auto"
                style={{ overflowWrap: 'anywhere' }}
              >
                {e.title}
              </AnchorLink>
              <Text size="sm" c="dimmed">
                {when(e, i18n.language)} · <bdi>{e.area}</bdi>
                {e.my_status && ` · ${t(`member.rsvp.${e.my_status}`)}`}
              </Text>
            </li>
          ))}
        </Stack>
      )}
    </Card>
  );
}

/**
 * The top of a signed-in member's home: a welcome (a new member is welcomed, a returning one
 * welcomed back, as the server says), her groups with what is new there, and her next events.
 */
export function MemberHome() {
  const home = useQuery(trpc.home.mine.queryOptions());
  const { t } = useTexts(homeTexts);
  if (!home.data) return null;
  const { first_name, returning, groups, events } = home.data;
  return (
    <Container component="section" py="xl" aria-labelledby="member-home-heading">
      <Stack gap="md">
        <div>
          <Title order={2} fz={{ base: 24, sm: 28 }} id="member-home-heading">
            {returning
              ? t('member.welcomeBack', { name: first_name })
              : t('member.welcome', { name: first_name })}
          </Title>
          {!returning && (
            <Text c="dimmed" mt={4}>
              <Trans
                t={t}
                i18nKey="member.firstSteps"
                components={{ community: <AnchorLink to="/community" underline="always" /> }}
              />
            </Text>
          )}
        </div>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Groups groups={groups} />
          <Events events={events} />
        </SimpleGrid>
        {groups.length > 0 && (
          <div>
            <ButtonLink to="/community" variant="light" size="sm">
              {t('member.allGroups')}
            </ButtonLink>
          </div>
        )}
      </Stack>
    </Container>
  );
}
