import {
  Avatar,
  Button,
  Card,
  Center,
  Container,
  Group,
  Loader,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { MouseEvent } from 'react';
import { IconArrowLeft, IconBriefcase, IconMapPin, IconMessage } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { trpc } from '../../lib/trpc.ts';
import { initials, useSession } from '../../lib/auth.ts';
import { errorMessage, isNotFound } from '../../lib/errors.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { MemberSafetyActions } from './MemberSafetyMenu.tsx';
import { GroupsInCommon } from './GroupsInCommon.tsx';
import { dateFormat, useDates } from '../../lib/dates.ts';
import { useTexts } from '../../i18n/texts.ts';
import { membersTexts } from '../../i18n/areas/members.ts';

/** The alt of a picture that says nothing the name beside it does not (no text to translate). */
const DECORATIVE = '';

function MemberNotFound() {
  const { t } = useTexts(membersTexts);
  usePageTitle(t('notFound.title'));
  return (
    <Container size="sm" py={64}>
      <Card padding="xl" ta="center">
        <Stack align="center" gap="sm">
          <Title order={1} fz={28}>
            {t('notFound.title')}
          </Title>
          <Text c="dimmed">{t('notFound.text')}</Text>
          <Button
            component={Link}
            to="/community"
            leftSection={<IconArrowLeft size={16} aria-hidden className="flip-rtl" />}
            mt="sm"
          >
            {t('notFound.back')}
          </Button>
        </Stack>
      </Card>
    </Container>
  );
}

/** "March 2026": when she joined, to the month (English as en-US, the others as Intl writes them). */
function joinedMonth(iso: string, language: string, timeZone: string | undefined): string {
  return dateFormat(language === 'en' ? 'en-US' : language, {
    month: 'long',
    year: 'numeric',
    timeZone,
  }).format(new Date(iso));
}

/** Why Message is not offered: her own choice in her privacy settings, in her words. */
const NO_MESSAGES = {
  nobody: 'page.noMessages',
  shared_groups: 'page.sharedGroupsOnly',
} as const;

/**
 * Message opens /messages with her as the recipient: a real href (new tab, copy link) that
 * navigates inside the app on a plain click.
 */
function MessageButton({ id }: { id: number }) {
  const { t } = useTexts(membersTexts);
  const navigate = useNavigate();
  const href = `/messages?to=${id}`;
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0) return;
    e.preventDefault();
    void navigate({ href });
  };
  return (
    <Button
      component="a"
      href={href}
      onClick={onClick}
      leftSection={<IconMessage size={16} aria-hidden />}
    >
      {t('page.message')}
    </Button>
  );
}

/**
 * A member's page: who she is, the groups they share, and (for others) Message, block, mute and
 * report. A limited page (her privacy choice, or the viewer's own block) shows only her name and
 * picture; her block of the viewer changes nothing here (the server's rule: it is not revealed).
 */
export function MemberPage({ id }: { id: number }) {
  const session = useSession();
  const { t } = useTexts(membersTexts);
  const { language, zone } = useDates();
  const profile = useQuery(trpc.users.profile.queryOptions({ id }));
  const user = profile.data?.user;
  usePageTitle(user ? `${user.first_name} ${user.last_name}` : t('page.title'));

  if (profile.isPending)
    return (
      <Center py={96}>
        <Loader aria-label={t('page.loading')} />
      </Center>
    );
  if (profile.isError) {
    if (isNotFound(profile.error)) return <MemberNotFound />;
    return (
      <Container size="sm" py={64}>
        <Text role="alert" c="red">
          {errorMessage(profile.error)}
        </Text>
      </Container>
    );
  }
  if (!user) return null;
  const { relation, limited, groups_in_common } = profile.data;
  const own = session?.user.id === user.id;
  const name = `${user.first_name} ${user.last_name}`;

  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Card p={{ base: 'lg', sm: 'xl' }}>
          <Stack gap="md">
            <Group gap="md" wrap="nowrap" align="center">
              <Avatar
                src={user.profile_picture}
                alt={DECORATIVE}
                size={88}
                radius="50%"
                color="plum"
              >
                {initials(user.first_name, user.last_name)}
              </Avatar>
              <Stack gap={4} style={{ minWidth: 0 }}>
                <Title
                  order={1}
                  fz={{ base: 24, sm: 28 }}
                  style={{ overflowWrap: 'anywhere' }}
                  dir="auto"
                >
                  {name}
                </Title>
                <Text size="sm" c="dimmed">
                  {t('page.joined', { date: joinedMonth(user.created_at, language, zone) })}
                </Text>
              </Stack>
            </Group>
            {(user.location || user.occupation) && (
              <Group gap="lg">
                {user.occupation && (
                  <Group gap={6} wrap="nowrap">
                    <IconBriefcase size={16} aria-hidden style={{ flexShrink: 0 }} />
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      <span className="sr-only">{t('page.occupation')} </span>
                      <span dir="auto">{user.occupation}</span>
                    </Text>
                  </Group>
                )}
                {user.location && (
                  <Group gap={6} wrap="nowrap">
                    <IconMapPin size={16} aria-hidden style={{ flexShrink: 0 }} />
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      <span className="sr-only">{t('page.location')} </span>
                      <span dir="auto">{user.location}</span>
                    </Text>
                  </Group>
                )}
              </Group>
            )}
            {user.bio && (
              <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} dir="auto">
                {user.bio}
              </Text>
            )}
            {limited && (
              <Text size="sm" c="dimmed">
                {relation.blocked
                  ? t('page.blockedNote', { name: user.first_name })
                  : t('page.limitedNote', { name: user.first_name })}
              </Text>
            )}
            {own ? (
              <Button
                component={Link}
                to="/profile"
                variant="light"
                style={{ alignSelf: 'flex-start' }}
              >
                {t('page.editProfile')}
              </Button>
            ) : (
              <MemberSafetyActions
                member={user}
                relation={relation}
                leading={
                  !relation.blocked &&
                  (profile.data.messaging === 'open' ? (
                    <MessageButton id={user.id} />
                  ) : (
                    <Text size="sm" c="dimmed">
                      {t(NO_MESSAGES[profile.data.messaging], { name: user.first_name })}
                    </Text>
                  ))
                }
              />
            )}
          </Stack>
        </Card>
        {!limited && (
          <GroupsInCommon groups={groups_in_common} own={own} firstName={user.first_name} />
        )}
      </Stack>
    </Container>
  );
}
