import { useState } from 'react';
import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trans } from 'react-i18next';
import { APPEAL_TEXT_MAX, appealInput, type ModerationDecision } from '@hercircle/shared';
import { FormError } from '../../components/FormError.tsx';
import { fieldErrors } from '../../lib/errors.ts';
import { focusOnShow } from '../../lib/focus.ts';
import { trpc } from '../../lib/trpc.ts';
import { useTexts } from '../../i18n/texts.ts';
import { fairProcessTexts } from '../../i18n/areas/fairProcess.ts';
import { useDecisionDate } from './decision-text.tsx';

type Appeal = NonNullable<ModerationDecision['appeal']>;

/** Her appeal's colour as it stands; its words are `appeal.<status>`. */
const OUTCOME_COLOR: Record<Appeal['status'], string> = {
  pending: 'blue',
  upheld: 'gray',
  reversed: 'sage',
};

/** The shortest appeal the server takes (appealInput). */
const APPEAL_TEXT_MIN = 10;

/**
 * Her appeal as it stands: sent and waiting, or decided with the reason. Just sent, it takes the
 * focus from the form it replaces.
 */
export function AppealStatus({ appeal, justSent }: { appeal: Appeal; justSent: boolean }) {
  const { t } = useTexts(fairProcessTexts);
  return (
    <Alert
      ref={justSent ? focusOnShow : undefined}
      role="status"
      tabIndex={-1}
      color={OUTCOME_COLOR[appeal.status]}
      variant="light"
      title={t('appeal.title')}
    >
      <Stack gap={6}>
        <Text size="sm">{t(`appeal.${appeal.status}`)}</Text>
        {appeal.outcome_reason && (
          <Text size="sm">
            <Trans
              t={t}
              i18nKey="appeal.reason"
              values={{ reason: appeal.outcome_reason }}
              components={{ strong: <strong />, reason: <bdi /> }}
            />
          </Text>
        )}
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          <Trans
            t={t}
            i18nKey="appeal.wrote"
            values={{ text: appeal.text }}
            components={{ text: <bdi /> }}
          />
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
  const { t, i18n } = useTexts(fairProcessTexts);
  const decisionDate = useDecisionDate();
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
  const until = decisionDate(decision.appealable_until);
  const number = new Intl.NumberFormat(i18n.language, { useGrouping: false });

  if (!open)
    return (
      <Group gap="sm" align="center">
        <Button variant="light" onClick={() => setOpen(true)}>
          {t('appeal.appeal')}
        </Button>
        <Text size="sm" c="dimmed">
          {t('appeal.until', { date: until })}
        </Text>
      </Group>
    );

  const fieldError = error ?? fieldErrors(send.error).text ?? null;
  return (
    <form
      noValidate
      aria-label={t('appeal.form')}
      onSubmit={(e) => {
        e.preventDefault();
        const checked = appealInput.shape.text.safeParse(text);
        if (!checked.success) return setError(checked.error.issues[0]?.message ?? null);
        send.mutate({ id: decision.id, text });
      }}
    >
      <Stack gap="sm">
        <Textarea
          label={t('appeal.why')}
          description={t('appeal.whyHelp', {
            min: number.format(APPEAL_TEXT_MIN),
            max: number.format(APPEAL_TEXT_MAX),
          })}
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
            {t('appeal.cancel')}
          </Button>
          <Button type="submit" loading={send.isPending}>
            {t('appeal.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
