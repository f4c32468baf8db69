import { useEffect, useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Code,
  Group,
  Image,
  List,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SecurityStatus } from '@hercircle/shared';
import { notifications } from '../../../lib/toasts.ts';
import { trpc } from '../../../lib/trpc.ts';
import { errorMessage, fieldErrors } from '../../../lib/errors.ts';
import { PasswordPrompt } from './PasswordPrompt.tsx';

/** The secret in groups of four, as authenticator apps ask for it when typed. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** The QR code of the otpauth URL, drawn in the browser (the library loads with the set-up). */
function QrCode({ url }: { url: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode')
      .then((qr) => qr.toDataURL(url, { margin: 1, width: 192 }))
      .then((data) => live && setSrc(data));
    return () => {
      live = false;
    };
  }, [url]);
  return src ? (
    <Image src={src} w={192} h={192} alt="QR code to scan with your authenticator app" />
  ) : (
    <div style={{ width: 192, height: 192 }} />
  );
}

/** Ten codes, shown once: copy them, download them, then done. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const text = `HerCircle recovery codes\nEach works once, in place of a code from your app.\n\n${codes.join('\n')}\n`;
  const download = () => {
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    link.download = 'hercircle-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(link.href);
  };
  return (
    <Stack gap="sm">
      <Alert color="coral" variant="light" title="Save your recovery codes now">
        If you lose your phone, each of these signs you in once instead of a code from the app. They
        are shown only this once.
      </Alert>
      <SimpleGrid
        component="ul"
        cols={{ base: 1, xs: 2 }}
        spacing={6}
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label="Recovery codes"
      >
        {codes.map((c) => (
          <li key={c}>
            <Code fz="sm">{c}</Code>
          </li>
        ))}
      </SimpleGrid>
      <Group gap="sm">
        <Button
          variant="default"
          onClick={() =>
            void navigator.clipboard
              .writeText(text)
              .then(() => notifications.show({ color: 'sage', message: 'Recovery codes copied.' }))
          }
        >
          Copy codes
        </Button>
        <Button variant="default" onClick={download}>
          Download codes
        </Button>
        <Button onClick={onDone}>I have saved them</Button>
      </Group>
    </Stack>
  );
}

type Step = 'idle' | 'renew' | 'off';

/** Two-step sign-in with an authenticator app: set up, recovery codes, turn off. */
export function TwoStepSection({ status }: { status: SecurityStatus }) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.auth.security.queryKey() });
  const [code, setCode] = useState('');
  const [codes, setCodes] = useState<string[] | null>(null);
  const [step, setStep] = useState<Step>('idle');
  const begin = useMutation(trpc.auth.totpBegin.mutationOptions());
  const confirm = useMutation(
    trpc.auth.totpConfirm.mutationOptions({
      onSuccess: ({ recovery_codes }) => {
        setCodes(recovery_codes);
        begin.reset();
        setCode('');
        void refresh();
      },
    }),
  );
  const renew = useMutation(
    trpc.auth.recoveryCodes.mutationOptions({
      onSuccess: ({ recovery_codes }) => {
        setCodes(recovery_codes);
        setStep('idle');
        void refresh();
      },
    }),
  );
  const disable = useMutation(
    trpc.auth.totpDisable.mutationOptions({
      onSuccess: () => {
        setStep('idle');
        notifications.show({ color: 'sage', message: 'Two-step sign-in is off.' });
        void refresh();
      },
    }),
  );

  const setup = begin.data;
  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Title order={3} fz="md">
          Two-step sign-in
        </Title>
        <Badge variant="light" color={status.totp ? 'sage' : 'gray'}>
          {status.totp ? 'On' : 'Off'}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">
        After your password, we ask for a code from an authenticator app on your phone, so a
        password alone cannot open your account.
      </Text>

      {codes && <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />}

      {!codes && !status.totp && !setup && (
        <Group>
          <Button variant="default" loading={begin.isPending} onClick={() => begin.mutate()}>
            Set up two-step sign-in
          </Button>
        </Group>
      )}

      {!codes && setup && (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            confirm.mutate({ code });
          }}
        >
          <Stack gap="sm">
            <List type="ordered" size="sm" spacing={4}>
              <List.Item>
                Open an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password,
                Aegis or another) and add an account.
              </List.Item>
              <List.Item>Scan this code, or type the key below into the app.</List.Item>
              <List.Item>Enter the 6-digit code the app shows.</List.Item>
            </List>
            <QrCode url={setup.otpauth_url} />
            <Text size="sm">
              Key: <Code fz="sm">{grouped(setup.secret)}</Code>
            </Text>
            <TextInput
              label="6-digit code from the app"
              value={code}
              onChange={(e) => setCode(e.currentTarget.value)}
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={6}
              maw={220}
              error={
                fieldErrors(confirm.error).code ??
                (confirm.isError ? errorMessage(confirm.error) : undefined)
              }
            />
            <Group gap="sm">
              <Button type="submit" loading={confirm.isPending}>
                Turn on
              </Button>
              <Button variant="subtle" color="gray" onClick={() => begin.reset()}>
                Cancel
              </Button>
            </Group>
          </Stack>
        </form>
      )}

      {!codes && status.totp && step === 'idle' && (
        <>
          <Text size="sm">{status.recovery_codes_left} of 10 recovery codes left.</Text>
          <Group gap="sm">
            <Button variant="default" onClick={() => setStep('renew')}>
              New recovery codes
            </Button>
            <Button variant="outline" color="red" onClick={() => setStep('off')}>
              Turn off two-step sign-in
            </Button>
          </Group>
        </>
      )}
      {!codes && status.totp && step !== 'idle' && (
        <PasswordPrompt
          action={step === 'renew' ? 'Make new codes' : 'Turn off'}
          danger={step === 'off'}
          pending={renew.isPending || disable.isPending}
          error={
            step === 'renew'
              ? renew.error && errorMessage(renew.error)
              : disable.error && errorMessage(disable.error)
          }
          onConfirm={(password) =>
            step === 'renew' ? renew.mutate({ password }) : disable.mutate({ password })
          }
          onCancel={() => {
            setStep('idle');
            renew.reset();
            disable.reset();
          }}
        />
      )}
      {begin.isError && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(begin.error)}
        </Alert>
      )}
    </Stack>
  );
}
