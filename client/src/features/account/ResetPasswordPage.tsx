import {
  Alert,
  Anchor,
  Button,
  Container,
  Paper,
  PasswordInput,
  Stack,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { Link, getRouteApi } from '@tanstack/react-router';
import { password } from '@hercircle/shared';
import { trpc } from '../../lib/trpc.ts';
import { errorMessage, fieldErrors } from '../../lib/errors.ts';
import { zodValidate } from '../../lib/forms.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { withPasswordConfirmation } from './password-confirm.ts';
import { useTexts } from '../../i18n/texts.ts';
import { accountTexts } from '../../i18n/areas/account.ts';

const route = getRouteApi('/reset-password');

const schema = withPasswordConfirmation({ new_password: password }, 'new_password');

export function ResetPasswordPage() {
  const { t } = useTexts(accountTexts);
  usePageTitle(t('titles.reset'));
  const { token } = route.useSearch();
  const form = useForm({
    initialValues: { new_password: '', confirm_password: '' },
    validate: zodValidate(schema),
  });
  const reset = useMutation(trpc.auth.resetPassword.mutationOptions());
  const submit = form.onSubmit((values) => {
    if (token)
      reset.mutate(
        { token, new_password: values.new_password },
        {
          // A refused password (too common) shows on its field; a dead link stays a form alert.
          onError: (error) => {
            const message = fieldErrors(error).new_password;
            if (message) form.setFieldError('new_password', message);
          },
        },
      );
  });
  const passwordRefused = fieldErrors(reset.error).new_password !== undefined;

  return (
    <Container size={480} py={{ base: 32, sm: 64 }}>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 40 }}>
        <Stack gap="md">
          <Title order={1} fz={28}>
            {t('reset.heading')}
          </Title>
          {!token ? (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertCircle size={18} aria-hidden />}
              role="alert"
            >
              {t('reset.noToken')}
            </Alert>
          ) : reset.isSuccess ? (
            <>
              <Alert
                color="sage"
                variant="light"
                icon={<IconCircleCheck size={18} aria-hidden />}
                role="status"
              >
                {t('reset.done')}
              </Alert>
              <Button component={Link} to="/sign-in">
                {t('reset.goToSignIn')}
              </Button>
            </>
          ) : (
            <form onSubmit={submit} noValidate>
              <Stack gap="md">
                <PasswordInput
                  label={t('reset.new')}
                  description={t('common.passwordHelp')}
                  autoComplete="new-password"
                  required
                  {...form.getInputProps('new_password')}
                />
                <PasswordInput
                  label={t('reset.confirm')}
                  autoComplete="new-password"
                  required
                  {...form.getInputProps('confirm_password')}
                />
                {reset.isError && !passwordRefused && (
                  <Alert
                    color="red"
                    variant="light"
                    icon={<IconAlertCircle size={18} aria-hidden />}
                    role="alert"
                  >
                    {errorMessage(reset.error)}
                  </Alert>
                )}
                <Button type="submit" loading={reset.isPending}>
                  {t('reset.submit')}
                </Button>
              </Stack>
            </form>
          )}
          <Anchor component={Link} to="/sign-in" size="sm" ta="center">
            {t('common.backToSignIn')}
          </Anchor>
        </Stack>
      </Paper>
    </Container>
  );
}
