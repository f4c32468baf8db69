import { useEffect } from 'react';
import { Switch } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '../../lib/toasts.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Group as GroupData } from '@hercircle/shared';
import { trpc } from '../../lib/trpc.ts';
import { fieldErrors } from '../../lib/errors.ts';
import { FormModal } from '../../components/FormModal.tsx';
import { invalidateGroup } from './group-cache.ts';
import {
  GroupFields,
  groupFieldsInput,
  hasNameAndDescription,
  type GroupFieldValues,
} from './GroupFields.tsx';
import { useTexts } from '../../i18n/texts.ts';
import { communityTexts } from '../../i18n/areas/community.ts';

type Values = GroupFieldValues & { is_private: boolean; allow_anonymous: boolean };

const valuesOf = (group: GroupData): Values => ({
  name: group.name,
  description: group.description,
  category: group.category,
  is_private: group.is_private,
  allow_anonymous: group.allow_anonymous,
  max_members: group.max_members,
});

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
  const { t } = useTexts(communityTexts);
  const form = useForm<Values>({ initialValues: valuesOf(group) });
  const { setValues } = form;
  useEffect(() => {
    if (opened) setValues(valuesOf(group));
  }, [opened, group, setValues]);

  const update = useMutation(
    trpc.community.update.mutationOptions({
      onSuccess: () => {
        invalidateGroup(queryClient, group.id);
        notifications.show({ color: 'sage', message: t('edit.updated') });
        onClose();
      },
      onError: (error) => form.setErrors(fieldErrors(error)),
    }),
  );
  const submit = form.onSubmit((v) =>
    update.mutate({
      id: group.id,
      ...groupFieldsInput(v),
      is_private: v.is_private,
      allow_anonymous: v.allow_anonymous,
    }),
  );

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={t('edit.title')}
      size="lg"
      onSubmit={submit}
      error={update.error}
      submitLabel={t('edit.submit')}
      submitProps={{ loading: update.isPending, disabled: !hasNameAndDescription(form.values) }}
    >
      <GroupFields inputProps={form.getInputProps} minMembers={group.member_count} />
      <Switch
        label={t('edit.private')}
        {...form.getInputProps('is_private', { type: 'checkbox' })}
      />
      <Switch
        label={t('edit.anonymous')}
        description={t('edit.anonymousHelp')}
        {...form.getInputProps('allow_anonymous', { type: 'checkbox' })}
      />
    </FormModal>
  );
}
