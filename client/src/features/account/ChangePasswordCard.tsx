import { Alert, Button, Card, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '../../lib/toasts.ts';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { password } from '@hercircle/shared';
import { trpc } from '../../lib/trpc.ts';
import { errorMessage, fieldErrors } from '../../lib/errors.ts';
import { zodValidate } from '../../lib/forms.ts';
import { withPasswordConfirmation } from './password-confirm.ts';

const schema = withPasswordConfirmation(
  { current_password: z.string().min(1, 'Current password is required'), new_password: password },
  'new_password',
);

export function ChangePasswordCard({ userId }: { userId: number }) {
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
            message: 'Password changed. Your other devices were signed out.',
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
              Change password
            </Title>
            <Text size="sm" c="dimmed">
              Changing it signs you out everywhere else.
            </Text>
          </div>
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            required
            {...form.getInputProps('current_password')}
          />
          <PasswordInput
            label="New password"
            description="At least 8 characters"
            autoComplete="new-password"
            required
            {...form.getInputProps('new_password')}
          />
          <PasswordInput
            label="Confirm new password"
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
            Change password
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
