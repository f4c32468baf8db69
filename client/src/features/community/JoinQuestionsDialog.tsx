import { useState } from 'react';
import { Text, Textarea } from '@mantine/core';
import { GROWTH_LIMITS, type ScreeningAnswers, type ScreeningQuestion } from '@hercircle/shared';
import { FormModal } from '../../components/FormModal.tsx';
import { useTexts } from '../../i18n/texts.ts';
import { groupTexts } from '../../i18n/areas/group.ts';

/**
 * A private group's screening questions, asked before her request to join is sent. A question
 * she leaves blank is sent unanswered: the group's admins decide what to make of it.
 */
export function JoinQuestionsDialog({
  groupName,
  questions,
  opened,
  onClose,
  onSend,
  sending,
  error,
}: {
  groupName: string;
  questions: ScreeningQuestion[];
  opened: boolean;
  onClose: () => void;
  onSend: (answers: ScreeningAnswers) => void;
  sending: boolean;
  error: unknown;
}) {
  const { t } = useTexts(groupTexts);
  const [texts, setTexts] = useState<Record<number, string>>({});
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    onSend(
      questions
        .map((q) => ({ question_id: q.id, text: (texts[q.id] ?? '').trim() }))
        .filter((a) => a.text !== ''),
    );
  };
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={t('dialogs.askToJoin', { name: groupName })}
      onSubmit={submit}
      error={error}
      submitLabel={t('dialogs.sendRequest')}
      submitProps={{ loading: sending }}
    >
      <Text size="sm" c="dimmed">
        {t('dialogs.questionsNote')}
      </Text>
      {questions.map((q, i) => (
        <Textarea
          key={q.id}
          label={<bdi>{q.text}</bdi>}
          autosize
          minRows={2}
          maxLength={GROWTH_LIMITS.answerMax}
          data-autofocus={i === 0 || undefined}
          value={texts[q.id] ?? ''}
          onChange={(e) => setTexts((all) => ({ ...all, [q.id]: e.currentTarget.value }))}
        />
      ))}
    </FormModal>
  );
}
