import { useState } from 'react';
import { Alert, Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { IconCircleCheck } from '@tabler/icons-react';
import { emailCodeInput, emailCodeSignInInput, type LoginResult } from '@hercircle/shared';
import { trpc } from '../../lib/trpc.ts';
import { errorMessage } from '../../lib/errors.ts';
import { zodValidate } from '../../lib/forms.ts';
import { focusOnShow } from '../../lib/focus.ts';
import { TwoStepForm, useCodeRefusal } from './TwoStepForm.tsx';
import { FormError } from './FormError.tsx';
import { useSignInSteps } from './use-sign-in-steps.ts';
import { useTexts } from '../../i18n/texts.ts';
import { accountTexts } from '../../i18n/areas/account.ts';

const codeOnly = emailCodeSignInInput.pick({ code: true });

/**
 * Sign-in with a code emailed to her, for a member who would rather not keep a password: her
 * address, then the six digits from the email. With two-step sign-in on, her app's code follows.
 * `onBack` returns to the password form with the address she typed.
 */
export function EmailCodeForm({
  prefill,
  onSignedIn,
  onBack,
}: {
  prefill: string;
  onSignedIn: (result: LoginResult) => void;
  onBack: (email: string) => void;
}) {
  const { t } = useTexts(accountTexts);
  const codeRefusal = useCodeRefusal();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const steps = useSignInSteps(onSignedIn);
  const [resent, setResent] = useState(false);
  const ask = useMutation(trpc.auth.emailCode.mutationOptions());
  const verify = useMutation(trpc.auth.emailCodeSignIn.mutationOptions());
  const addressForm = useForm({
    initialValues: { email: prefill },
    validate: zodValidate(emailCodeInput),
  });
  const codeForm = useForm({ initialValues: { code: '' }, validate: zodValidate(codeOnly) });

  const send = (email: string) =>
    ask.mutate(
      { email },
      {
        onSuccess: () => {
          setResent(sentTo === email);
          setSentTo(email);
          codeForm.reset();
          verify.reset();
        },
      },
    );
  const submitAddress = addressForm.onSubmit(({ email }) => send(email.trim()));
  const submitCode = codeForm.onSubmit(({ code }) => {
    if (!sentTo) return;
    verify.mutate({ email: sentTo, code }, { onSuccess: steps.settle });
  });

  if (steps.challenge)
    return (
      <TwoStepForm
        challenge={steps.challenge}
        onSignedIn={steps.signedIn}
        onCancel={() => onBack(sentTo ?? addressForm.values.email)}
      />
    );

  const heading = (
    <div>
      <Title order={1} fz={28}>
        {t('code.heading')}
      </Title>
      <Text c="dimmed" mt={4}>
        {sentTo ? t('code.introEnter') : t('code.introAsk')}
      </Text>
    </div>
  );
  const back = (
    <Anchor
      component="button"
      type="button"
      size="sm"
      c="dimmed"
      onClick={() => onBack(sentTo ?? addressForm.values.email)}
    >
      {t('code.usePassword')}
    </Anchor>
  );

  if (!sentTo)
    return (
      <form onSubmit={submitAddress} noValidate>
        <Stack gap="md">
          {heading}
          <TextInput
            label={t('common.email')}
            type="email"
            autoComplete="email"
            required
            ref={focusOnShow}
            {...addressForm.getInputProps('email')}
          />
          {ask.isError && <FormError message={errorMessage(ask.error)} />}
          <Button type="submit" size="md" loading={ask.isPending} fullWidth>
            {t('code.send')}
          </Button>
          <Stack gap={6} align="center">
            {back}
          </Stack>
        </Stack>
      </form>
    );

  return (
    <form onSubmit={submitCode} noValidate>
      <Stack gap="md">
        {heading}
        <Alert
          color="sage"
          variant="light"
          icon={<IconCircleCheck size={18} aria-hidden />}
          role="status"
        >
          {t(resent ? 'code.resent' : 'code.sent', { email: sentTo })}
        </Alert>
        <TextInput
          label={t('code.label')}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={6}
          required
          ref={focusOnShow}
          {...codeForm.getInputProps('code')}
        />
        {verify.isError && <FormError message={codeRefusal(verify.error)} />}
        {ask.isError && <FormError message={errorMessage(ask.error)} />}
        <Button type="submit" size="md" loading={verify.isPending} fullWidth>
          {t('common.signIn')}
        </Button>
        <Stack gap={6} align="center">
          <Anchor
            component="button"
            type="button"
            size="sm"
            disabled={ask.isPending}
            onClick={() => send(sentTo)}
          >
            {t('code.sendNew')}
          </Anchor>
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => {
              setSentTo(null);
              ask.reset();
            }}
          >
            {t('code.otherEmail')}
          </Anchor>
          {back}
        </Stack>
      </Stack>
    </form>
  );
}
