import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NewsletterIssue } from '@hercircle/shared';
import { FORMATTING_HELP, plainText } from '@hercircle/shared/formatting';
import { trpc } from '../../lib/trpc.ts';
import { errorMessage } from '../../lib/errors.ts';
import { FormattedText } from '../../components/FormattedText.tsx';
import { AdminPage } from './AdminPage.tsx';
import { confirmDelete } from './confirm-delete.tsx';

function when(iso: string) {
  return new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

const STATUS_COLOR = { draft: 'gray', sending: 'coral', sent: 'green' } as const;

/**
 * Subject and body, with a live preview of the email as subscribers read it, beside the text
 * rather than behind a switch: an issue is long, and its author checks it as she writes.
 */
function Compose({ draft, onDone }: { draft: NewsletterIssue | null; onDone: () => void }) {
  const queryClient = useQueryClient();
  // The parent remounts the form per draft (key), so the draft's text is the starting state.
  const [subject, setSubject] = useState(draft?.subject ?? '');
  const [body, setBody] = useState(draft?.body ?? '');
  const onSuccess = () => {
    setSubject('');
    setBody('');
    onDone();
    void queryClient.invalidateQueries({ queryKey: trpc.admin.newsletter.issues.queryKey() });
  };
  const create = useMutation(trpc.admin.newsletter.create.mutationOptions({ onSuccess }));
  const update = useMutation(trpc.admin.newsletter.update.mutationOptions({ onSuccess }));
  const save = draft ? update : create;
  return (
    <Card padding="lg">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (draft) update.mutate({ id: draft.id, subject, body });
          else create.mutate({ subject, body });
        }}
      >
        <Stack gap="sm">
          <Title order={2} fz="lg">
            {draft ? 'Edit draft' : 'Write an issue'}
          </Title>
          <TextInput
            label="Subject"
            required
            maxLength={200}
            value={subject}
            onChange={(e) => setSubject(e.currentTarget.value)}
          />
          <Textarea
            label="Body"
            description={`${FORMATTING_HELP}. Every email ends with a one-click unsubscribe link.`}
            required
            autosize
            minRows={6}
            value={body}
            onChange={(e) => setBody(e.currentTarget.value)}
          />
          {(subject || body) && (
            <Card withBorder padding="md">
              <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
                Preview
              </Text>
              <Text fw={700} mt={4} mb="xs" style={{ overflowWrap: 'anywhere' }}>
                {subject || 'No subject yet'}
              </Text>
              <FormattedText source={body} fz="sm" gap="xs" preview />
              <Text size="xs" c="dimmed" mt="sm">
                Unsubscribe in one click: (a link for each reader)
              </Text>
            </Card>
          )}
          {save.isError && (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(save.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            {draft && (
              <Button variant="default" onClick={onDone}>
                Cancel editing
              </Button>
            )}
            <Button type="submit" loading={save.isPending}>
              {draft ? 'Save changes' : 'Save draft'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

function IssueCard({
  issue,
  editing,
  onEdit,
  onGone,
}: {
  issue: NewsletterIssue;
  /** Open in the form above: Edit says so rather than open it again. */
  editing: boolean;
  /** Opens the draft in the form. */
  onEdit: () => void;
  /** It is no draft any more (sent or deleted): the form lets go of it. */
  onGone: () => void;
}) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const refresh = () =>
    void queryClient.invalidateQueries({ queryKey: trpc.admin.newsletter.issues.queryKey() });
  const test = useMutation(trpc.admin.newsletter.sendTest.mutationOptions());
  const send = useMutation(
    trpc.admin.newsletter.send.mutationOptions({
      onSuccess: onGone,
      onSettled: () => {
        setConfirming(false);
        refresh();
      },
    }),
  );
  const remove = useMutation(
    trpc.admin.newsletter.delete.mutationOptions({ onSuccess: onGone, onSettled: refresh }),
  );
  return (
    <Card padding="md">
      <Group justify="space-between" wrap="wrap" gap="xs" align="flex-start">
        <Text fw={600} style={{ overflowWrap: 'anywhere', minWidth: 0, flex: 1 }}>
          {issue.subject}
        </Text>
        <Badge color={STATUS_COLOR[issue.status]}>{issue.status}</Badge>
      </Group>
      <Text size="sm" c="dimmed" mb="xs">
        {issue.status === 'draft'
          ? `Written ${when(issue.created_at)}`
          : `${issue.recipients} recipients · ${issue.sent} sent · ${issue.failed} failed${
              issue.sent_at ? ` · finished ${when(issue.sent_at)}` : ''
            }`}
      </Text>
      <Text size="sm" lineClamp={3}>
        {plainText(issue.body)}
      </Text>
      <Group justify="flex-end" mt="sm" gap="xs">
        {test.isSuccess && (
          <Text size="sm" c="dimmed" role="status">
            Test sent to your address.
          </Text>
        )}
        <Button
          variant="subtle"
          loading={test.isPending}
          onClick={() => test.mutate({ id: issue.id })}
        >
          Send me a test
        </Button>
        {issue.status === 'draft' && !confirming && (
          <>
            <Button
              variant="subtle"
              color="red"
              loading={remove.isPending}
              onClick={() =>
                confirmDelete('draft', issue.subject, () => remove.mutate({ id: issue.id }))
              }
            >
              Delete
            </Button>
            <Button variant="subtle" onClick={onEdit} disabled={editing}>
              {editing ? 'Editing above' : 'Edit'}
            </Button>
          </>
        )}
        {issue.status === 'draft' &&
          (confirming ? (
            <>
              <Button variant="default" onClick={() => setConfirming(false)}>
                Cancel
              </Button>
              <Button loading={send.isPending} onClick={() => send.mutate({ id: issue.id })}>
                Yes, send to every subscriber
              </Button>
            </>
          ) : (
            <Button variant="light" onClick={() => setConfirming(true)}>
              Send to all
            </Button>
          ))}
      </Group>
      {(send.isError || test.isError || remove.isError) && (
        <Alert color="red" variant="light" role="alert" mt="sm">
          {errorMessage(send.error ?? test.error ?? remove.error)}
        </Alert>
      )}
    </Card>
  );
}

export function NewsletterPage() {
  const issues = useQuery(trpc.admin.newsletter.issues.queryOptions());
  const [editing, setEditing] = useState<NewsletterIssue | null>(null);
  return (
    <AdminPage
      title="Newsletter"
      description="Write an issue, then send it to every confirmed subscriber."
    >
      <Compose key={editing?.id ?? 'new'} draft={editing} onDone={() => setEditing(null)} />
      <Title order={2} fz="lg">
        Issues
      </Title>
      {issues.isPending ? (
        <Skeleton h={120} />
      ) : issues.isError ? (
        <Alert color="red" variant="light">
          {errorMessage(issues.error)}
        </Alert>
      ) : issues.data.issues.length === 0 ? (
        <Text c="dimmed">No issues yet. Drafts you save appear here.</Text>
      ) : (
        <Stack gap="sm">
          {issues.data.issues.map((issue) => (
            <IssueCard
              key={issue.id}
              issue={issue}
              editing={editing?.id === issue.id}
              onEdit={() => {
                setEditing(issue);
                window.scrollTo({ top: 0, behavior: 'smooth' });
              }}
              onGone={() => setEditing((open) => (open?.id === issue.id ? null : open))}
            />
          ))}
        </Stack>
      )}
    </AdminPage>
  );
}
