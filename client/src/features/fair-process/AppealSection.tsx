import { useState } from 'react';
import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  APPEAL_TEXT_MAX,
  appealInput,
  decisionDateText,
  type ModerationDecision,
} from '@hercircle/shared';
import { FormError } from '../../components/FormError.tsx';
import { fieldErrors } from '../../lib/errors.ts';
import { focusOnShow } from '../../lib/focus.ts';
import { trpc } from '../../lib/trpc.ts';

type Appeal = NonNullable<ModerationDecision['appeal']>;

const OUTCOME: Record<Appeal['status'], { color: string; text: string }> = {
  pending: {
    color: 'blue',
    text: 'You appealed. An admin who did not take this decision will look at it, and we will tell you the outcome.',
  },
  upheld: { color: 'gray', text: 'Your appeal was decided: the decision stays as it was.' },
  reversed: {
    color: 'sage',
    text: 'Your appeal was decided: the decision is reversed and undone.',
  },
};

/**
 * Her appeal as it stands: sent and waiting, or decided with the reason. Just sent, it takes the
 * focus from the form it replaces.
 */
export function AppealStatus({ appeal, justSent }: { appeal: Appeal; justSent: boolean }) {
  const outcome = OUTCOME[appeal.status];
  return (
    <Alert
      ref={justSent ? focusOnShow : undefined}
      role="status"
      tabIndex={-1}
      color={outcome.color}
      variant="light"
      title="Your appeal"
    >
      <Stack gap={6}>
        <Text size="sm">{outcome.text}</Text>
        {appeal.outcome_reason && (
          <Text size="sm">
            <strong>Reason:</strong> {appeal.outcome_reason}
          </Text>
        )}
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          You wrote: “{appeal.text}”
        </Text>
      </Stack>
    </Alert>
  );
}

/**
 * The Appeal button and, once pressed, her text and Submit. One appeal per decision, while the
 * window is open (`appealable_until`); the server says no to a second or late one.
 */
export function AppealForm({
  decision,
  onSent,
}: {
  decision: ModerationDecision;
  onSent: () => void;
}) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useMutation(
    trpc.moderation.appeal.mutationOptions({
      onSuccess: () => {
        onSent();
        return queryClient.invalidateQueries({
          queryKey: trpc.moderation.myDecisions.pathKey(),
        });
      },
    }),
  );
  if (!decision.appealable_until) return null;
  const until = decisionDateText(decision.appealable_until);

  if (!open)
    return (
      <Group gap="sm" align="center">
        <Button variant="light" onClick={() => setOpen(true)}>
          Appeal
        </Button>
        <Text size="sm" c="dimmed">
          You can appeal once, until {until}.
        </Text>
      </Group>
    );

  const fieldError = error ?? fieldErrors(send.error).text ?? null;
  return (
    <form
      noValidate
      aria-label="Appeal this decision"
      onSubmit={(e) => {
        e.preventDefault();
        const checked = appealInput.shape.text.safeParse(text);
        if (!checked.success) return setError(checked.error.issues[0]?.message ?? null);
        send.mutate({ id: decision.id, text });
      }}
    >
      <Stack gap="sm">
        <Textarea
          label="Why should this decision change?"
          description={`Another admin, not the one who decided, reads it. 10 to ${APPEAL_TEXT_MAX} characters.`}
          autosize
          minRows={3}
          maxRows={10}
          maxLength={APPEAL_TEXT_MAX}
          required
          ref={focusOnShow}
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setError(null);
          }}
          error={fieldError}
        />
        {!fieldError && <FormError error={send.error} />}
        <Group justify="flex-end" gap="sm">
          <Button
            variant="default"
            onClick={() => {
              setOpen(false);
              setText('');
              setError(null);
              send.reset();
            }}
          >
            Cancel
          </Button>
          <Button type="submit" loading={send.isPending}>
            Submit appeal
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
