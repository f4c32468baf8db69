import { Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storyInput, type ContentNote, type MyStory } from '@hercircle/shared';
import { trpc } from '../../lib/trpc.ts';
import { fieldErrors } from '../../lib/errors.ts';
import { notifications } from '../../lib/toasts.ts';
import { FormError } from '../../components/FormError.tsx';
import { zodValidate } from '../../lib/forms.ts';
import { StoryContentNoteSelect } from '../safety/StoryContentNoteSelect.tsx';

/**
 * "Revise and send again" for a declined story: her text as she sent it, the moderator's note
 * beside it (in the card), and back to review on Send (PUT /stories/mine/{id}).
 */
export function ReviseStoryDialog({ story, onClose }: { story: MyStory; onClose: () => void }) {
  const queryClient = useQueryClient();
  const form = useForm({
    initialValues: {
      title: story.title,
      content: story.content,
      content_note: story.content_note as ContentNote | null,
    },
    validate: zodValidate(storyInput),
  });
  const revise = useMutation(
    trpc.content.reviseStory.mutationOptions({
      onSuccess: ({ story: sent }) => {
        void queryClient.invalidateQueries({ queryKey: trpc.content.myStories.queryKey() });
        notifications.show({
          color: 'sage',
          message:
            sent.status === 'published'
              ? 'Your story is published.'
              : 'Your story is back with our editors.',
        });
        onClose();
      },
      onError: (error) => form.setErrors(fieldErrors(error)),
    }),
  );
  return (
    <Modal opened onClose={onClose} title="Revise your story" size="lg" centered>
      <form
        onSubmit={form.onSubmit((values) => {
          if (!revise.isPending) revise.mutate({ id: story.id, ...values });
        })}
        noValidate
      >
        <Stack gap="sm">
          {story.review_note && (
            <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
              The moderator wrote: {story.review_note}
            </Text>
          )}
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
          <FormError error={revise.error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={revise.isPending}>
              Send for review again
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
