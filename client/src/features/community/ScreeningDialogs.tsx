import { useState } from 'react';
import { ActionIcon, Button, Group, Text, Textarea, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { GROWTH_LIMITS } from '@hercircle/shared';
import { trpc } from '../../lib/trpc.ts';
import { notifications } from '../../lib/toasts.ts';
import { FormModal } from '../../components/FormModal.tsx';
import { useTexts } from '../../i18n/texts.ts';
import { communityTexts } from '../../i18n/areas/community.ts';
import { groupTexts } from '../../i18n/areas/group.ts';

interface DialogProps {
  groupId: number;
  opened: boolean;
  onClose: () => void;
}

/** A private group's screening questions (at most five), asked with every request to join. */
export function QuestionsDialog(props: DialogProps) {
  const current = useQuery(trpc.community.questions.queryOptions({ id: props.groupId }));
  // The form starts from the saved questions, so it opens once they are here.
  if (!current.data) return null;
  return <QuestionsForm {...props} saved={current.data.questions.map((q) => q.text)} />;
}

function QuestionsForm({ groupId, opened, onClose, saved }: DialogProps & { saved: string[] }) {
  const queryClient = useQueryClient();
  const { t } = useTexts(communityTexts);
  // The dialog's title is the group page's button that opens it.
  const { t: tg } = useTexts(groupTexts);
  const options = trpc.community.questions.queryOptions({ id: groupId });
  const [texts, setTexts] = useState<string[]>(saved);
  const save = useMutation(
    trpc.community.updateQuestions.mutationOptions({
      onSuccess: (data) => {
        queryClient.setQueryData(options.queryKey, data);
        notifications.show({ color: 'sage', message: t('screening.questionsSaved') });
        onClose();
      },
    }),
  );
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    save.mutate({ id: groupId, questions: texts.map((q) => q.trim()).filter(Boolean) });
  };
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={tg('growth.questions')}
      onSubmit={submit}
      error={save.error}
      submitLabel={t('screening.saveQuestions')}
      submitProps={{ loading: save.isPending }}
    >
      <Text size="sm" c="dimmed">
        {t('screening.questionsIntro')}
      </Text>
      {texts.map((text, i) => (
        <Group key={i} gap="xs" wrap="nowrap" align="flex-end">
          <TextInput
            label={t('screening.question', { n: i + 1 })}
            value={text}
            dir="auto"
            maxLength={GROWTH_LIMITS.questionMax}
            onChange={(e) => {
              const value = e.currentTarget.value;
              setTexts((all) => all.map((q, j) => (j === i ? value : q)));
            }}
            style={{ flex: 1 }}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            aria-label={t('screening.removeQuestion', { n: i + 1 })}
            onClick={() => setTexts((all) => all.filter((_, j) => j !== i))}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      {texts.length < GROWTH_LIMITS.questionsMax && (
        <Button
          variant="light"
          style={{ alignSelf: 'flex-start' }}
          onClick={() => setTexts((all) => [...all, ''])}
        >
          {t('screening.addQuestion')}
        </Button>
      )}
    </FormModal>
  );
}

/** The welcome a new member gets once: in the group and as a notification. */
export function WelcomeDialog(props: DialogProps) {
  const current = useQuery(trpc.community.welcome.queryOptions({ id: props.groupId }));
  if (!current.data) return null;
  return <WelcomeForm {...props} saved={current.data.welcome ?? ''} />;
}

function WelcomeForm({ groupId, opened, onClose, saved }: DialogProps & { saved: string }) {
  const queryClient = useQueryClient();
  const { t } = useTexts(communityTexts);
  const { t: tg } = useTexts(groupTexts);
  const options = trpc.community.welcome.queryOptions({ id: groupId });
  const [text, setText] = useState(saved);
  const save = useMutation(
    trpc.community.updateWelcome.mutationOptions({
      onSuccess: (data) => {
        queryClient.setQueryData(options.queryKey, data);
        notifications.show({ color: 'sage', message: t('screening.welcomeSaved') });
        onClose();
      },
    }),
  );
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={tg('growth.welcome')}
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate({ id: groupId, welcome: text.trim() || null });
      }}
      error={save.error}
      submitLabel={t('screening.saveWelcome')}
      submitProps={{ loading: save.isPending }}
    >
      <Textarea
        label={t('screening.welcome')}
        description={t('screening.welcomeHelp')}
        dir="auto"
        autosize
        minRows={4}
        maxLength={GROWTH_LIMITS.welcomeMax}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
      />
    </FormModal>
  );
}
