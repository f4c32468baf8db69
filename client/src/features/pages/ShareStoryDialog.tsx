import { Alert, Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storyInput, type ContentNote } from '@hercircle/shared';
import { trpc } from '../../lib/trpc.ts';
import { fieldErrors } from '../../lib/errors.ts';
import { FormError } from '../../components/FormError.tsx';
import { zodValidate } from '../../lib/forms.ts';
import { StoryContentNoteSelect } from '../safety/StoryContentNoteSelect.tsx';
import { useTexts } from '../../i18n/texts.ts';
import { storiesTexts } from '../../i18n/areas/stories.ts';

/** Her title and story run the way her language does (on the field itself, not its wrapper). */
const HER_WORDS = { input: { dir: 'auto' } } as const;

export function ShareStoryDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const { t } = useTexts(storiesTexts);
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
    <Modal opened={opened} onClose={close} title={t('share.title')} size="lg" centered>
      {submit.isSuccess ? (
        <Stack gap="md">
          <Alert color="sage" variant="light" role="status" title={t('share.thanks')}>
            {submit.data.story.status === 'published' ? t('share.published') : t('share.inReview')}
          </Alert>
          <Button onClick={close} style={{ alignSelf: 'flex-end' }}>
            {t('share.done')}
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
              {t('share.intro')}
            </Text>
            <TextInput
              label={t('share.titleLabel')}
              required
              data-autofocus
              attributes={HER_WORDS}
              {...form.getInputProps('title')}
            />
            <Textarea
              label={t('share.story')}
              required
              attributes={HER_WORDS}
              autosize
              minRows={8}
              maxRows={18}
              {...form.getInputProps('content')}
            />
            <StoryContentNoteSelect {...form.getInputProps('content_note')} />
            <FormError error={submit.error} />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('share.cancel')}
              </Button>
              <Button type="submit" loading={submit.isPending}>
                {t('share.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
