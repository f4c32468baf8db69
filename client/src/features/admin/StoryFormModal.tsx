import { Group, Select, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminStory, ContentNote } from '@hercircle/shared';
import { trpc } from '../../lib/trpc.ts';
import { fieldErrors } from '../../lib/errors.ts';
import { FormModal } from '../../components/FormModal.tsx';
import { FormattedTextField } from '../../components/FormattedTextField.tsx';
import { useAfterSave, useRecordForm } from './record-form.ts';
import { StoryContentNoteSelect } from '../safety/StoryContentNoteSelect.tsx';
import { COMMUNITY, StorySectionSelects, type SectionValue } from './StorySectionSelects.tsx';

type Values = {
  title: string;
  content: string;
  author_name: string;
  status: AdminStory['status'];
  content_note: ContentNote | null;
  section: SectionValue;
  category: string | null;
};

const EMPTY: Values = {
  title: '',
  content: '',
  author_name: '',
  status: 'draft',
  content_note: null,
  section: COMMUNITY,
  category: null,
};

const valuesOf = (story: AdminStory): Values => ({
  title: story.title,
  content: story.content,
  author_name: story.author_name,
  status: story.status,
  content_note: story.content_note,
  section: story.section ?? COMMUNITY,
  category: story.category,
});

export function StoryFormModal({
  story,
  onClose,
}: {
  story: AdminStory | 'new' | null;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const form = useRecordForm(story, EMPTY, valuesOf);
  const isNew = story === 'new';
  const saved = useAfterSave(trpc.admin.stories.pathKey(), onClose);
  const done = (s: AdminStory, message: string) => {
    queryClient.setQueryData(trpc.admin.stories.get.queryKey({ id: s.id }), { story: s });
    saved(message);
  };
  const create = useMutation(
    trpc.admin.stories.create.mutationOptions({
      onSuccess: ({ story: s }) =>
        done(s, s.status === 'published' ? 'Story published.' : 'Story saved.'),
      onError: (e) => form.setErrors(fieldErrors(e)),
    }),
  );
  const update = useMutation(
    trpc.admin.stories.update.mutationOptions({
      onSuccess: ({ story: s }) => done(s, 'Changes saved.'),
      onError: (e) => form.setErrors(fieldErrors(e)),
    }),
  );

  const submit = form.onSubmit((values) => {
    const input = {
      ...values,
      author_name: values.author_name.trim() || undefined,
      // Declining needs a note (its own action); editing a declined story keeps it declined.
      status: values.status === 'declined' ? undefined : values.status,
      section: values.section === COMMUNITY ? null : values.section,
    };
    if (isNew) create.mutate(input);
    else if (story) update.mutate({ id: story.id, ...input });
  });

  return (
    <FormModal
      opened={story !== null}
      onClose={onClose}
      title={isNew ? 'New story' : 'Edit story'}
      size="xl"
      onSubmit={submit}
      error={create.error ?? update.error}
      submitLabel={isNew ? 'Create story' : 'Save changes'}
      submitProps={{ loading: create.isPending || update.isPending }}
    >
      <TextInput label="Title" required data-autofocus {...form.getInputProps('title')} />
      <FormattedTextField
        label="Story"
        required
        autosize
        minRows={8}
        maxRows={20}
        {...form.getInputProps('content')}
      />
      <Group grow align="flex-start">
        <TextInput
          label="Author name"
          description="Empty: your name."
          {...form.getInputProps('author_name')}
        />
        <Select
          label="Status"
          data={[
            { value: 'draft', label: 'Draft' },
            { value: 'published', label: 'Published' },
            { value: 'archived', label: 'Archived' },
            { value: 'declined', label: 'Declined', disabled: true },
          ]}
          allowDeselect={false}
          {...form.getInputProps('status')}
        />
      </Group>
      <StorySectionSelects
        section={form.values.section}
        category={form.values.category}
        categoryError={form.errors.category}
        onChange={(v) => form.setValues(v)}
      />
      <StoryContentNoteSelect {...form.getInputProps('content_note')} />
    </FormModal>
  );
}
