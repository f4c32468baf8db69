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
import { useTexts } from '../../i18n/texts.ts';
import { profileTexts } from '../../i18n/areas/profile.ts';

/**
 * "Revise and send again" for a declined story: her text as she sent it, the moderator's note
 * beside it (in the card), and back to review on Send (PUT /stories/mine/{id}).
 */
export function ReviseStoryDialog({ story, onClose }: { story: MyStory; onClose: () => void }) {
  const queryClient = useQueryClient();
  const { t } = useTexts(profileTexts);
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
          message: sent.status === 'published' ? t('revise.published') : t('revise.inReview'),
        });
        onClose();
      },
      onError: (error) => form.setErrors(fieldErrors(error)),
    }),
  );
  return (
    <Modal opened onClose={onClose} title={t('revise.title')} size="lg" centered>
      <form
        onSubmit={form.onSubmit((values) => {
          if (!revise.isPending) revise.mutate({ id: story.id, ...values });
        })}
        noValidate
      >
        <Stack gap="sm">
          {story.review_note && (
            <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
              {t('revise.moderatorWrote')} <span dir="auto">{story.review_note}</span>
            </Text>
          )}
          <TextInput
            label={t('revise.titleLabel')}
            dir="auto"
            required
            data-autofocus
            {...form.getInputProps('title')}
          />
          <Textarea
            label={t('revise.story')}
            dir="auto"
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
              {t('revise.cancel')}
            </Button>
            <Button type="submit" loading={revise.isPending}>
              {t('revise.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
