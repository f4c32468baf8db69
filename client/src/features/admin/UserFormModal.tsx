import { useEffect } from 'react';
import {
  Alert,
  Button,
  Group,
  Modal,
  PasswordInput,
  Select,
  Stack,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser } from '@hercircle/shared';
import { trpc } from '../../lib/trpc.ts';
import { errorMessage, fieldErrors } from '../../lib/errors.ts';

interface Values {
  name: string;
  email: string;
  role: 'user' | 'admin';
  status: 'active' | 'inactive';
  password: string;
}

const EMPTY: Values = { name: '', email: '', role: 'user', status: 'active', password: '' };

/** Create (user === 'new') or edit a user; closes on success. */
export function UserFormModal({
  user,
  onClose,
  onSaved,
}: {
  user: AdminUser | 'new' | null;
  onClose: () => void;
  onSaved?: (user: AdminUser) => void;
}) {
  const queryClient = useQueryClient();
  const form = useForm<Values>({ initialValues: EMPTY });
  const isNew = user === 'new';
  const { setValues, resetDirty, clearErrors } = form;

  useEffect(() => {
    if (!user) return;
    const values =
      user === 'new'
        ? EMPTY
        : {
            name: user.name,
            email: user.email,
            role: user.role,
            status: user.status,
            password: '',
          };
    setValues(values);
    resetDirty(values);
    clearErrors();
  }, [user, setValues, resetDirty, clearErrors]);

  const done = (saved: AdminUser, message: string) => {
    notifications.show({ color: 'sage', message });
    void queryClient.invalidateQueries({ queryKey: trpc.admin.users.pathKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.admin.stats.queryKey() });
    onSaved?.(saved);
    onClose();
  };
  const create = useMutation(
    trpc.admin.users.create.mutationOptions({
      onSuccess: ({ user: u }) => done(u, `${u.name} was added.`),
      onError: (e) => form.setErrors(fieldErrors(e)),
    }),
  );
  const update = useMutation(
    trpc.admin.users.update.mutationOptions({
      onSuccess: ({ user: u }) => done(u, 'Changes saved.'),
      onError: (e) => form.setErrors(fieldErrors(e)),
    }),
  );
  const busy = create.isPending || update.isPending;
  const failed = create.error ?? update.error;

  const submit = form.onSubmit((values) => {
    if (isNew)
      create.mutate({
        name: values.name,
        email: values.email,
        role: values.role,
        status: values.status,
        password: values.password || undefined,
      });
    else if (user)
      update.mutate({
        id: user.id,
        name: values.name,
        email: values.email,
        role: values.role,
        status: values.status,
      });
  });

  return (
    <Modal
      opened={user !== null}
      onClose={onClose}
      title={isNew ? 'Add user' : 'Edit user'}
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput label="Full name" required data-autofocus {...form.getInputProps('name')} />
          <TextInput label="Email" type="email" required {...form.getInputProps('email')} />
          <Group grow>
            <Select
              label="Role"
              data={[
                { value: 'user', label: 'Member' },
                { value: 'admin', label: 'Admin' },
              ]}
              allowDeselect={false}
              {...form.getInputProps('role')}
            />
            <Select
              label="Status"
              data={[
                { value: 'active', label: 'Active' },
                { value: 'inactive', label: 'Inactive' },
              ]}
              allowDeselect={false}
              {...form.getInputProps('status')}
            />
          </Group>
          {isNew && (
            <PasswordInput
              label="Password"
              description="Leave empty to email them a link to choose their own."
              autoComplete="new-password"
              {...form.getInputProps('password')}
            />
          )}
          {failed && Object.keys(fieldErrors(failed)).length === 0 && (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(failed)}
            </Alert>
          )}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              {isNew ? 'Add user' : 'Save changes'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
