import { useState } from 'react';
import { Text, Textarea } from '@mantine/core';
import { GROWTH_LIMITS, type ScreeningAnswers, type ScreeningQuestion } from '@hercircle/shared';
import { FormModal } from '../../components/FormModal.tsx';

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
      title={`Ask to join ${groupName}`}
      onSubmit={submit}
      error={error}
      submitLabel="Send request"
      submitProps={{ loading: sending }}
    >
      <Text size="sm" c="dimmed">
        The group’s admins ask these questions. Only they read your answers, and they are deleted
        once your request is answered.
      </Text>
      {questions.map((q, i) => (
        <Textarea
          key={q.id}
          label={q.text}
          autosize
          minRows={2}
          maxLength={GROWTH_LIMITS.answerMax}
          data-autofocus={i === 0 || undefined}
          value={texts[q.id] ?? ''}
          onChange={(e) => setTexts((t) => ({ ...t, [q.id]: e.currentTarget.value }))}
        />
      ))}
    </FormModal>
  );
}
