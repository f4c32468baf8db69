import { useState } from 'react';
import { Alert, Button, Card, Group, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PushSubscription } from '@hercircle/shared';
import { errorMessage } from '../../lib/errors.ts';
import { notifications } from '../../lib/toasts.ts';
import { trpc } from '../../lib/trpc.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { pushSupported, subscribeThisBrowser, unsubscribeThisBrowser } from './push-device.ts';

export const PUSH_TEXTS = {
  title: 'Notifications on this device',
  intro:
    'Replies, mentions, message requests, event reminders and moderation decisions, even when HerCircle is closed.',
  turnOn: 'Turn on notifications',
  turnOff: 'Turn off on this device',
  previews: 'Show who and what',
  previewsHelp:
    'Off: a notification says only “You have a new notification”, so nothing shows on a locked screen.',
  denied:
    'Notifications are blocked for HerCircle in this browser. Allow them in the browser’s site settings, then try again.',
  unavailable: 'This browser could not start notifications. Reload the page and try again.',
  unsupported:
    'This browser cannot receive notifications from HerCircle. On iPhone and iPad, add HerCircle to your Home Screen first (Share, then Add to Home Screen), and turn them on there.',
  others: 'Your other devices with notifications on',
  remove: 'Turn off',
} as const;

function deviceName(s: PushSubscription): string {
  if (s.browser && s.os) return `${s.browser} on ${s.os}`;
  return s.browser ?? s.os ?? 'Unknown browser';
}

/** /settings: pushes on this browser (per device, tied to this sign-in) and on her others. */
export function PushCard() {
  const hydrated = useHydrated();
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  const list = useQuery(trpc.notifications.push.subscriptions.queryOptions());
  const refresh = () =>
    queryClient.invalidateQueries({
      queryKey: trpc.notifications.push.subscriptions.queryKey(),
    });
  const subscribe = useMutation(trpc.notifications.push.subscribe.mutationOptions());
  const update = useMutation(
    trpc.notifications.push.update.mutationOptions({ onSuccess: () => void refresh() }),
  );
  const remove = useMutation(
    trpc.notifications.push.unsubscribe.mutationOptions({ onSuccess: () => void refresh() }),
  );
  const current = list.data?.subscriptions.find((s) => s.current);
  const others = list.data?.subscriptions.filter((s) => !s.current) ?? [];

  const turnOn = async () => {
    setProblem(null);
    setWorking(true);
    try {
      const { public_key } = await queryClient.fetchQuery(
        trpc.notifications.push.key.queryOptions(),
      );
      const outcome = await subscribeThisBrowser(public_key);
      if (!outcome.ok) {
        setProblem(outcome.reason === 'denied' ? PUSH_TEXTS.denied : PUSH_TEXTS.unavailable);
        return;
      }
      await subscribe.mutateAsync({ ...outcome.subscription, previews: false });
      notifications.show({ color: 'sage', message: 'Notifications are on for this device.' });
      await refresh();
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setWorking(false);
    }
  };

  const turnOff = async (id: number) => {
    setProblem(null);
    await unsubscribeThisBrowser().catch(() => undefined);
    remove.mutate({ id });
  };

  return (
    <Card>
      <Stack gap="md">
        <Title order={2} fz="lg">
          {PUSH_TEXTS.title}
        </Title>
        <Text size="sm" c="dimmed">
          {PUSH_TEXTS.intro}
        </Text>
        {!hydrated || list.isPending ? (
          <Skeleton
            h={36}
            maw={260}
            role="status"
            aria-busy="true"
            aria-label="Loading your notification devices"
          />
        ) : list.isError ? (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(list.error)}
          </Alert>
        ) : current ? (
          <Stack gap="sm">
            <Switch
              label={PUSH_TEXTS.previews}
              description={PUSH_TEXTS.previewsHelp}
              checked={current.previews}
              disabled={update.isPending}
              onChange={(e) => update.mutate({ id: current.id, previews: e.currentTarget.checked })}
            />
            <Group>
              <Button variant="default" onClick={() => void turnOff(current.id)}>
                {PUSH_TEXTS.turnOff}
              </Button>
            </Group>
          </Stack>
        ) : pushSupported() ? (
          <Group>
            <Button onClick={() => void turnOn()} loading={working}>
              {PUSH_TEXTS.turnOn}
            </Button>
          </Group>
        ) : (
          <Text size="sm">{PUSH_TEXTS.unsupported}</Text>
        )}
        {problem && (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        )}
        {others.length > 0 && (
          <Stack gap="xs">
            <Text fw={600} size="sm">
              {PUSH_TEXTS.others}
            </Text>
            {others.map((s) => (
              <Group key={s.id} justify="space-between" wrap="nowrap">
                <Text size="sm">
                  {deviceName(s)}
                  {s.previews ? ' · shows who and what' : ''}
                </Text>
                <Button
                  size="xs"
                  variant="default"
                  aria-label={`${PUSH_TEXTS.remove}: ${deviceName(s)}`}
                  onClick={() => remove.mutate({ id: s.id })}
                >
                  {PUSH_TEXTS.remove}
                </Button>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
