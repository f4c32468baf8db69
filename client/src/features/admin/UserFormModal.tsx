import { Group, PasswordInput, Select, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { AdminUser } from '@hercircle/shared';
import { trpc } from '../../lib/trpc.ts';
import { fieldErrors } from '../../lib/errors.ts';
import { FormModal } from '../../components/FormModal.tsx';
import { useAfterSave, useRecordForm } from './record-form.ts';
import { ACTIVE_STATUSES } from './active-statuses.ts';

type Values = {
  name: string;
  email: string;
  role: 'user' | 'admin';
  status: 'active' | 'inactive';
  password: string;
};

const EMPTY: Values = { name: '', email: '', role: 'user', status: 'active', password: '' };

const valuesOf = (user: AdminUser): Values => ({
  name: user.name,
  email: user.email,
  role: user.role,
  status: user.status,
  password: '',
});

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
  const form = useRecordForm(user, EMPTY, valuesOf);
  const isNew = user === 'new';
  const saved = useAfterSave(trpc.admin.users.pathKey(), onClose);
  const done = (u: AdminUser, message: string) => {
    onSaved?.(u);
    saved(message);
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
    <FormModal
      opened={user !== null}
      onClose={onClose}
      title={isNew ? 'Add user' : 'Edit user'}
      onSubmit={submit}
      error={create.error ?? update.error}
      submitLabel={isNew ? 'Add user' : 'Save changes'}
      submitProps={{ loading: create.isPending || update.isPending }}
    >
      <TextInput label="Full name" required data-autofocus {...form.getInputProps('name')} />
      <TextInput
        label="Email"
        type="email"
        required
        description={
          isNew
            ? undefined
            : 'A new address applies once its owner follows the link we email to it; the current one is told.'
        }
        {...form.getInputProps('email')}
      />
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
          data={ACTIVE_STATUSES}
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
    </FormModal>
  );
}
