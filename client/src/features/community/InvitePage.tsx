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
import { useTexts } from '../../i18n/texts.ts';
import { communityTexts } from '../../i18n/areas/community.ts';

/** An invitation link's page: the group, and the way in (through sign-up or sign-in and back). */
export function InvitePage({ token }: { token: string }) {
  const { t } = useTexts(communityTexts);
  const preview = useQuery(trpc.community.invitation.queryOptions({ token }));
  usePageTitle(
    preview.data ? t('invite.title', { name: preview.data.group.name }) : t('invite.titleDefault'),
  );
  if (preview.isPending)
    return (
      <Center py={96}>
        <Loader aria-label={t('invite.loading')} />
      </Center>
    );
  if (preview.isError) return <LinkUnusable error={preview.error} />;
  return <Invitation token={token} group={preview.data.group} />;
}

/** A used-up, expired or ended link (410), or one that never was (404). */
function LinkUnusable({ error }: { error: unknown }) {
  const { t } = useTexts(communityTexts);
  const status = errorStatus(error);
  const title =
    status === 410
      ? t('invite.gone')
      : status === 404 || status === 400
        ? t('invite.invalid')
        : t('invite.failed');
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
            {errorMessage(error)} {t('invite.unusableHelp')}
          </Text>
          <ButtonLink to="/community" variant="cta" size="md">
            {t('invite.browse')}
          </ButtonLink>
        </Stack>
      </Card>
    </Container>
  );
}

function Invitation({ token, group }: { token: string; group: InvitationPreview['group'] }) {
  const session = useSession();
  const { t } = useTexts(communityTexts);
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
            ? t('invite.welcome', { name: group.name })
            : t('invite.requestSent'),
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
  const action = group.joins_at_once ? t('invite.join') : t('invite.ask');

  return (
    <Container size="sm" py={{ base: 32, sm: 64 }}>
      <Card padding="xl">
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('invite.invited')}
          </Text>
          <Group gap="xs">
            {group.is_private ? (
              <Badge color="gray" leftSection={<IconLock size={12} aria-hidden />}>
                {t('card.private')}
              </Badge>
            ) : (
              <Badge color="sage" leftSection={<IconWorld size={12} aria-hidden />}>
                {t('card.public')}
              </Badge>
            )}
            <Group gap={4} c="dimmed">
              <IconUsers size={14} aria-hidden />
              <Text size="sm" c="dimmed">
                {t('invite.members', { count: group.member_count })}
              </Text>
            </Group>
          </Group>
          <Title order={1} fz={{ base: 28, sm: 34 }} dir="auto">
            {group.name}
          </Title>
          <Text style={{ whiteSpace: 'pre-wrap' }} dir="auto">
            {group.description}
          </Text>
          {!group.joins_at_once && !group.is_member && (
            <Alert variant="light" color="plum">
              {t('invite.privateNote')}
            </Alert>
          )}
          {!session ? (
            <Stack gap="xs">
              <ButtonLink to="/sign-in" search={{ redirect: here }} variant="cta" size="md">
                {t('invite.signIn')}
              </ButtonLink>
              <ButtonLink to="/create-account" search={{ redirect: here }} variant="default">
                {t('invite.createAccount')}
              </ButtonLink>
            </Stack>
          ) : group.is_member ? (
            <Stack gap="xs">
              <Text>{t('invite.alreadyMember')}</Text>
              <Button onClick={openGroup}>{t('invite.open')}</Button>
            </Stack>
          ) : group.request_pending && !group.joins_at_once ? (
            <Stack gap="xs">
              <Text>{t('invite.waiting')}</Text>
              <Button variant="default" onClick={openGroup}>
                {t('invite.open')}
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
