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

function MemberNotFound() {
  usePageTitle('Member Not Found');
  return (
    <Container size="sm" py={64}>
      <Card padding="xl" ta="center">
        <Stack align="center" gap="sm">
          <Title order={1} fz={28}>
            Member Not Found
          </Title>
          <Text c="dimmed">This member doesn't exist or has left HerCircle.</Text>
          <Button
            component={Link}
            to="/community"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
            mt="sm"
          >
            Back to Community
          </Button>
        </Stack>
      </Card>
    </Container>
  );
}

/** "March 2026": when she joined, to the month. */
function joinedMonth(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { month: 'long', year: 'numeric' });
}

/** Why Message is not offered: her own choice in her privacy settings, in her words. */
const NO_MESSAGES = {
  nobody: (name: string) => `${name} doesn’t take messages.`,
  shared_groups: (name: string) => `${name} takes messages only from members of a group she’s in.`,
};

/**
 * Message opens /messages with her as the recipient: a real href (new tab, copy link) that
 * navigates inside the app on a plain click.
 */
function MessageButton({ id }: { id: number }) {
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
      Message
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
  const profile = useQuery(trpc.users.profile.queryOptions({ id }));
  const user = profile.data?.user;
  usePageTitle(user ? `${user.first_name} ${user.last_name}` : 'Member');

  if (profile.isPending)
    return (
      <Center py={96}>
        <Loader aria-label="Loading the member" />
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
              <Avatar src={user.profile_picture} alt="" size={88} radius="50%" color="plum">
                {initials(user.first_name, user.last_name)}
              </Avatar>
              <Stack gap={4} style={{ minWidth: 0 }}>
                <Title order={1} fz={{ base: 24, sm: 28 }} style={{ overflowWrap: 'anywhere' }}>
                  {name}
                </Title>
                <Text size="sm" c="dimmed">
                  Joined {joinedMonth(user.created_at)}
                </Text>
              </Stack>
            </Group>
            {(user.location || user.occupation) && (
              <Group gap="lg">
                {user.occupation && (
                  <Group gap={6} wrap="nowrap">
                    <IconBriefcase size={16} aria-hidden style={{ flexShrink: 0 }} />
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      <span className="sr-only">Occupation: </span>
                      {user.occupation}
                    </Text>
                  </Group>
                )}
                {user.location && (
                  <Group gap={6} wrap="nowrap">
                    <IconMapPin size={16} aria-hidden style={{ flexShrink: 0 }} />
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      <span className="sr-only">Location: </span>
                      {user.location}
                    </Text>
                  </Group>
                )}
              </Group>
            )}
            {user.bio && (
              <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{user.bio}</Text>
            )}
            {limited && (
              <Text size="sm" c="dimmed">
                {relation.blocked
                  ? `You blocked ${user.first_name}. Unblock her to see her profile.`
                  : `Only ${user.first_name}’s name and picture are shown to you.`}
              </Text>
            )}
            {own ? (
              <Button
                component={Link}
                to="/profile"
                variant="light"
                style={{ alignSelf: 'flex-start' }}
              >
                Edit your profile
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
                      {NO_MESSAGES[profile.data.messaging](user.first_name)}
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
