import { useState } from 'react';
import { focusOnShow } from '../../lib/focus.ts';
import { Alert, Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { IconAlertCircle } from '@tabler/icons-react';
import type { LoginResult } from '@hercircle/shared';
import { trpc } from '../../lib/trpc.ts';
import { errorMessage, errorStatus, retryAfterSeconds } from '../../lib/errors.ts';
import { useTexts } from '../../i18n/texts.ts';
import { accountTexts } from '../../i18n/areas/account.ts';

/**
 * What a refused code says, in her language: a lock says how long it has left ("14 minutes",
 * "30 seconds").
 */
export function useCodeRefusal(): (error: unknown) => string {
  const { t } = useTexts(accountTexts);
  return (error) => {
    const wait = retryAfterSeconds(error);
    if (errorStatus(error) === 429 && wait !== undefined)
      return t('twoStep.tooMany', {
        wait:
          wait < 60
            ? t('twoStep.seconds', { count: wait })
            : t('twoStep.minutes', { count: Math.ceil(wait / 60) }),
      });
    return errorMessage(error, t('twoStep.failed'));
  };
}

/**
 * The second step of a password sign-in: the six digits her authenticator app shows, or one of
 * her recovery codes. `onSignedIn` gets the session; `onCancel` goes back to the password.
 */
export function TwoStepForm({
  challenge,
  onSignedIn,
  onCancel,
}: {
  challenge: string;
  onSignedIn: (result: LoginResult) => void;
  onCancel: () => void;
}) {
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const step = useMutation(trpc.auth.twoFactor.mutationOptions());
  const { t } = useTexts(accountTexts);
  const codeRefusal = useCodeRefusal();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setMissing(true);
      return;
    }
    step.mutate({ challenge, code }, { onSuccess: onSignedIn });
  };
  const switchMethod = () => {
    setRecovery((r) => !r);
    setCode('');
    setMissing(false);
    step.reset();
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <div>
          <Title order={1} fz={28}>
            {t('twoStep.heading')}
          </Title>
          <Text c="dimmed" mt={4}>
            {recovery ? t('twoStep.introRecovery') : t('twoStep.introApp')}
          </Text>
        </div>
        <TextInput
          key={recovery ? 'recovery' : 'app'}
          label={recovery ? t('twoStep.recoveryLabel') : t('twoStep.appLabel')}
          value={code}
          onChange={(e) => {
            setCode(e.currentTarget.value);
            setMissing(false);
          }}
          error={missing ? t('twoStep.missing') : undefined}
          autoComplete="one-time-code"
          inputMode={recovery ? 'text' : 'numeric'}
          maxLength={recovery ? 20 : 6}
          ref={focusOnShow}
          required
        />
        {step.isError && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={18} aria-hidden />}
            role="alert"
          >
            {codeRefusal(step.error)}
          </Alert>
        )}
        <Button type="submit" size="md" loading={step.isPending} fullWidth>
          {t('twoStep.submit')}
        </Button>
        <Stack gap={6} align="center">
          <Anchor component="button" type="button" size="sm" onClick={switchMethod}>
            {recovery ? t('twoStep.useApp') : t('twoStep.useRecovery')}
          </Anchor>
          <Anchor component="button" type="button" size="sm" c="dimmed" onClick={onCancel}>
            {t('common.backToSignIn')}
          </Anchor>
        </Stack>
      </Stack>
    </form>
  );
}
