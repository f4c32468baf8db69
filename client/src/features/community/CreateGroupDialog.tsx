import { SegmentedControl, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '../../lib/toasts.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LIMITS } from '@hercircle/shared';
import { trpc } from '../../lib/trpc.ts';
import { fieldErrors } from '../../lib/errors.ts';
import { FormModal } from '../../components/FormModal.tsx';
import {
  GroupFields,
  groupFieldsInput,
  hasNameAndDescription,
  type GroupFieldValues,
} from './GroupFields.tsx';
import classes from './CreateGroupDialog.module.css';

type Values = GroupFieldValues & { privacy: 'public' | 'private' };

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

  const submit = form.onSubmit((values) => {
    if (create.isPending) return;
    create.mutate({ ...groupFieldsInput(values), is_private: values.privacy === 'private' });
  });

  return (
    <FormModal
      opened={opened}
      onClose={() => {
        // The next opening starts without this one's refusal.
        create.reset();
        onClose();
      }}
      title="Create a group"
      size="lg"
      onSubmit={submit}
      error={create.error}
      submitLabel="Create"
      submitProps={{
        disabled: !hasNameAndDescription(form.values),
        loading: create.isPending,
      }}
    >
      <GroupFields
        inputProps={form.getInputProps}
        minMembers={LIMITS.maxMembersMin}
        focusName
        descriptionHint="What is the group for, and who is it for?"
      />
      <div>
        <Text size="sm" fw={500} mb={4} id="privacy-label">
          Privacy
        </Text>
        <SegmentedControl
          aria-labelledby="privacy-label"
          fullWidth
          classNames={{ label: classes.privacyLabel }}
          data={[
            { value: 'public', label: 'Public: anyone can join' },
            { value: 'private', label: 'Private: you approve members' },
          ]}
          {...form.getInputProps('privacy')}
        />
      </div>
    </FormModal>
  );
}
