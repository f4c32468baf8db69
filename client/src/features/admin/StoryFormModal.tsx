import { useEffect } from 'react';
import { Alert, Button, Group, Modal, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminStory } from '@hercircle/shared';
import { trpc } from '../../lib/trpc.ts';
import { errorMessage, fieldErrors } from '../../lib/errors.ts';

interface Values {
  title: string;
  content: string;
  author_name: string;
  status: AdminStory['status'];
}

const EMPTY: Values = { title: '', content: '', author_name: '', status: 'draft' };

export function StoryFormModal({
  story,
  onClose,
}: {
  story: AdminStory | 'new' | null;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const form = useForm<Values>({ initialValues: EMPTY });
  const isNew = story === 'new';
  const { setValues, clearErrors } = form;

  useEffect(() => {
    if (!story) return;
    setValues(
      story === 'new'
        ? EMPTY
        : {
            title: story.title,
            content: story.content,
            author_name: story.author_name,
            status: story.status,
          },
    );
    clearErrors();
  }, [story, setValues, clearErrors]);

  const done = (saved: AdminStory, message: string) => {
    notifications.show({ color: 'sage', message });
    void queryClient.invalidateQueries({ queryKey: trpc.admin.stories.pathKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.admin.stats.queryKey() });
    queryClient.setQueryData(trpc.admin.stories.get.queryKey({ id: saved.id }), { story: saved });
    onClose();
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
  const failed = create.error ?? update.error;

  const submit = form.onSubmit((values) => {
    const input = { ...values, author_name: values.author_name.trim() || undefined };
    if (isNew) create.mutate(input);
    else if (story) update.mutate({ id: story.id, ...input });
  });

  return (
    <Modal
      opened={story !== null}
      onClose={onClose}
      title={isNew ? 'New story' : 'Edit story'}
      centered
      size="xl"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput label="Title" required data-autofocus {...form.getInputProps('title')} />
          <Textarea
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
              {isNew ? 'Create story' : 'Save changes'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
