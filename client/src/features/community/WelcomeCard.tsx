import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconConfetti } from '@tabler/icons-react';
import { Trans } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { trpc } from '../../lib/trpc.ts';
import { notifications } from '../../lib/toasts.ts';
import { errorMessage } from '../../lib/errors.ts';
import { useTexts } from '../../i18n/texts.ts';
import { groupTexts } from '../../i18n/areas/group.ts';

/** The group's welcome, shown to a new member once: until she dismisses it. */
export function WelcomeCard({ groupId, groupName }: { groupId: number; groupName: string }) {
  const queryClient = useQueryClient();
  const { t } = useTexts(groupTexts);
  const options = trpc.community.welcome.queryOptions({ id: groupId });
  const welcome = useQuery(options);
  const dismiss = useMutation(
    trpc.community.dismissWelcome.mutationOptions({
      onSuccess: () =>
        queryClient.setQueryData(options.queryKey, (old) => old && { ...old, unseen: false }),
      onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
    }),
  );
  if (!welcome.data?.unseen || !welcome.data.welcome) return null;
  return (
    <Card
      component="section"
      withBorder
      padding="lg"
      mb="lg"
      aria-labelledby="group-welcome-title"
      style={{ background: 'light-dark(var(--mantine-color-plum-0), var(--mantine-color-dark-6))' }}
    >
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap">
          <IconConfetti size={22} aria-hidden />
          <Title order={2} fz="lg" id="group-welcome-title">
            <Trans
              t={t}
              i18nKey="welcome.title"
              values={{ name: groupName }}
              components={{ name: <bdi /> }}
            />
          </Title>
        </Group>
        <Text style={{ whiteSpace: 'pre-wrap' }} dir="auto">
          {welcome.data.welcome}
        </Text>
        <Text size="xs" c="dimmed">
          {t('welcome.from')}
        </Text>
        <Button
          variant="light"
          style={{ alignSelf: 'flex-start' }}
          loading={dismiss.isPending}
          onClick={() => dismiss.mutate({ id: groupId })}
        >
          {t('welcome.gotIt')}
        </Button>
      </Stack>
    </Card>
  );
}
