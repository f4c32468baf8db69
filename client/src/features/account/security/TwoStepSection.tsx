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
import { useTexts } from '../../../i18n/texts.ts';
import { settingsTexts } from '../../../i18n/areas/settings.ts';

/** The secret in groups of four, as authenticator apps ask for it when typed. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** The QR code of the otpauth URL, drawn in the browser (the library loads with the set-up). */
function QrCode({ url }: { url: string }) {
  const { t } = useTexts(settingsTexts);
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
    <Image src={src} w={192} h={192} alt={t('twoStep.qrAlt')} />
  ) : (
    <div style={{ width: 192, height: 192 }} />
  );
}

/** Ten codes, shown once: copy them, download them, then done. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTexts(settingsTexts);
  const text = `${t('twoStep.fileTitle')}\n${t('twoStep.fileHelp')}\n\n${codes.join('\n')}\n`;
  const download = () => {
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    link.download = 'hercircle-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(link.href);
  };
  return (
    <Stack gap="sm">
      <Alert color="coral" variant="light" title={t('twoStep.saveTitle')}>
        {t('twoStep.saveBody')}
      </Alert>
      <SimpleGrid
        component="ul"
        cols={{ base: 1, xs: 2 }}
        spacing={6}
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={t('twoStep.codesList')}
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
              .then(() => notifications.show({ color: 'sage', message: t('twoStep.copied') }))
          }
        >
          {t('twoStep.copy')}
        </Button>
        <Button variant="default" onClick={download}>
          {t('twoStep.download')}
        </Button>
        <Button onClick={onDone}>{t('twoStep.done')}</Button>
      </Group>
    </Stack>
  );
}

type Step = 'idle' | 'renew' | 'off';

/** Two-step sign-in with an authenticator app: set up, recovery codes, turn off. */
export function TwoStepSection({ status }: { status: SecurityStatus }) {
  const { t } = useTexts(settingsTexts);
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
        notifications.show({ color: 'sage', message: t('twoStep.turnedOff') });
        void refresh();
      },
    }),
  );

  const setup = begin.data;
  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Title order={3} fz="md">
          {t('twoStep.title')}
        </Title>
        <Badge variant="light" color={status.totp ? 'sage' : 'gray'}>
          {t(status.totp ? 'twoStep.on' : 'twoStep.off')}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">
        {t('twoStep.intro')}
      </Text>

      {codes && <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />}

      {!codes && !status.totp && !setup && (
        <Group>
          <Button variant="default" loading={begin.isPending} onClick={() => begin.mutate()}>
            {t('twoStep.setUp')}
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
              <List.Item>{t('twoStep.step1')}</List.Item>
              <List.Item>{t('twoStep.step2')}</List.Item>
              <List.Item>{t('twoStep.step3')}</List.Item>
            </List>
            <QrCode url={setup.otpauth_url} />
            <Text size="sm">
              {t('twoStep.key')}{' '}
              <Code fz="sm" dir="ltr">
                {grouped(setup.secret)}
              </Code>
            </Text>
            <TextInput
              label={t('twoStep.codeLabel')}
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
                {t('twoStep.turnOn')}
              </Button>
              <Button variant="subtle" color="gray" onClick={() => begin.reset()}>
                {t('common.cancel')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}

      {!codes && status.totp && step === 'idle' && (
        <>
          <Text size="sm">{t('twoStep.codesLeft', { count: status.recovery_codes_left })}</Text>
          <Group gap="sm">
            <Button variant="default" onClick={() => setStep('renew')}>
              {t('twoStep.newCodes')}
            </Button>
            <Button variant="outline" color="red" onClick={() => setStep('off')}>
              {t('twoStep.turnOff')}
            </Button>
          </Group>
        </>
      )}
      {!codes && status.totp && step !== 'idle' && (
        <PasswordPrompt
          action={t(step === 'renew' ? 'twoStep.makeNewCodes' : 'twoStep.confirmOff')}
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
