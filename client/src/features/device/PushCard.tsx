import { useState } from 'react';
import { Alert, Button, Card, Group, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../lib/errors.ts';
import { notifications } from '../../lib/toasts.ts';
import { trpc } from '../../lib/trpc.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { pushSupported, subscribeThisBrowser, unsubscribeThisBrowser } from './push-device.ts';
import { useTexts } from '../../i18n/texts.ts';
import { settingsTexts } from '../../i18n/areas/settings.ts';
import { deviceName } from '../account/device-name.ts';

/** /settings: pushes on this browser (per device, tied to this sign-in) and on her others. */
export function PushCard() {
  const { t } = useTexts(settingsTexts);
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
        setProblem(t(outcome.reason === 'denied' ? 'push.denied' : 'push.unavailable'));
        return;
      }
      await subscribe.mutateAsync({ ...outcome.subscription, previews: false });
      notifications.show({ color: 'sage', message: t('push.on') });
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
          {t('push.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('push.intro')}
        </Text>
        {!hydrated || list.isPending ? (
          <Skeleton
            h={36}
            maw={260}
            role="status"
            aria-busy="true"
            aria-label={t('push.loading')}
          />
        ) : list.isError ? (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(list.error)}
          </Alert>
        ) : current ? (
          <Stack gap="sm">
            <Switch
              label={t('push.previews')}
              description={t('push.previewsHelp')}
              checked={current.previews}
              disabled={update.isPending}
              onChange={(e) => update.mutate({ id: current.id, previews: e.currentTarget.checked })}
            />
            <Group>
              <Button variant="default" onClick={() => void turnOff(current.id)}>
                {t('push.turnOff')}
              </Button>
            </Group>
          </Stack>
        ) : pushSupported() ? (
          <Group>
            <Button onClick={() => void turnOn()} loading={working}>
              {t('push.turnOn')}
            </Button>
          </Group>
        ) : (
          <Text size="sm">{t('push.unsupported')}</Text>
        )}
        {problem && (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        )}
        {others.length > 0 && (
          <Stack gap="xs">
            <Text fw={600} size="sm">
              {t('push.others')}
            </Text>
            {others.map((s) => (
              <Group key={s.id} justify="space-between" wrap="nowrap">
                <Text size="sm">
                  {deviceName(t, s)}
                  {s.previews ? ` · ${t('push.showsPreviews')}` : ''}
                </Text>
                <Button
                  size="xs"
                  variant="default"
                  aria-label={t('push.removeName', { device: deviceName(t, s) })}
                  onClick={() => remove.mutate({ id: s.id })}
                >
                  {t('push.remove')}
                </Button>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
