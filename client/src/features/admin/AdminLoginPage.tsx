import {
  Alert,
  Box,
  Button,
  Center,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconInfoCircle, IconShieldLock } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { z } from 'zod';
import { MSG, type LoginResult } from '@hercircle/shared';
import { trpc } from '../../lib/trpc.ts';
import { sessionStore } from '../../lib/session.ts';
import { errorMessage } from '../../lib/errors.ts';
import { safeRedirect, zodValidate } from '../../lib/forms.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { BrandMark } from '../../components/Brand.tsx';
import { TwoStepForm } from '../account/TwoStepForm.tsx';
import { useSignInSteps } from '../account/use-sign-in-steps.ts';
import { FormError } from '../account/FormError.tsx';

const route = getRouteApi('/admin/login');
const schema = z.object({
  email: z.string().trim().min(1, MSG.emailRequired),
  password: z.string().min(1, MSG.passwordRequired),
});

export function AdminLoginPage() {
  usePageTitle('Admin sign in');
  const navigate = useNavigate();
  const search = route.useSearch();
  const [error, setError] = useState<string | null>(null);
  // The route sends a signed-in admin on; a member signed in here learns why the portal refused her.
  const [member] = useState(() => sessionStore.get()?.user);
  const form = useForm({
    initialValues: { email: '', password: '' },
    validate: zodValidate(schema),
  });
  const login = useMutation(trpc.auth.login.mutationOptions());

  const finish = ({ token, user }: LoginResult) => {
    if (user.role !== 'admin') {
      // Not an admin: end the session we just opened and keep nothing.
      void fetch('/api/v1/auth/logout', {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
      }).catch(() => undefined);
      setError(MSG.accessDenied);
      return;
    }
    sessionStore.signIn({ token, user });
    void navigate({ to: safeRedirect(search.redirect, '/admin/dashboard') });
  };
  // With two-step sign-in on, the password answers a challenge for the second step.
  const steps = useSignInSteps(finish);
  const submit = form.onSubmit((values) => {
    setError(null);
    login.mutate(values, {
      onSuccess: steps.settle,
      onError: (e) => setError(errorMessage(e, MSG.adminOtherError)),
    });
  });

  return (
    <Box component="main" mih="100vh" className="hc-band">
      <Center mih="100vh" p="md">
        <Paper withBorder radius="lg" p={{ base: 'lg', sm: 40 }} w="100%" maw={420} shadow="sm">
          {steps.challenge ? (
            <TwoStepForm challenge={steps.challenge} onSignedIn={finish} onCancel={steps.cancel} />
          ) : (
            <form onSubmit={submit} noValidate>
              <Stack gap="md">
                <Stack gap={6} align="center">
                  <BrandMark size={44} />
                  <Title order={1} fz={26} ta="center">
                    Admin Portal
                  </Title>
                  <Text c="dimmed" size="sm" ta="center">
                    Sign in to manage members, communities and stories.
                  </Text>
                </Stack>
                {member && (
                  <Alert variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
                    You are signed in as {member.email}, which is not an admin account. Sign in with
                    an admin account to open the portal.
                  </Alert>
                )}
                <TextInput
                  label="Email"
                  type="email"
                  autoComplete="username"
                  required
                  {...form.getInputProps('email')}
                />
                <PasswordInput
                  label="Password"
                  autoComplete="current-password"
                  required
                  {...form.getInputProps('password')}
                />
                <FormError message={error} />
                <Button
                  type="submit"
                  size="md"
                  disabled={login.isPending}
                  leftSection={<IconShieldLock size={18} aria-hidden />}
                >
                  {login.isPending ? 'Signing in...' : 'Sign In'}
                </Button>
                <Text size="xs" c="dimmed" ta="center">
                  Admin access is granted by your system administrator. Contact them if you need an
                  account or cannot sign in.
                </Text>
              </Stack>
            </form>
          )}
        </Paper>
      </Center>
    </Box>
  );
}
