import { useState } from 'react';
import {
  Alert,
  Anchor,
  Box,
  Button,
  Checkbox,
  Container,
  Group,
  Paper,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '../../lib/toasts.ts';
import { IconCircleCheck, IconMail } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { Trans } from 'react-i18next';
import { z } from 'zod';
import { email, loginInput, MSG, registerInput, type LoginResult } from '@hercircle/shared';
import { trpc } from '../../lib/trpc.ts';
import { sessionStore } from '../../lib/session.ts';
import { errorMessage, fieldErrors } from '../../lib/errors.ts';
import { safeRedirect, zodValidate } from '../../lib/forms.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { withPasswordConfirmation } from './password-confirm.ts';
import { TwoStepForm } from './TwoStepForm.tsx';
import { PasskeySignIn } from './PasskeySignIn.tsx';
import { EmailCodeForm } from './EmailCodeForm.tsx';
import { FormError } from './FormError.tsx';
import { useSignInSteps } from './use-sign-in-steps.ts';
import { useTexts } from '../../i18n/texts.ts';
import { accountTexts } from '../../i18n/areas/account.ts';

type Mode = 'sign-in' | 'register' | 'forgot' | 'code';

const registerForm = withPasswordConfirmation(registerInput.shape, 'password');

/** /sign-in opens on signing in, /create-account on creating an account; both keep `redirect`. */
export function SignInPage({ initialMode = 'sign-in' }: { initialMode?: Mode }) {
  const [mode, setMode] = useState<Mode>(initialMode);
  const [notice, setNotice] = useState<string | null>(null);
  const [prefill, setPrefill] = useState('');
  const { t } = useTexts(accountTexts);
  usePageTitle(
    mode === 'register'
      ? t('titles.register')
      : mode === 'forgot'
        ? t('titles.forgot')
        : t('titles.signIn'),
  );
  // She created her account here a moment ago: her first sign-in is a welcome, not a "welcome back".
  const [registered, setRegistered] = useState(false);
  const finish = useFinishSignIn(registered);

  const switchTo = (next: Mode, message: string | null = null, emailValue = '') => {
    if (mode === 'register' && next === 'sign-in' && message) setRegistered(true);
    setNotice(message);
    setPrefill(emailValue);
    setMode(next);
  };

  return (
    <Container size="lg" py={{ base: 32, sm: 64 }}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48}>
        <Box
          visibleFrom="md"
          p={40}
          style={{
            borderRadius: 24,
            background:
              'linear-gradient(150deg, var(--mantine-color-plum-7), var(--mantine-color-plum-9))',
            color: 'white',
          }}
        >
          <Stack gap="lg" justify="center" h="100%">
            <Title order={2} c="white" fz={34} lh={1.2}>
              {t('aside.title')}
            </Title>
            <Text c="plum.0" size="lg">
              {t('aside.text')}
            </Text>
            <Text c="plum.1" size="sm">
              {t('aside.members')}
            </Text>
          </Stack>
        </Box>
        <Paper withBorder radius="lg" p={{ base: 'lg', sm: 40 }} shadow="xs">
          {mode === 'sign-in' && (
            <SignInForm notice={notice} prefill={prefill} onMode={switchTo} onSignedIn={finish} />
          )}
          {mode === 'code' && (
            <EmailCodeForm
              prefill={prefill}
              onSignedIn={finish}
              onBack={(emailValue) => switchTo('sign-in', null, emailValue)}
            />
          )}
          {mode === 'register' && <RegisterForm onMode={switchTo} />}
          {mode === 'forgot' && <ForgotForm prefill={prefill} onMode={switchTo} />}
        </Paper>
      </SimpleGrid>
    </Container>
  );
}

interface FormProps {
  onMode: (mode: Mode, message?: string | null, email?: string) => void;
}

/** Where a finished sign-in goes: her session kept, a welcome, and on to `redirect`. */
function useFinishSignIn(firstTime: boolean) {
  const navigate = useNavigate();
  const search = useSearch({ strict: false });
  const { t } = useTexts(accountTexts);
  return ({ token, user }: LoginResult) => {
    sessionStore.signIn({ token, user });
    notifications.show({
      color: 'sage',
      message: t(firstTime ? 'welcome.first' : 'welcome.back', { name: user.first_name }),
    });
    void navigate({ to: safeRedirect(search.redirect, '/community') });
  };
}

function SignInForm({
  notice,
  prefill,
  onMode,
  onSignedIn: finish,
}: FormProps & {
  notice: string | null;
  prefill: string;
  onSignedIn: (result: LoginResult) => void;
}) {
  const { t } = useTexts(accountTexts);
  const form = useForm({
    initialValues: { email: prefill, password: '' },
    validate: zodValidate(
      loginInput.extend({
        password: z.string().min(1, MSG.passwordRequired).min(8, MSG.passwordMin),
      }),
    ),
  });
  const login = useMutation(trpc.auth.login.mutationOptions());
  const steps = useSignInSteps(finish);

  const submit = form.onSubmit((values) => {
    login.mutate(values, { onSuccess: steps.settle });
  });

  if (steps.challenge)
    return (
      <TwoStepForm
        challenge={steps.challenge}
        onSignedIn={steps.signedIn}
        onCancel={() => {
          steps.cancel();
          login.reset();
        }}
      />
    );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <div>
          <Title order={1} fz={28}>
            {t('signIn.heading')}
          </Title>
          <Text c="dimmed" mt={4}>
            {t('signIn.intro')}
          </Text>
        </div>
        {notice && (
          <Alert
            color="sage"
            variant="light"
            icon={<IconCircleCheck size={18} aria-hidden />}
            role="status"
          >
            {notice}
          </Alert>
        )}
        <TextInput
          label={t('common.email')}
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label={t('common.password')}
          autoComplete="current-password"
          required
          {...form.getInputProps('password')}
        />
        <Group justify="flex-end" mt={-8}>
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => onMode('forgot', null, form.values.email)}
          >
            {t('signIn.forgot')}
          </Anchor>
        </Group>
        <FormError message={login.isError ? errorMessage(login.error, MSG.loginFailed) : null} />
        <Button type="submit" size="md" loading={login.isPending} fullWidth>
          {t('common.signIn')}
        </Button>
        <PasskeySignIn onSignedIn={finish} />
        <Button
          variant="default"
          size="md"
          fullWidth
          leftSection={<IconMail size={18} aria-hidden />}
          onClick={() => onMode('code', null, form.values.email)}
        >
          {t('signIn.emailCode')}
        </Button>
        <Text size="sm" ta="center">
          {t('signIn.newHere')}{' '}
          <Anchor
            component="button"
            type="button"
            underline="always"
            onClick={() => onMode('register')}
          >
            {t('signIn.createAccount')}
          </Anchor>
        </Text>
        <LegalNote />
      </Stack>
    </form>
  );
}

function RegisterForm({ onMode }: FormProps) {
  const { t } = useTexts(accountTexts);
  const form = useForm({
    initialValues: {
      first_name: '',
      last_name: '',
      email: '',
      password: '',
      confirm_password: '',
      discreet_email: false,
    },
    validate: zodValidate(registerForm),
  });
  const register = useMutation(trpc.auth.register.mutationOptions());
  const submit = form.onSubmit(({ confirm_password: _confirm, discreet_email, ...values }) => {
    // Asked for only when she ticks it: the default is the server's.
    register.mutate(discreet_email ? { ...values, discreet_email } : values, {
      onSuccess: ({ user }) => onMode('sign-in', t('register.ready'), user.email),
      // The server's refusals of a field (a taken email, a too common password) show on that field.
      onError: (error) => form.setErrors(fieldErrors(error)),
    });
  });
  const refusedOnField = Object.keys(fieldErrors(register.error)).length > 0;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <div>
          <Title order={1} fz={28}>
            {t('register.heading')}
          </Title>
          <Text c="dimmed" mt={4}>
            {t('register.intro')}
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label={t('register.firstName')}
            autoComplete="given-name"
            required
            {...form.getInputProps('first_name')}
          />
          <TextInput
            label={t('register.lastName')}
            autoComplete="family-name"
            required
            {...form.getInputProps('last_name')}
          />
        </SimpleGrid>
        <TextInput
          label={t('common.email')}
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label={t('common.password')}
          description={t('common.passwordHelp')}
          autoComplete="new-password"
          required
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label={t('register.confirm')}
          autoComplete="new-password"
          required
          {...form.getInputProps('confirm_password')}
        />
        <Checkbox
          label={t('register.discreet')}
          description={t('register.discreetHelp')}
          {...form.getInputProps('discreet_email', { type: 'checkbox' })}
        />
        <FormError
          message={
            register.isError && !refusedOnField
              ? errorMessage(register.error, MSG.registrationFailed)
              : null
          }
        />
        <Button type="submit" size="md" loading={register.isPending} fullWidth>
          {t('register.submit')}
        </Button>
        <Text size="sm" ta="center">
          {t('register.already')}{' '}
          <Anchor
            component="button"
            type="button"
            underline="always"
            onClick={() => onMode('sign-in')}
          >
            {t('register.signIn')}
          </Anchor>
        </Text>
        <LegalNote />
      </Stack>
    </form>
  );
}

function ForgotForm({ prefill, onMode }: FormProps & { prefill: string }) {
  const { t } = useTexts(accountTexts);
  const form = useForm({
    initialValues: { email: prefill },
    validate: zodValidate(z.object({ email })),
  });
  const forgot = useMutation(trpc.auth.forgotPassword.mutationOptions());
  const submit = form.onSubmit((values) => forgot.mutate(values));

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <div>
          <Title order={1} fz={28}>
            {t('forgot.heading')}
          </Title>
          <Text c="dimmed" mt={4}>
            {t('forgot.intro')}
          </Text>
        </div>
        {forgot.isSuccess ? (
          <Alert
            color="sage"
            variant="light"
            icon={<IconCircleCheck size={18} aria-hidden />}
            role="status"
          >
            {t('forgot.sent', { email: form.values.email })}
          </Alert>
        ) : (
          <>
            <TextInput
              label={t('common.email')}
              type="email"
              autoComplete="email"
              required
              {...form.getInputProps('email')}
            />
            <FormError message={forgot.isError ? errorMessage(forgot.error) : null} />
            <Button type="submit" size="md" loading={forgot.isPending} fullWidth>
              {t('forgot.submit')}
            </Button>
          </>
        )}
        <Text size="sm" ta="center">
          <Anchor
            component="button"
            type="button"
            onClick={() => onMode('sign-in', null, form.values.email)}
          >
            {t('common.backToSignIn')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}

function LegalNote() {
  const { t } = useTexts(accountTexts);
  return (
    <Text size="xs" c="dimmed" ta="center">
      <Trans
        t={t}
        i18nKey="common.legal"
        components={{
          privacy: <Anchor component={Link} to="/privacy-policy" size="xs" underline="always" />,
        }}
      />
    </Text>
  );
}
