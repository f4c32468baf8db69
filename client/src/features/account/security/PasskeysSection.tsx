import { useState } from 'react';
import { focusOnShow } from '../../../lib/focus.ts';
import { Alert, Button, Group, Stack, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { passkeyNameField } from '@hercircle/shared';
import { notifications } from '../../../lib/toasts.ts';
import { trpc, trpcClient } from '../../../lib/trpc.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { useDates } from '../../../lib/dates.ts';
import { answerWithPasskey, createPasskey, passkeyProblem } from '../../../lib/passkeys.ts';
import { PasswordPrompt } from './PasswordPrompt.tsx';
import { useTexts } from '../../../i18n/texts.ts';
import { settingsTexts } from '../../../i18n/areas/settings.ts';
import type { TFunction } from 'i18next';

/**
 * A name she will recognise later, guessed from the device she adds it on: a product's own name,
 * or words (`t`) in her language.
 */
function suggestedName(t: TFunction<'settings'>): string {
  const ua = typeof navigator === 'undefined' ? '' : navigator.userAgent;
  if (/iPhone/.test(ua)) return 'iPhone';
  if (/iPad/.test(ua)) return 'iPad';
  if (/Android/.test(ua)) return t('passkeys.androidPhone');
  if (/Mac OS X/.test(ua)) return 'Mac';
  if (/Windows/.test(ua)) return t('passkeys.windows');
  return t('passkeys.thisDevice');
}

/** Passkeys: sign in with her fingerprint, face or screen lock, no password typed. */
export function PasskeysSection({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useTexts(settingsTexts);
  const queryClient = useQueryClient();
  const { shortDate, relativeTime } = useDates();
  const list = useQuery(trpc.auth.passkeys.queryOptions());
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.auth.passkeys.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.auth.security.queryKey() }),
    ]);
  const [naming, setNaming] = useState<string | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);

  const add = useMutation({
    mutationFn: async (name: string) => {
      const client = await trpcClient();
      const { challenge_id, options } = await client.auth.passkeyOptions.mutate();
      const response = await createPasskey(options);
      return client.auth.passkeyAdd.mutate({ challenge_id, name, response: { ...response } });
    },
    onSuccess: ({ passkey }) => {
      setNaming(null);
      notifications.show({
        color: 'sage',
        message: t('passkeys.addedToast', { name: passkey.name }),
      });
      void refresh();
    },
  });
  const remove = useMutation(
    trpc.auth.passkeyRemove.mutationOptions({
      onSuccess: () => {
        setRemoving(null);
        notifications.show({ color: 'sage', message: t('passkeys.removedToast') });
        void refresh();
      },
    }),
  );

  // No password to ask for: one of her passkeys confirms it is her instead.
  const removeWithPasskey = useMutation({
    mutationFn: async (id: number) => {
      const client = await trpcClient();
      const { challenge_id, options } = await client.auth.passkeySignInOptions.mutate();
      const response = await answerWithPasskey(options);
      return client.auth.passkeyRemove.mutate({
        id,
        passkey: { challenge_id, response: { ...response } },
      });
    },
    onSuccess: () => {
      notifications.show({ color: 'sage', message: t('passkeys.removedToast') });
      void refresh();
    },
  });

  const submitName = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = passkeyNameField.safeParse(naming ?? '');
    if (!parsed.success)
      setNameError(parsed.error.issues[0]?.message ?? t('passkeys.nameRequired'));
    else add.mutate(parsed.data);
  };
  const passkeys = list.data?.passkeys ?? [];
  const problemTexts = {
    cancelled: t('passkeys.cancelled'),
    alreadyHere: t('passkeys.alreadyHere'),
  };

  return (
    <Stack gap="sm">
      <Title order={3} fz="md">
        {t('passkeys.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('passkeys.intro')}
      </Text>
      {passkeys.length > 0 && (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {passkeys.map((p) => (
            <li key={p.id}>
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                  <IconKey size={20} aria-hidden style={{ flexShrink: 0 }} />
                  <div style={{ minWidth: 0 }}>
                    <Text fw={600} size="sm" truncate>
                      {p.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t('passkeys.added', { date: shortDate(p.created_at) })} ·{' '}
                      {p.last_used_at
                        ? t('passkeys.lastUsed', {
                            time: relativeTime(p.last_used_at).toLowerCase(),
                          })
                        : t('passkeys.notUsed')}
                    </Text>
                  </div>
                </Group>
                {removing !== p.id && (
                  <UnstyledButton
                    onClick={() =>
                      hasPassword ? setRemoving(p.id) : removeWithPasskey.mutate(p.id)
                    }
                    aria-label={t('passkeys.removeName', { name: p.name })}
                    fz="sm"
                    fw={600}
                    c="var(--hc-danger-text)"
                    px="xs"
                    py={4}
                  >
                    {t('passkeys.remove')}
                  </UnstyledButton>
                )}
              </Group>
              {removing === p.id && hasPassword && (
                <PasswordPrompt
                  action={t('passkeys.removeAction')}
                  danger
                  pending={remove.isPending}
                  error={remove.error && errorMessage(remove.error)}
                  onConfirm={(password) => remove.mutate({ id: p.id, password })}
                  onCancel={() => {
                    setRemoving(null);
                    remove.reset();
                  }}
                />
              )}
            </li>
          ))}
        </Stack>
      )}
      {naming === null ? (
        <Group>
          <Button variant="default" onClick={() => setNaming(suggestedName(t))}>
            {t('passkeys.add')}
          </Button>
        </Group>
      ) : (
        <form noValidate onSubmit={submitName}>
          <Group align="flex-end" gap="sm">
            <TextInput
              label={t('passkeys.nameLabel')}
              description={t('passkeys.nameHelp')}
              value={naming}
              onChange={(e) => {
                setNaming(e.currentTarget.value);
                setNameError(null);
              }}
              error={nameError}
              maxLength={60}
              ref={focusOnShow}
            />
            <Button type="submit" loading={add.isPending}>
              {t('passkeys.create')}
            </Button>
            <Button variant="subtle" color="gray" onClick={() => setNaming(null)}>
              {t('common.cancel')}
            </Button>
          </Group>
        </form>
      )}
      {removeWithPasskey.isError && (
        <Alert color="red" variant="light" role="alert">
          {passkeyProblem(
            removeWithPasskey.error,
            errorMessage(removeWithPasskey.error, t('passkeys.removeFailed')),
            problemTexts,
          )}
        </Alert>
      )}
      {add.isError && (
        <Alert color="red" variant="light" role="alert">
          {passkeyProblem(
            add.error,
            errorMessage(add.error, t('passkeys.addFailed')),
            problemTexts,
          )}
        </Alert>
      )}
    </Stack>
  );
}
