import { useState } from 'react';
import { focusOnShow } from '../../../lib/focus.ts';
import { Alert, Button, Group, Stack, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { passkeyNameField } from '@hercircle/shared';
import { notifications } from '../../../lib/toasts.ts';
import { trpc, trpcClient } from '../../../lib/trpc.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { relativeTime, shortDate, useDateZone } from '../../../lib/dates.ts';
import { answerWithPasskey, createPasskey, passkeyProblem } from '../../../lib/passkeys.ts';
import { PasswordPrompt } from './PasswordPrompt.tsx';

/** A name she will recognise later, guessed from the device she adds it on. */
function suggestedName(): string {
  const ua = typeof navigator === 'undefined' ? '' : navigator.userAgent;
  if (/iPhone/.test(ua)) return 'iPhone';
  if (/iPad/.test(ua)) return 'iPad';
  if (/Android/.test(ua)) return 'Android phone';
  if (/Mac OS X/.test(ua)) return 'Mac';
  if (/Windows/.test(ua)) return 'Windows computer';
  return 'This device';
}

/** Passkeys: sign in with her fingerprint, face or screen lock, no password typed. */
export function PasskeysSection({ hasPassword }: { hasPassword: boolean }) {
  const queryClient = useQueryClient();
  const zone = useDateZone();
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
      notifications.show({ color: 'sage', message: `Passkey “${passkey.name}” added.` });
      void refresh();
    },
  });
  const remove = useMutation(
    trpc.auth.passkeyRemove.mutationOptions({
      onSuccess: () => {
        setRemoving(null);
        notifications.show({ color: 'sage', message: 'Passkey removed.' });
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
      notifications.show({ color: 'sage', message: 'Passkey removed.' });
      void refresh();
    },
  });

  const submitName = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = passkeyNameField.safeParse(naming ?? '');
    if (!parsed.success) setNameError(parsed.error.issues[0]?.message ?? 'Give the passkey a name');
    else add.mutate(parsed.data);
  };
  const passkeys = list.data?.passkeys ?? [];

  return (
    <Stack gap="sm">
      <Title order={3} fz="md">
        Passkeys
      </Title>
      <Text size="sm" c="dimmed">
        Sign in with your fingerprint, face or screen lock instead of typing a password. A passkey
        stays on your device and cannot be guessed or phished.
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
                      Added {shortDate(p.created_at, zone)} ·{' '}
                      {p.last_used_at
                        ? `Last used ${relativeTime(p.last_used_at, new Date(), zone).toLowerCase()}`
                        : 'Not used yet'}
                    </Text>
                  </div>
                </Group>
                {removing !== p.id && (
                  <UnstyledButton
                    onClick={() =>
                      hasPassword ? setRemoving(p.id) : removeWithPasskey.mutate(p.id)
                    }
                    aria-label={`Remove passkey ${p.name}`}
                    fz="sm"
                    fw={600}
                    c="red.8"
                    px="xs"
                    py={4}
                  >
                    Remove
                  </UnstyledButton>
                )}
              </Group>
              {removing === p.id && hasPassword && (
                <PasswordPrompt
                  action="Remove passkey"
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
          <Button variant="default" onClick={() => setNaming(suggestedName())}>
            Add a passkey
          </Button>
        </Group>
      ) : (
        <form noValidate onSubmit={submitName}>
          <Group align="flex-end" gap="sm">
            <TextInput
              label="Name this passkey"
              description="So you know which device it is."
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
              Create passkey
            </Button>
            <Button variant="subtle" color="gray" onClick={() => setNaming(null)}>
              Cancel
            </Button>
          </Group>
        </form>
      )}
      {removeWithPasskey.isError && (
        <Alert color="red" variant="light" role="alert">
          {passkeyProblem(
            removeWithPasskey.error,
            errorMessage(removeWithPasskey.error, 'The passkey could not be removed.'),
          )}
        </Alert>
      )}
      {add.isError && (
        <Alert color="red" variant="light" role="alert">
          {passkeyProblem(add.error, errorMessage(add.error, 'The passkey could not be added.'))}
        </Alert>
      )}
    </Stack>
  );
}
