import { useState } from 'react';
import { Text, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LIMITS } from '@hercircle/shared/constants';
import type { AdminStory } from '@hercircle/shared';
import { trpc } from '../../lib/trpc.ts';
import { fieldErrors } from '../../lib/errors.ts';
import { FormModal } from '../../components/FormModal.tsx';
import { afterAdminChange } from './AdminTable.tsx';
import { RuleSelect, useRuleAndReason } from '../fair-process/RuleFields.tsx';

/** Declines a submission with a note its author reads in "My stories" (she is notified). */
export function DeclineStoryDialog({
  story,
  onClose,
}: {
  story: AdminStory | null;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  // The note is her reason; the rule is what a statement of reasons names besides.
  const why = useRuleAndReason();
  const close = () => {
    setNote('');
    why.reset();
    setError(null);
    onClose();
  };
  const declined = afterAdminChange(
    queryClient,
    trpc.admin.stories.pathKey(),
    ({ story: s }: { story: AdminStory }) => `“${s.title}” is declined.`,
  );
  const decline = useMutation(
    trpc.admin.stories.decline.mutationOptions({
      onSuccess: (data) => {
        declined.onSuccess(data);
        close();
      },
      // A refusal of the note shows under it; any other shows in the dialog.
      onError: (e) => setError(fieldErrors(e).note ?? null),
    }),
  );

  return (
    <FormModal
      opened={story !== null}
      onClose={close}
      title="Decline story"
      onSubmit={(event) => {
        event.preventDefault();
        if (!note.trim()) return setError('Tell her why');
        if (story) decline.mutate({ id: story.id, note, rule: why.input.rule });
      }}
      error={fieldErrors(decline.error).note ? null : decline.error}
      submitLabel="Decline story"
      submitProps={{ color: 'red', loading: decline.isPending }}
    >
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {story?.author_name} will be told “{story?.title}” was declined, and will read your note
        under My stories.
      </Text>
      <Textarea
        label="Note for the author"
        required
        data-autofocus
        autosize
        minRows={3}
        maxLength={LIMITS.storyReviewNoteMax}
        value={note}
        error={error}
        onChange={(e) => {
          setNote(e.currentTarget.value);
          setError(null);
        }}
      />
      <RuleSelect value={why.rule} onChange={why.setRule} error={fieldErrors(decline.error).rule} />
    </FormModal>
  );
}
