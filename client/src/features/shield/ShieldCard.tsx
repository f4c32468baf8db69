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
import { useDates } from '../../lib/dates.ts';
import { useTexts } from '../../i18n/texts.ts';
import { settingsTexts } from '../../i18n/areas/settings.ts';

/** How long a muted word lasts: its value, and its words in the catalogue. */
const DURATIONS = [
  { value: 'forever', key: 'shield.forever' },
  { value: '1', key: 'shield.hours24' },
  { value: '7', key: 'shield.days7' },
  { value: '30', key: 'shield.days30' },
] as const;

function expiryOf(duration: string): string | null {
  if (duration === 'forever') return null;
  return new Date(Date.now() + Number(duration) * 86_400_000).toISOString();
}

/** Her filters and muted words, saved whole (PUT /users/me/filters) on every change. */
function useFilters(saved: string) {
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
        notifications.show({ color: 'sage', message: saved });
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
  const { t } = useTexts(settingsTexts);
  const { shortDate } = useDates();
  const { filters, save, update } = useFilters(t('shield.saved'));
  const [word, setWord] = useState('');
  const [duration, setDuration] = useState('forever');

  return (
    <Card id="shield">
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg">
            {t('shield.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('shield.intro')}
          </Text>
        </div>
        {filters.isPending ? (
          <Skeleton h={96} role="status" aria-label={t('shield.loading')} />
        ) : filters.isError ? (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(filters.error)}
          </Alert>
        ) : (
          <>
            <Stack gap="sm">
              <Title order={3} fz="md">
                {t('shield.filters')}
              </Title>
              <Switch
                label={t('shield.newAccounts')}
                description={t('shield.newAccountsHelp')}
                checked={filters.data.filters.new_accounts}
                disabled={save.isPending}
                onChange={(e) =>
                  update(filters.data.filters, { new_accounts: e.currentTarget.checked })
                }
              />
              <Switch
                label={t('shield.strangers')}
                description={t('shield.strangersHelp')}
                checked={filters.data.filters.strangers}
                disabled={save.isPending}
                onChange={(e) =>
                  update(filters.data.filters, { strangers: e.currentTarget.checked })
                }
              />
            </Stack>
            <Stack gap="sm">
              <Title order={3} fz="md">
                {t('shield.words')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('shield.wordsHelp')}
              </Text>
              {filters.data.filters.muted_words.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('shield.noWords')}
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
                            ? t('shield.until', { date: shortDate(w.expires_at) })
                            : t('shield.untilRemoved')}
                        </Text>
                      </div>
                      <Button
                        size="compact-sm"
                        variant="default"
                        disabled={save.isPending}
                        aria-label={t('shield.unmuteWord', { word: w.text })}
                        onClick={() =>
                          update(filters.data.filters, {
                            muted_words: filters.data.filters.muted_words.filter((m) => m !== w),
                          })
                        }
                      >
                        {t('shield.unmute')}
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
                    label={t('shield.word')}
                    value={word}
                    maxLength={100}
                    onChange={(e) => setWord(e.currentTarget.value)}
                    style={{ flex: '1 1 12rem' }}
                  />
                  <Select
                    label={t('shield.for')}
                    data={DURATIONS.map(({ value, key }) => ({ value, label: t(key) }))}
                    value={duration}
                    onChange={(v) => setDuration(v ?? 'forever')}
                    allowDeselect={false}
                    style={{ flex: '0 1 11rem' }}
                  />
                  <Button type="submit" disabled={!word.trim()} loading={save.isPending}>
                    {t('shield.mute')}
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
