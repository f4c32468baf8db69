import { Alert, Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storyInput, type ContentNote } from '@hercircle/shared';
import { trpc } from '../../lib/trpc.ts';
import { fieldErrors } from '../../lib/errors.ts';
import { FormError } from '../../components/FormError.tsx';
import { zodValidate } from '../../lib/forms.ts';
import { StoryContentNoteSelect } from '../safety/StoryContentNoteSelect.tsx';

export function ShareStoryDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const form = useForm({
    initialValues: { title: '', content: '', content_note: null as ContentNote | null },
    validate: zodValidate(storyInput),
  });
  const submit = useMutation(
    trpc.content.submitStory.mutationOptions({
      onSuccess: () => {
        form.reset();
        void queryClient.invalidateQueries({ queryKey: trpc.content.stories.pathKey() });
      },
      onError: (error) => form.setErrors(fieldErrors(error)),
    }),
  );
  const close = () => {
    submit.reset();
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title="Share your story" size="lg" centered>
      {submit.isSuccess ? (
        <Stack gap="md">
          <Alert
            color="sage"
            variant="light"
            role="status"
            title="Thank you for trusting us with it"
          >
            {submit.data.story.status === 'published'
              ? 'Your story is published.'
              : 'Our editors read every story within a few days. You will see it on this page once it is published.'}
          </Alert>
          <Button onClick={close} style={{ alignSelf: 'flex-end' }}>
            Done
          </Button>
        </Stack>
      ) : (
        <form
          onSubmit={form.onSubmit((values) => {
            if (!submit.isPending) submit.mutate(values);
          })}
          noValidate
        >
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              Write it the way you would tell a friend. Editors may suggest small changes before it
              goes live.
            </Text>
            <TextInput label="Title" required data-autofocus {...form.getInputProps('title')} />
            <Textarea
              label="Your story"
              required
              autosize
              minRows={8}
              maxRows={18}
              {...form.getInputProps('content')}
            />
            <StoryContentNoteSelect {...form.getInputProps('content_note')} />
            <FormError error={submit.error} />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" loading={submit.isPending}>
                Submit for review
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
