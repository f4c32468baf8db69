import { useEffect } from 'react';
import {
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  Select,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  GROUP_CATEGORIES,
  LIMITS,
  type Group as GroupData,
  type GroupCategory,
} from '@hercircle/shared';
import { trpc } from '../../lib/trpc.ts';
import { errorMessage, fieldErrors } from '../../lib/errors.ts';
import { invalidateGroup } from './group-cache.ts';

interface Values {
  name: string;
  description: string;
  category: GroupCategory;
  is_private: boolean;
  max_members: number | string;
}

export function EditGroupDialog({
  group,
  opened,
  onClose,
}: {
  group: GroupData;
  opened: boolean;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const form = useForm<Values>({
    initialValues: {
      name: group.name,
      description: group.description,
      category: group.category,
      is_private: group.is_private,
      max_members: group.max_members,
    },
  });
  const { setValues } = form;
  useEffect(() => {
    if (opened)
      setValues({
        name: group.name,
        description: group.description,
        category: group.category,
        is_private: group.is_private,
        max_members: group.max_members,
      });
  }, [opened, group, setValues]);

  const update = useMutation(
    trpc.community.update.mutationOptions({
      onSuccess: () => {
        invalidateGroup(queryClient, group.id);
        notifications.show({ color: 'sage', message: 'Group updated.' });
        onClose();
      },
      onError: (error) => form.setErrors(fieldErrors(error)),
    }),
  );
  const submit = form.onSubmit((v) =>
    update.mutate({
      id: group.id,
      name: v.name,
      description: v.description,
      category: v.category,
      is_private: v.is_private,
      max_members: Number(v.max_members),
    }),
  );

  return (
    <Modal opened={opened} onClose={onClose} title="Edit group" size="lg" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label="Group name"
            required
            maxLength={LIMITS.groupNameMax}
            {...form.getInputProps('name')}
          />
          <Textarea
            label="Description"
            required
            autosize
            minRows={3}
            maxLength={LIMITS.groupDescriptionMax}
            {...form.getInputProps('description')}
          />
          <Group grow align="flex-start">
            <Select
              label="Category"
              data={[...GROUP_CATEGORIES]}
              allowDeselect={false}
              {...form.getInputProps('category')}
            />
            <NumberInput
              label="Max members"
              min={group.member_count}
              max={LIMITS.maxMembersMax}
              allowDecimal={false}
              clampBehavior="none"
              {...form.getInputProps('max_members')}
            />
          </Group>
          <Switch
            label="Private: members join with your approval"
            {...form.getInputProps('is_private', { type: 'checkbox' })}
          />
          {update.isError && Object.keys(fieldErrors(update.error)).length === 0 && (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(update.error)}
            </Alert>
          )}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button
              type="submit"
              loading={update.isPending}
              disabled={form.values.name.trim() === '' || form.values.description.trim() === ''}
            >
              Save changes
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
