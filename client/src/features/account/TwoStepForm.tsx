import { useState } from 'react';
import { focusOnShow } from '../../lib/focus.ts';
import { Alert, Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { IconAlertCircle } from '@tabler/icons-react';
import type { LoginResult } from '@hercircle/shared';
import { trpc } from '../../lib/trpc.ts';
import { errorMessage, errorStatus, retryAfterSeconds, waitText } from '../../lib/errors.ts';

/** What a refused code says: a lock says how long it has left. */
export function codeRefusal(error: unknown): string {
  const wait = retryAfterSeconds(error);
  if (errorStatus(error) === 429 && wait !== undefined)
    return `Too many wrong codes. You can try again in ${waitText(wait)}.`;
  return errorMessage(error, 'That code did not work. Please try again.');
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
            Two-step sign-in
          </Title>
          <Text c="dimmed" mt={4}>
            {recovery
              ? 'Enter one of the recovery codes you saved when you turned on two-step sign-in. Each works once.'
              : 'Enter the 6-digit code your authenticator app shows for HerCircle.'}
          </Text>
        </div>
        <TextInput
          key={recovery ? 'recovery' : 'app'}
          label={recovery ? 'Recovery code' : 'Code from your app'}
          value={code}
          onChange={(e) => {
            setCode(e.currentTarget.value);
            setMissing(false);
          }}
          error={missing ? 'Enter the code' : undefined}
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
          Verify and sign in
        </Button>
        <Stack gap={6} align="center">
          <Anchor component="button" type="button" size="sm" onClick={switchMethod}>
            {recovery ? 'Use the code from your app' : 'Use a recovery code instead'}
          </Anchor>
          <Anchor component="button" type="button" size="sm" c="dimmed" onClick={onCancel}>
            Back to sign in
          </Anchor>
        </Stack>
      </Stack>
    </form>
  );
}
