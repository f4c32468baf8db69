import { useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Group,
  Select,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationFilters } from '@hercircle/shared';
import { notifications } from '../../lib/toasts.ts';
import { trpc } from '../../lib/trpc.ts';
import { errorMessage } from '../../lib/errors.ts';
import { shortDate } from '../../lib/dates.ts';

const DURATIONS = [
  { value: 'forever', label: 'Until I remove it' },
  { value: '1', label: '24 hours' },
  { value: '7', label: '7 days' },
  { value: '30', label: '30 days' },
];

function expiryOf(duration: string): string | null {
  if (duration === 'forever') return null;
  return new Date(Date.now() + Number(duration) * 86_400_000).toISOString();
}

/** Her filters and muted words, saved whole (PUT /users/me/filters) on every change. */
function useFilters() {
  const queryClient = useQueryClient();
  const filters = useQuery(trpc.users.filters.queryOptions());
  const save = useMutation(
    trpc.users.updateFilters.mutationOptions({
      onSuccess: (data) => {
        queryClient.setQueryData(trpc.users.filters.queryKey(), data);
        // Her lists carry `muted` and her notifications their place: read them again.
        void queryClient.invalidateQueries({ queryKey: trpc.community.pathKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.chat.pathKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.notifications.pathKey() });
        notifications.show({ color: 'sage', message: 'Your shield is saved.' });
      },
    }),
  );
  const update = (current: NotificationFilters, patch: Partial<NotificationFilters>) =>
    save.mutate({ ...current, ...patch });
  return { filters, save, update };
}

/**
 * /settings "Your shield": notification filters (new accounts, people she shares no group with)
 * and muted words and phrases, each for a while or until she removes it. Nobody is told.
 */
export function ShieldCard() {
  const { filters, save, update } = useFilters();
  const [word, setWord] = useState('');
  const [duration, setDuration] = useState('forever');

  return (
    <Card id="shield">
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg">
            Your shield
          </Title>
          <Text size="sm" c="dimmed">
            Choose what reaches you. Only you see these settings; nobody is told.
          </Text>
        </div>
        {filters.isPending ? (
          <Skeleton h={96} role="status" aria-label="Loading your shield" />
        ) : filters.isError ? (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(filters.error)}
          </Alert>
        ) : (
          <>
            <Stack gap="sm">
              <Title order={3} fz="md">
                Notification filters
              </Title>
              <Switch
                label="Filter new accounts"
                description="Mentions, replies and message requests from accounts younger than 7 days go under Filtered in your notifications, not the bell."
                checked={filters.data.filters.new_accounts}
                disabled={save.isPending}
                onChange={(e) =>
                  update(filters.data.filters, { new_accounts: e.currentTarget.checked })
                }
              />
              <Switch
                label="Filter people you share no group with"
                description="The same for members who are in none of your groups."
                checked={filters.data.filters.strangers}
                disabled={save.isPending}
                onChange={(e) =>
                  update(filters.data.filters, { strangers: e.currentTarget.checked })
                }
              />
            </Stack>
            <Stack gap="sm">
              <Title order={3} fz="md">
                Muted words and phrases
              </Title>
              <Text size="sm" c="dimmed">
                Posts, replies and messages with one of these show collapsed, for you only. Whole
                words, in any case.
              </Text>
              {filters.data.filters.muted_words.length === 0 ? (
                <Text size="sm" c="dimmed">
                  You haven’t muted any words.
                </Text>
              ) : (
                <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
                  {filters.data.filters.muted_words.map((w) => (
                    <Group component="li" key={w.text} justify="space-between" wrap="nowrap">
                      <div style={{ minWidth: 0 }}>
                        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                          {w.text}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {w.expires_at
                            ? `Until ${shortDate(w.expires_at)}`
                            : 'Until you remove it'}
                        </Text>
                      </div>
                      <Button
                        size="compact-sm"
                        variant="default"
                        disabled={save.isPending}
                        aria-label={`Unmute “${w.text}”`}
                        onClick={() =>
                          update(filters.data.filters, {
                            muted_words: filters.data.filters.muted_words.filter((m) => m !== w),
                          })
                        }
                      >
                        Unmute
                      </Button>
                    </Group>
                  ))}
                </Stack>
              )}
              <form
                onSubmit={(e) => {
                  e.preventDefault();
                  const text = word.trim();
                  if (!text) return;
                  save.mutate(
                    {
                      ...filters.data.filters,
                      muted_words: [
                        ...filters.data.filters.muted_words,
                        { text, expires_at: expiryOf(duration) },
                      ],
                    },
                    { onSuccess: () => setWord('') },
                  );
                }}
              >
                <Group align="flex-end" gap="sm">
                  <TextInput
                    label="Word or phrase"
                    value={word}
                    maxLength={100}
                    onChange={(e) => setWord(e.currentTarget.value)}
                    style={{ flex: '1 1 12rem' }}
                  />
                  <Select
                    label="For"
                    data={DURATIONS}
                    value={duration}
                    onChange={(v) => setDuration(v ?? 'forever')}
                    allowDeselect={false}
                    style={{ flex: '0 1 11rem' }}
                  />
                  <Button type="submit" disabled={!word.trim()} loading={save.isPending}>
                    Mute
                  </Button>
                </Group>
              </form>
            </Stack>
          </>
        )}
        {save.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(save.error)}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
