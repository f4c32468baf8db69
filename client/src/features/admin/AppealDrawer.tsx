import { useState } from 'react';
import {
  Alert,
  Blockquote,
  Button,
  Drawer,
  Group,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DECISION_REASON_MAX, NO_REASON_GIVEN, type AdminAppeal } from '@hercircle/shared';
import { trpc } from '../../lib/trpc.ts';
import { shortDate } from '../../lib/dates.ts';
import { fieldErrors } from '../../lib/errors.ts';
import { notifications } from '../../lib/toasts.ts';
import { FormError } from '../../components/FormError.tsx';
import { AnchorLink } from '../../components/AnchorLink.tsx';
import { DECISION_ACTION_LABELS } from '../fair-process/queries.ts';
import { AppealStatusBadge, decidedBy, personName } from './appeal-labels.tsx';

export const CANNOT_DECIDE = 'You took this decision: another admin must decide.';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap="xs" component="section">
      <Title order={3} fz="md">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Text size="sm">
      <Text span size="sm" c="dimmed">
        {label}:
      </Text>{' '}
      {children}
    </Text>
  );
}

/** Uphold or reverse, with the reason she is told; a reversal undoes the action. */
function DecideForm({ appeal, onDone }: { appeal: AdminAppeal; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const decide = useMutation(
    trpc.admin.fairProcess.decideAppeal.mutationOptions({
      onSuccess: ({ appeal: decided }) => {
        notifications.show({
          color: 'sage',
          message: decided.status === 'reversed' ? 'Decision reversed.' : 'Decision upheld.',
        });
        void queryClient.invalidateQueries({ queryKey: trpc.admin.fairProcess.pathKey() });
        onDone();
      },
    }),
  );
  const send = (outcome: 'upheld' | 'reversed') => {
    if (!reason.trim()) return setMissing(true);
    decide.mutate({ id: appeal.id, outcome, reason });
  };
  const error = missing ? 'Say why' : fieldErrors(decide.error).reason;
  return (
    <Stack gap="sm">
      <Textarea
        label="Reason she is told"
        description="Sent to her with the outcome and kept in the audit log."
        required
        autosize
        minRows={3}
        maxLength={DECISION_REASON_MAX}
        value={reason}
        onChange={(e) => {
          setReason(e.currentTarget.value);
          setMissing(false);
        }}
        error={error}
      />
      <FormError error={decide.error} />
      <Text size="sm" c="dimmed">
        Reversing undoes the decision: the content is shown again, the ban, suspension or mute is
        lifted.
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button
          variant="default"
          loading={decide.isPending && decide.variables?.outcome === 'upheld'}
          disabled={decide.isPending}
          onClick={() => send('upheld')}
        >
          Uphold
        </Button>
        <Button
          color="red"
          loading={decide.isPending && decide.variables?.outcome === 'reversed'}
          disabled={decide.isPending}
          onClick={() => send('reversed')}
        >
          Reverse
        </Button>
      </Group>
    </Stack>
  );
}

function AppealDetail({ appeal: a, onClose }: { appeal: AdminAppeal; onClose: () => void }) {
  const d = a.decision;
  return (
    <Stack gap="lg">
      <Section title="Decision">
        <Fact label="About">
          <AnchorLink to="/admin/users/$id" params={{ id: d.user.id }}>
            {personName(d.user)}
          </AnchorLink>
        </Fact>
        <Fact label="What">
          {DECISION_ACTION_LABELS[d.action]}
          {d.group ? ` in ${d.group.name}` : ''}
          {d.ends_at ? `, until ${shortDate(d.ends_at)}` : ''}
        </Fact>
        {d.excerpt && (
          <Blockquote p="sm" color="gray" style={{ overflowWrap: 'anywhere' }}>
            “{d.excerpt}”
          </Blockquote>
        )}
        <Fact label="Rule">{d.rule ? `${d.rule.number}. ${d.rule.title}` : 'None named'}</Fact>
        <Fact label="Reason she was given">{d.reason || NO_REASON_GIVEN}</Fact>
        <Fact label="Decided by">
          {decidedBy(d)} on {shortDate(d.created_at)}
        </Fact>
        {d.reversed_at && <Fact label="Reversed">{shortDate(d.reversed_at)}</Fact>}
      </Section>
      <Section title="Her appeal">
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {a.text}
        </Text>
        <Text size="xs" c="dimmed">
          Received {shortDate(a.created_at)}
        </Text>
      </Section>
      <Section title="Outcome">
        {a.status !== 'pending' ? (
          <>
            <Text size="sm">
              {a.status === 'reversed' ? 'Reversed' : 'Upheld'}
              {a.decided_at ? ` on ${shortDate(a.decided_at)}` : ''}.
            </Text>
            {a.outcome_reason && <Fact label="Reason">{a.outcome_reason}</Fact>}
          </>
        ) : a.can_decide ? (
          <DecideForm appeal={a} onDone={onClose} />
        ) : (
          <Alert color="orange" variant="light">
            {CANNOT_DECIDE}
          </Alert>
        )}
      </Section>
    </Stack>
  );
}

/** One appeal: the decision, her text, and Uphold or Reverse. */
export function AppealDrawer({
  appeal,
  onClose,
}: {
  appeal: AdminAppeal | null;
  onClose: () => void;
}) {
  const narrow = useMediaQuery('(max-width: 48em)');
  return (
    <Drawer
      opened={appeal !== null}
      onClose={onClose}
      position="right"
      size={narrow ? '100%' : 'lg'}
      closeButtonProps={{ 'aria-label': 'Close appeal' }}
      title={
        <Group gap="xs">
          <Text fw={700} fz="lg" component="h2" m={0}>
            Appeal
          </Text>
          {appeal && <AppealStatusBadge status={appeal.status} />}
        </Group>
      }
    >
      {appeal && <AppealDetail key={appeal.id} appeal={appeal} onClose={onClose} />}
    </Drawer>
  );
}
