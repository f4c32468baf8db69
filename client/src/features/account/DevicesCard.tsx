import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconDeviceDesktop, IconDeviceMobile } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { notifications } from '../../lib/toasts.ts';
import { sessionStore } from '../../lib/session.ts';
import { trpc } from '../../lib/trpc.ts';
import { errorMessage } from '../../lib/errors.ts';
import { openConfirm } from '../../lib/modals.ts';
import { useDates } from '../../lib/dates.ts';
import { useTexts } from '../../i18n/texts.ts';
import { settingsTexts } from '../../i18n/areas/settings.ts';
import { deviceName } from './device-name.ts';

const MOBILE = /iOS|Android|iPadOS/;

/**
 * /settings: every browser signed in to her account, this one marked, each of the others with a
 * way to sign it out, and all of them at once. No place or address is kept or shown.
 */
export function DevicesCard() {
  const { t } = useTexts(settingsTexts);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { shortDate, relativeTime } = useDates();
  const list = useQuery(trpc.auth.sessions.queryOptions());
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.auth.sessions.queryKey() });
  const endOne = useMutation(
    trpc.auth.endSession.mutationOptions({
      onSuccess: () => {
        notifications.show({ color: 'sage', message: t('devices.oneSignedOut') });
        void refresh();
      },
    }),
  );
  const endOthers = useMutation(
    trpc.auth.endOtherSessions.mutationOptions({
      onSuccess: () => {
        notifications.show({ color: 'sage', message: t('devices.othersSignedOut') });
        void refresh();
      },
    }),
  );
  const logoutAll = useMutation(
    trpc.auth.logoutEverywhere.mutationOptions({
      onSuccess: () => {
        sessionStore.clear();
        queryClient.clear();
        notifications.show({ color: 'sage', message: t('devices.allSignedOut') });
        void navigate({ to: '/sign-in' });
      },
    }),
  );
  const confirmAll = () =>
    openConfirm({
      title: t('devices.confirmTitle'),
      children: <Text size="sm">{t('devices.confirmBody')}</Text>,
      labels: { confirm: t('devices.confirm'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => logoutAll.mutate(),
    });

  const sessions = list.data?.sessions ?? [];
  const others = sessions.filter((s) => !s.current).length;
  const failed = endOne.error ?? endOthers.error ?? logoutAll.error;

  return (
    <Card id="devices">
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg">
            {t('devices.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('devices.intro')}
          </Text>
        </div>
        {list.isPending && <Skeleton height={56} radius="md" />}
        {list.isError && (
          <Text c="var(--hc-danger-text)" size="sm">
            {t('devices.loadFailed')}
          </Text>
        )}
        {sessions.length > 0 && (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {sessions.map((s) => {
              const Icon = s.os && MOBILE.test(s.os) ? IconDeviceMobile : IconDeviceDesktop;
              return (
                <Group
                  component="li"
                  key={s.id}
                  justify="space-between"
                  wrap="nowrap"
                  gap="sm"
                  p="sm"
                  style={{
                    border: '1px solid var(--mantine-color-default-border)',
                    borderRadius: 'var(--mantine-radius-md)',
                  }}
                >
                  <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                    <Icon size={22} aria-hidden style={{ flexShrink: 0 }} />
                    <div style={{ minWidth: 0 }}>
                      <Group gap={6} wrap="wrap">
                        <Text fw={600} size="sm">
                          {deviceName(t, s)}
                        </Text>
                        {s.current && (
                          <Badge size="sm" variant="light" color="sage">
                            {t('devices.thisDevice')}
                          </Badge>
                        )}
                      </Group>
                      <Text size="xs" c="dimmed">
                        {t('devices.activity', {
                          date: shortDate(s.created_at),
                          time: relativeTime(s.last_active_at).toLowerCase(),
                        })}
                      </Text>
                    </div>
                  </Group>
                  {!s.current && (
                    <UnstyledButton
                      onClick={() => endOne.mutate({ id: s.id })}
                      disabled={endOne.isPending}
                      aria-label={t('devices.signOutName', { device: deviceName(t, s) })}
                      fz="sm"
                      fw={600}
                      c="var(--hc-danger-text)"
                      px="xs"
                      py={4}
                      style={{ flexShrink: 0 }}
                    >
                      {t('devices.signOut')}
                    </UnstyledButton>
                  )}
                </Group>
              );
            })}
          </Stack>
        )}
        <Group gap="sm" wrap="wrap">
          {others > 0 && (
            <Button
              variant="default"
              onClick={() => endOthers.mutate()}
              loading={endOthers.isPending}
            >
              {t('devices.signOutOthers')}
            </Button>
          )}
          <Button variant="outline" color="red" onClick={confirmAll} loading={logoutAll.isPending}>
            {t('devices.signOutAll')}
          </Button>
        </Group>
        {failed && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(failed)}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
