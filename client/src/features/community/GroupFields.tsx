import { Group, NumberInput, Select, Textarea, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { GROUP_CATEGORIES, LIMITS, type GroupCategory } from '@hercircle/shared';
import { useTexts } from '../../i18n/texts.ts';
import { communityTexts } from '../../i18n/areas/community.ts';

/** What Create and Edit Group both ask; each adds its own privacy control. */
export type GroupFieldValues = {
  name: string;
  description: string;
  category: GroupCategory;
  max_members: number | string;
};

/** A group is worth sending once it has a name and a description. */
export const hasNameAndDescription = (v: GroupFieldValues) =>
  v.name.trim() !== '' && v.description.trim() !== '';

/** The shared fields as the server takes them (the number field may hold text while typing). */
export const groupFieldsInput = (v: GroupFieldValues) => ({
  name: v.name,
  description: v.description,
  category: v.category,
  max_members: Number(v.max_members),
});

export function GroupFields({
  inputProps,
  minMembers,
  focusName = false,
  descriptionHint,
}: {
  inputProps: (field: keyof GroupFieldValues) => GetInputPropsReturnType;
  /** The least the cap may be: 1 for a new group, today's member count for an existing one. */
  minMembers: number;
  /** Focus the name when the dialog opens. */
  focusName?: boolean;
  descriptionHint?: string;
}) {
  const { t } = useTexts(communityTexts);
  return (
    <>
      <TextInput
        label={t('fields.name')}
        required
        dir="auto"
        data-autofocus={focusName || undefined}
        maxLength={LIMITS.groupNameMax}
        {...inputProps('name')}
      />
      <Textarea
        label={t('fields.description')}
        required
        dir="auto"
        autosize
        minRows={3}
        maxLength={LIMITS.groupDescriptionMax}
        description={descriptionHint}
        {...inputProps('description')}
      />
      <Group grow align="flex-start">
        {/* The categories are the groups' own data, as the group page shows them. */}
        <Select
          label={t('fields.category')}
          data={[...GROUP_CATEGORIES]}
          allowDeselect={false}
          {...inputProps('category')}
        />
        <NumberInput
          label={t('fields.maxMembers')}
          min={minMembers}
          max={LIMITS.maxMembersMax}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          {...inputProps('max_members')}
        />
      </Group>
    </>
  );
}
