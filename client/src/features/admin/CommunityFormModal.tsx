import { useEffect } from 'react';
import { Alert, Button, Group, Modal, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { GROUP_CATEGORIES, type AdminCommunity } from '@hercircle/shared';
import { trpc } from '../../lib/trpc.ts';
import { errorMessage, fieldErrors } from '../../lib/errors.ts';

interface Values {
  name: string;
  description: string;
  category: string;
  status: 'active' | 'inactive';
}

const EMPTY: Values = { name: '', description: '', category: 'General', status: 'active' };

export function CommunityFormModal({
  community,
  onClose,
}: {
  community: AdminCommunity | 'new' | null;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const form = useForm<Values>({ initialValues: EMPTY });
  const isNew = community === 'new';
  const { setValues, clearErrors } = form;

  useEffect(() => {
    if (!community) return;
    setValues(
      community === 'new'
        ? EMPTY
        : {
            name: community.name,
            description: community.description,
            category: community.category,
            status: community.status,
          },
    );
    clearErrors();
  }, [community, setValues, clearErrors]);

  const done = (message: string) => {
    notifications.show({ color: 'sage', message });
    void queryClient.invalidateQueries({ queryKey: trpc.admin.communities.pathKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.admin.stats.queryKey() });
    onClose();
  };
  const create = useMutation(
    trpc.admin.communities.create.mutationOptions({
      onSuccess: () => done('Community created.'),
      onError: (e) => form.setErrors(fieldErrors(e)),
    }),
  );
  const update = useMutation(
    trpc.admin.communities.update.mutationOptions({
      onSuccess: () => done('Changes saved.'),
      onError: (e) => form.setErrors(fieldErrors(e)),
    }),
  );
  const failed = create.error ?? update.error;

  const submit = form.onSubmit((values) => {
    const input = { ...values, category: values.category as AdminCommunity['category'] };
    if (isNew) create.mutate(input as never);
    else if (community) update.mutate({ id: community.id, ...input } as never);
  });

  return (
    <Modal
      opened={community !== null}
      onClose={onClose}
      title={isNew ? 'New community' : 'Edit community'}
      centered
      size="lg"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
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
              data={[
                { value: 'active', label: 'Active' },
                { value: 'inactive', label: 'Inactive' },
              ]}
              allowDeselect={false}
              {...form.getInputProps('status')}
            />
          </Group>
          {failed && Object.keys(fieldErrors(failed)).length === 0 && (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(failed)}
            </Alert>
          )}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending || update.isPending}>
              {isNew ? 'Create community' : 'Save changes'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
