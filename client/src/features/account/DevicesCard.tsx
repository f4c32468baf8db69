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
import type { DeviceSession } from '@hercircle/shared';
import { notifications } from '../../lib/toasts.ts';
import { sessionStore } from '../../lib/session.ts';
import { trpc } from '../../lib/trpc.ts';
import { errorMessage } from '../../lib/errors.ts';
import { openConfirm } from '../../lib/modals.ts';
import { relativeTime, shortDate, useDateZone } from '../../lib/dates.ts';

const MOBILE = /iOS|Android|iPadOS/;

/** "Firefox on Windows 10", or what is known of it. */
function deviceName(s: DeviceSession): string {
  if (s.browser && s.os) return `${s.browser} on ${s.os}`;
  return s.browser ?? s.os ?? 'Unknown browser';
}

/**
 * /settings: every browser signed in to her account, this one marked, each of the others with a
 * way to sign it out, and all of them at once. No place or address is kept or shown.
 */
export function DevicesCard() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const zone = useDateZone();
  const list = useQuery(trpc.auth.sessions.queryOptions());
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.auth.sessions.queryKey() });
  const endOne = useMutation(
    trpc.auth.endSession.mutationOptions({
      onSuccess: () => {
        notifications.show({ color: 'sage', message: 'That device is signed out.' });
        void refresh();
      },
    }),
  );
  const endOthers = useMutation(
    trpc.auth.endOtherSessions.mutationOptions({
      onSuccess: () => {
        notifications.show({ color: 'sage', message: 'Your other devices are signed out.' });
        void refresh();
      },
    }),
  );
  const logoutAll = useMutation(
    trpc.auth.logoutEverywhere.mutationOptions({
      onSuccess: () => {
        sessionStore.clear();
        queryClient.clear();
        notifications.show({ color: 'sage', message: 'You are signed out on every device.' });
        void navigate({ to: '/sign-in' });
      },
    }),
  );
  const confirmAll = () =>
    openConfirm({
      title: 'Sign out of all devices?',
      children: (
        <Text size="sm">
          Every browser and app signed in to your account, including this one, will need to sign in
          again.
        </Text>
      ),
      labels: { confirm: 'Sign out everywhere', cancel: 'Cancel' },
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
            Devices
          </Title>
          <Text size="sm" c="dimmed">
            Where your account is signed in. If you do not recognise one, sign it out and change
            your password.
          </Text>
        </div>
        {list.isPending && <Skeleton height={56} radius="md" />}
        {list.isError && (
          <Text c="red.8" size="sm">
            Your devices could not be loaded. Please try again.
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
                          {deviceName(s)}
                        </Text>
                        {s.current && (
                          <Badge size="sm" variant="light" color="sage">
                            This device
                          </Badge>
                        )}
                      </Group>
                      <Text size="xs" c="dimmed">
                        Signed in {shortDate(s.created_at, zone)} · Last active{' '}
                        {relativeTime(s.last_active_at, new Date(), zone).toLowerCase()}
                      </Text>
                    </div>
                  </Group>
                  {!s.current && (
                    <UnstyledButton
                      onClick={() => endOne.mutate({ id: s.id })}
                      disabled={endOne.isPending}
                      aria-label={`Sign out ${deviceName(s)}`}
                      fz="sm"
                      fw={600}
                      c="red.8"
                      px="xs"
                      py={4}
                      style={{ flexShrink: 0 }}
                    >
                      Sign out
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
              Sign out of all other devices
            </Button>
          )}
          <Button variant="outline" color="red" onClick={confirmAll} loading={logoutAll.isPending}>
            Sign out of all devices
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
