import { Group, Select, Textarea, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { GROUP_CATEGORIES, type AdminCommunity } from '@hercircle/shared';
import { trpc } from '../../lib/trpc.ts';
import { fieldErrors } from '../../lib/errors.ts';
import { FormModal } from '../../components/FormModal.tsx';
import { useAfterSave, useRecordForm } from './record-form.ts';
import { ACTIVE_STATUSES } from './active-statuses.ts';

type Values = {
  name: string;
  description: string;
  category: string;
  status: 'active' | 'inactive';
};

const EMPTY: Values = { name: '', description: '', category: 'General', status: 'active' };

const valuesOf = (community: AdminCommunity): Values => ({
  name: community.name,
  description: community.description,
  category: community.category,
  status: community.status,
});

export function CommunityFormModal({
  community,
  onClose,
}: {
  community: AdminCommunity | 'new' | null;
  onClose: () => void;
}) {
  const form = useRecordForm(community, EMPTY, valuesOf);
  const isNew = community === 'new';
  const saved = useAfterSave(trpc.admin.communities.pathKey(), onClose);
  const create = useMutation(
    trpc.admin.communities.create.mutationOptions({
      onSuccess: () => saved('Community created.'),
      onError: (e) => form.setErrors(fieldErrors(e)),
    }),
  );
  const update = useMutation(
    trpc.admin.communities.update.mutationOptions({
      onSuccess: () => saved('Changes saved.'),
      onError: (e) => form.setErrors(fieldErrors(e)),
    }),
  );

  const submit = form.onSubmit((values) => {
    const input = { ...values, category: values.category as AdminCommunity['category'] };
    if (isNew) create.mutate(input as never);
    else if (community) update.mutate({ id: community.id, ...input } as never);
  });

  return (
    <FormModal
      opened={community !== null}
      onClose={onClose}
      title={isNew ? 'New community' : 'Edit community'}
      size="lg"
      onSubmit={submit}
      error={create.error ?? update.error}
      submitLabel={isNew ? 'Create community' : 'Save changes'}
      submitProps={{ loading: create.isPending || update.isPending }}
    >
      <TextInput label="Name" required data-autofocus {...form.getInputProps('name')} />
      <Textarea
        label="Description"
        required
        autosize
        minRows={3}
        {...form.getInputProps('description')}
      />
      <Group grow>
        <Select
          label="Category"
          data={[...GROUP_CATEGORIES]}
          allowDeselect={false}
          {...form.getInputProps('category')}
        />
        <Select
          label="Status"
          data={ACTIVE_STATUSES}
          allowDeselect={false}
          {...form.getInputProps('status')}
        />
      </Group>
    </FormModal>
  );
}
