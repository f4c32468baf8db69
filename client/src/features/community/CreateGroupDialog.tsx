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
import { useTexts } from '../../i18n/texts.ts';
import { communityTexts } from '../../i18n/areas/community.ts';
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
  const { t } = useTexts(communityTexts);
  const form = useForm<Values>({
    initialValues: DEFAULTS,
    validate: {
      max_members: (v) => {
        const n = Number(v);
        return Number.isInteger(n) && n >= LIMITS.maxMembersMin && n <= LIMITS.maxMembersMax
          ? null
          : t('create.maxMembersRange', { min: LIMITS.maxMembersMin, max: LIMITS.maxMembersMax });
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
          message: t('create.ready', { name: group.name }),
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
      title={t('create.title')}
      size="lg"
      onSubmit={submit}
      error={create.error}
      submitLabel={t('create.submit')}
      submitProps={{
        disabled: !hasNameAndDescription(form.values),
        loading: create.isPending,
      }}
    >
      <GroupFields
        inputProps={form.getInputProps}
        minMembers={LIMITS.maxMembersMin}
        focusName
        descriptionHint={t('create.descriptionHint')}
      />
      <div>
        <Text size="sm" fw={500} mb={4} id="privacy-label">
          {t('create.privacy')}
        </Text>
        <SegmentedControl
          aria-labelledby="privacy-label"
          fullWidth
          classNames={{ label: classes.privacyLabel }}
          data={[
            { value: 'public', label: t('create.public') },
            { value: 'private', label: t('create.private') },
          ]}
          {...form.getInputProps('privacy')}
        />
      </div>
    </FormModal>
  );
}
