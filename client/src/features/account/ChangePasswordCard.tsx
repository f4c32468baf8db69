import { Alert, Button, Card, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '../../lib/toasts.ts';
import { useMemo } from 'react';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { password } from '@hercircle/shared';
import { trpc } from '../../lib/trpc.ts';
import { errorMessage, fieldErrors } from '../../lib/errors.ts';
import { zodValidate } from '../../lib/forms.ts';
import { withPasswordConfirmation } from './password-confirm.ts';
import { useTexts } from '../../i18n/texts.ts';
import { settingsTexts } from '../../i18n/areas/settings.ts';

/** The form's rules; `currentRequired` is its own message, in her language. */
const schemaFor = (currentRequired: string) =>
  withPasswordConfirmation(
    { current_password: z.string().min(1, currentRequired), new_password: password },
    'new_password',
  );

export function ChangePasswordCard({ userId }: { userId: number }) {
  const { t } = useTexts(settingsTexts);
  const schema = useMemo(() => schemaFor(t('password.currentRequired')), [t]);
  const form = useForm({
    initialValues: { current_password: '', new_password: '', confirm_password: '' },
    validate: zodValidate(schema),
  });
  const change = useMutation(trpc.users.changePassword.mutationOptions());
  const submit = form.onSubmit(({ current_password, new_password }) =>
    change.mutate(
      { id: userId, current_password, new_password },
      {
        onSuccess: () => {
          form.reset();
          notifications.show({
            color: 'sage',
            message: t('password.changed'),
          });
        },
        onError: (error) => form.setErrors(fieldErrors(error)),
      },
    ),
  );
  const fields = fieldErrors(change.error);

  return (
    <Card>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <div>
            <Title order={2} fz="lg">
              {t('password.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('password.intro')}
            </Text>
          </div>
          <PasswordInput
            label={t('password.current')}
            autoComplete="current-password"
            required
            {...form.getInputProps('current_password')}
          />
          <PasswordInput
            label={t('password.new')}
            description={t('password.newHelp')}
            autoComplete="new-password"
            required
            {...form.getInputProps('new_password')}
          />
          <PasswordInput
            label={t('password.confirm')}
            autoComplete="new-password"
            required
            {...form.getInputProps('confirm_password')}
          />
          {change.isError && Object.keys(fields).length === 0 && (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(change.error)}
            </Alert>
          )}
          <Button type="submit" loading={change.isPending} style={{ alignSelf: 'flex-start' }}>
            {t('password.submit')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
