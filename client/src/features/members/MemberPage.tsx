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
import { IconArrowLeft, IconBriefcase, IconMapPin } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { TRPCClientError } from '@trpc/client';
import { trpc } from '../../lib/trpc.ts';
import { initials, useSession } from '../../lib/auth.ts';
import { errorMessage } from '../../lib/errors.ts';
import { shortDate } from '../../lib/dates.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { MemberSafetyActions } from './MemberSafetyMenu.tsx';

function isNotFound(error: unknown): boolean {
  return (
    error instanceof TRPCClientError &&
    (error.data as { httpStatus?: number } | undefined)?.httpStatus === 404
  );
}

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

/** A member's public page: who she is, and (for others) block, mute and report. */
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
  const own = session?.user.id === user.id;
  const name = `${user.first_name} ${user.last_name}`;

  return (
    <Container size="sm" py="xl">
      <Card padding="xl">
        <Stack gap="md">
          <Group gap="md" wrap="nowrap" align="center">
            <Avatar src={user.profile_picture} alt="" size={88} radius="50%" color="plum">
              {initials(user.first_name, user.last_name)}
            </Avatar>
            <Stack gap={4} style={{ minWidth: 0 }}>
              <Title order={1} fz={28} style={{ overflowWrap: 'anywhere' }}>
                {name}
              </Title>
              <Text size="sm" c="dimmed">
                Member since {shortDate(user.created_at)}
              </Text>
            </Stack>
          </Group>
          {(user.location || user.occupation) && (
            <Group gap="lg">
              {user.occupation && (
                <Group gap={6} wrap="nowrap">
                  <IconBriefcase size={16} aria-hidden />
                  <Text size="sm">
                    <span className="sr-only">Occupation: </span>
                    {user.occupation}
                  </Text>
                </Group>
              )}
              {user.location && (
                <Group gap={6} wrap="nowrap">
                  <IconMapPin size={16} aria-hidden />
                  <Text size="sm">
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
            <MemberSafetyActions member={user} relation={profile.data.relation} />
          )}
        </Stack>
      </Card>
    </Container>
  );
}
