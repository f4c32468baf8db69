import {
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { GROUP_CATEGORIES, LIMITS, type GroupCategory } from '@hercircle/shared';
import { trpc } from '../../lib/trpc.ts';
import { errorMessage, fieldErrors } from '../../lib/errors.ts';

interface Values {
  name: string;
  description: string;
  category: GroupCategory;
  privacy: 'public' | 'private';
  max_members: number | string;
}

// The spec: on success the dialog closes and resets to category General, public, max 100.
const DEFAULTS: Values = {
  name: '',
  description: '',
  category: 'General',
  privacy: 'public',
  max_members: LIMITS.maxMembersDefault,
};

export function CreateGroupDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const form = useForm<Values>({
    initialValues: DEFAULTS,
    validate: {
      max_members: (v) => {
        const n = Number(v);
        return Number.isInteger(n) && n >= LIMITS.maxMembersMin && n <= LIMITS.maxMembersMax
          ? null
          : `Max members must be between ${LIMITS.maxMembersMin} and ${LIMITS.maxMembersMax}`;
      },
    },
  });
  const create = useMutation(
    trpc.community.create.mutationOptions({
      onSuccess: ({ group }) => {
        void queryClient.invalidateQueries({ queryKey: trpc.community.list.pathKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.community.myGroups.pathKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.community.pulse.queryKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.chat.conversations.queryKey() });
        notifications.show({
          color: 'sage',
          message: `${group.name} is ready. You are its admin.`,
        });
        form.reset();
        onClose();
      },
      onError: (error) => form.setErrors(fieldErrors(error)),
    }),
  );
  const ready = form.values.name.trim() !== '' && form.values.description.trim() !== '';

  const submit = form.onSubmit((values) => {
    if (create.isPending) return;
    create.mutate({
      name: values.name,
      description: values.description,
      category: values.category,
      is_private: values.privacy === 'private',
      max_members: Number(values.max_members),
    });
  });

  return (
    <Modal
      opened={opened}
      onClose={() => {
        create.reset();
        onClose();
      }}
      title="Create a group"
      size="lg"
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label="Group name"
            required
            data-autofocus
            maxLength={LIMITS.groupNameMax}
            {...form.getInputProps('name')}
          />
          <Textarea
            label="Description"
            required
            autosize
            minRows={3}
            maxLength={LIMITS.groupDescriptionMax}
            description="What is the group for, and who is it for?"
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
              min={LIMITS.maxMembersMin}
              max={LIMITS.maxMembersMax}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="none"
              {...form.getInputProps('max_members')}
            />
          </Group>
          <div>
            <Text size="sm" fw={500} mb={4} id="privacy-label">
              Privacy
            </Text>
            <SegmentedControl
              aria-labelledby="privacy-label"
              fullWidth
              data={[
                { value: 'public', label: 'Public: anyone can join' },
                { value: 'private', label: 'Private: you approve members' },
              ]}
              {...form.getInputProps('privacy')}
            />
          </div>
          {create.isError && Object.keys(fieldErrors(create.error)).length === 0 && (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(create.error)}
            </Alert>
          )}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" color="coral" disabled={!ready} loading={create.isPending}>
              Create
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
