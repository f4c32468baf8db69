import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Card,
  Center,
  Container,
  Group,
  Loader,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconLinkOff, IconLock, IconUsers, IconWorld } from '@tabler/icons-react';
import { useMutation, useQueryClient, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { InvitationPreview, ScreeningAnswers, ScreeningQuestion } from '@hercircle/shared';
import { trpc } from '../../lib/trpc.ts';
import { useSession } from '../../lib/auth.ts';
import { errorMessage, errorStatus } from '../../lib/errors.ts';
import { notifications } from '../../lib/toasts.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { invalidateGroup } from './group-cache.ts';
import { JoinQuestionsDialog } from './JoinQuestionsDialog.tsx';

/** An invitation link's page: the group, and the way in (through sign-up or sign-in and back). */
export function InvitePage({ token }: { token: string }) {
  const preview = useQuery(trpc.community.invitation.queryOptions({ token }));
  usePageTitle(preview.data ? `Join ${preview.data.group.name}` : 'Invitation');
  if (preview.isPending)
    return (
      <Center py={96}>
        <Loader aria-label="Loading invitation" />
      </Center>
    );
  if (preview.isError) return <LinkUnusable error={preview.error} />;
  return <Invitation token={token} group={preview.data.group} />;
}

/** A used-up, expired or ended link (410), or one that never was (404). */
function LinkUnusable({ error }: { error: unknown }) {
  const status = errorStatus(error);
  const title =
    status === 410
      ? 'This invitation can no longer be used'
      : status === 404 || status === 400
        ? 'This invitation link is not valid'
        : 'This invitation could not be loaded';
  return (
    <Container size="sm" py={64}>
      <Card padding="xl" ta="center">
        <Stack align="center" gap="md">
          <ThemeIcon size={64} radius="xl" variant="light" color="gray">
            <IconLinkOff size={34} aria-hidden />
          </ThemeIcon>
          <Title order={1} fz={28}>
            {title}
          </Title>
          <Text c="dimmed" maw={440}>
            {errorMessage(error)} You can still find the group in the community list, or ask the
            person who sent it for a new link.
          </Text>
          <ButtonLink to="/community" variant="cta" size="md">
            Browse groups
          </ButtonLink>
        </Stack>
      </Card>
    </Container>
  );
}

function Invitation({ token, group }: { token: string; group: InvitationPreview['group'] }) {
  const session = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [questions, setQuestions] = useState<ScreeningQuestion[] | null>(null);
  const here = `/invite/${token}`;
  const openGroup = () =>
    void navigate({ to: '/community/group/$groupId', params: { groupId: group.id } });
  const accept = useMutation(
    trpc.community.acceptInvitation.mutationOptions({
      onSuccess: (result) => {
        invalidateGroup(queryClient, group.id);
        void queryClient.invalidateQueries({ queryKey: trpc.community.invitation.pathKey() });
        notifications.show({
          color: 'sage',
          message: result.member
            ? `Welcome to ${group.name}.`
            : 'Request sent. An admin will review it.',
        });
        openGroup();
      },
      onError: (error) => {
        if (!questions) notifications.show({ color: 'red', message: errorMessage(error) });
      },
    }),
  );
  const join = async () => {
    // A request to a private group carries her answers to its questions, if it asks any.
    if (!group.joins_at_once) {
      const { questions: asked } = await queryClient.fetchQuery(
        trpc.community.questions.queryOptions({ id: group.id }),
      );
      if (asked.length > 0) return setQuestions(asked);
    }
    accept.mutate({ token });
  };
  const send = (answers: ScreeningAnswers) => accept.mutate({ token, answers });
  const action = group.joins_at_once ? 'Join' : 'Ask to join';

  return (
    <Container size="sm" py={{ base: 32, sm: 64 }}>
      <Card padding="xl">
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            You’re invited to join
          </Text>
          <Group gap="xs">
            {group.is_private ? (
              <Badge color="gray" leftSection={<IconLock size={12} aria-hidden />}>
                Private
              </Badge>
            ) : (
              <Badge color="sage" leftSection={<IconWorld size={12} aria-hidden />}>
                Public
              </Badge>
            )}
            <Group gap={4} c="dimmed">
              <IconUsers size={14} aria-hidden />
              <Text size="sm" c="dimmed">
                {group.member_count} {group.member_count === 1 ? 'member' : 'members'}
              </Text>
            </Group>
          </Group>
          <Title order={1} fz={{ base: 28, sm: 34 }}>
            {group.name}
          </Title>
          <Text style={{ whiteSpace: 'pre-wrap' }}>{group.description}</Text>
          {!group.joins_at_once && !group.is_member && (
            <Alert variant="light" color="plum">
              This is a private group: an admin reviews your request before you join.
            </Alert>
          )}
          {!session ? (
            <Stack gap="xs">
              <ButtonLink to="/sign-in" search={{ redirect: here }} variant="cta" size="md">
                Sign in to join
              </ButtonLink>
              <ButtonLink to="/create-account" search={{ redirect: here }} variant="default">
                New here? Create a free account
              </ButtonLink>
            </Stack>
          ) : group.is_member ? (
            <Stack gap="xs">
              <Text>You’re already a member.</Text>
              <Button onClick={openGroup}>Open the group</Button>
            </Stack>
          ) : group.request_pending && !group.joins_at_once ? (
            <Stack gap="xs">
              <Text>Your request to join is waiting for an admin.</Text>
              <Button variant="default" onClick={openGroup}>
                Open the group
              </Button>
            </Stack>
          ) : (
            <Button
              variant="cta"
              size="md"
              loading={accept.isPending}
              onClick={() =>
                void join().catch((error: unknown) =>
                  notifications.show({ color: 'red', message: errorMessage(error) }),
                )
              }
            >
              {action}
            </Button>
          )}
        </Stack>
      </Card>
      {questions && (
        <JoinQuestionsDialog
          groupName={group.name}
          questions={questions}
          opened
          onClose={() => setQuestions(null)}
          onSend={send}
          sending={accept.isPending}
          error={accept.error}
        />
      )}
    </Container>
  );
}
