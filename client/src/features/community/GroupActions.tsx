import { lazy, Suspense, useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { openConfirm } from '../../lib/modals.ts';
import { notifications } from '../../lib/toasts.ts';
import { IconBan, IconClock, IconFlag, IconPencil, IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { Group as GroupData, ScreeningQuestion } from '@hercircle/shared';
import { trpc } from '../../lib/trpc.ts';
import { useSession } from '../../lib/auth.ts';
import { errorMessage } from '../../lib/errors.ts';
import { invalidateGroup } from './group-cache.ts';
import { loadReportDialog, openReportDialog } from '../safety/report.tsx';
import { JoinQuestionsDialog } from './JoinQuestionsDialog.tsx';

// The edit form (its fields, checks and Modal) loads when an admin points at or first opens it.
const loadEditGroupDialog = () => import('./EditGroupDialog.tsx');
const EditGroupDialog = lazy(() =>
  loadEditGroupDialog().then((m) => ({ default: m.EditGroupDialog })),
);

export function GroupActions({ group }: { group: GroupData }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const session = useSession();
  const [editing, setEditing] = useState(false);
  // Mounted from the first opening on, so that closing it animates like any dialog.
  const [editOpened, setEditOpened] = useState(false);
  // A private group's screening questions, asked before her request goes (null: none open).
  const [questions, setQuestions] = useState<ScreeningQuestion[] | null>(null);
  const canManage = group.my_role === 'admin' || session?.user.role === 'admin';
  const onError = (error: unknown) =>
    notifications.show({ color: 'red', message: errorMessage(error) });

  const join = useMutation(
    trpc.community.join.mutationOptions({
      onSuccess: (result) => {
        setQuestions(null);
        invalidateGroup(queryClient, group.id);
        notifications.show({
          color: 'sage',
          message: result.request_pending
            ? 'Request sent. An admin will review it.'
            : `Welcome to ${group.name}.`,
        });
      },
      onError: (error) => {
        // With the questions open, the refusal shows in the dialog.
        if (!questions) onError(error);
      },
    }),
  );
  const askToJoin = async () => {
    const { questions: asked } = await queryClient.fetchQuery(
      trpc.community.questions.queryOptions({ id: group.id }),
    );
    if (asked.length > 0) setQuestions(asked);
    else join.mutate({ id: group.id });
  };
  const leave = useMutation(
    trpc.community.leave.mutationOptions({
      onSuccess: () => {
        invalidateGroup(queryClient, group.id);
        notifications.show({
          color: 'sage',
          message: group.request_pending ? 'Request withdrawn.' : `You left ${group.name}.`,
        });
      },
      onError,
    }),
  );
  const remove = useMutation(
    trpc.community.delete.mutationOptions({
      onSuccess: () => {
        invalidateGroup(queryClient, group.id);
        notifications.show({ color: 'sage', message: `${group.name} was deleted.` });
        void navigate({ to: '/community' });
      },
      onError,
    }),
  );

  const confirmLeave = () =>
    openConfirm({
      title: `Leave ${group.name}?`,
      children: (
        <Text size="sm">
          {group.is_private
            ? 'To come back you will need an admin to approve you again.'
            : 'You can join again while there is room.'}
        </Text>
      ),
      labels: { confirm: 'Leave group', cancel: 'Stay' },
      confirmProps: { color: 'red' },
      onConfirm: () => leave.mutate({ id: group.id }),
    });
  const confirmDelete = () =>
    openConfirm({
      title: 'Delete this group?',
      children: (
        <Text size="sm">
          Are you sure you want to delete this community? Its discussion and memberships are removed
          permanently.
        </Text>
      ),
      labels: { confirm: 'Delete group', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate({ id: group.id }),
    });

  const full = group.member_count >= group.max_members;
  return (
    <Stack gap="xs" align="stretch" miw={240}>
      {group.banned && !group.is_member && (
        <>
          <Button
            size="md"
            variant="light"
            color="gray"
            leftSection={<IconBan size={18} aria-hidden />}
            disabled
          >
            Banned from this group
          </Button>
          <Text size="xs" c="dimmed" ta="center" maw={240}>
            The group&apos;s admins banned you, so you can&apos;t join it or ask to.
          </Text>
        </>
      )}
      {!group.is_member && !group.request_pending && !group.banned && (
        <Button
          size="md"
          variant="cta"
          disabled={join.isPending || (full && !group.is_private)}
          onClick={() =>
            group.is_private ? void askToJoin().catch(onError) : join.mutate({ id: group.id })
          }
        >
          {join.isPending
            ? 'Joining...'
            : full && !group.is_private
              ? 'Group is full'
              : group.is_private
                ? 'Request to Join'
                : 'Join Group'}
        </Button>
      )}
      {group.request_pending && (
        <>
          <Button
            size="md"
            variant="light"
            color="gray"
            leftSection={<IconClock size={18} aria-hidden />}
            disabled
          >
            Pending
          </Button>
          <Button
            variant="subtle"
            size="xs"
            onClick={() => leave.mutate({ id: group.id })}
            loading={leave.isPending}
          >
            Withdraw request
          </Button>
        </>
      )}
      {group.is_member && (
        <Button variant="default" onClick={confirmLeave} loading={leave.isPending}>
          Leave group
        </Button>
      )}
      {canManage && (
        <Group gap="xs" grow>
          <Button
            variant="light"
            leftSection={<IconPencil size={16} aria-hidden />}
            onPointerEnter={() => void loadEditGroupDialog()}
            onFocus={() => void loadEditGroupDialog()}
            onClick={() => {
              setEditOpened(true);
              setEditing(true);
            }}
          >
            Edit
          </Button>
          <Button
            variant="light"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={confirmDelete}
            loading={remove.isPending}
          >
            Delete
          </Button>
        </Group>
      )}
      {/* A group's own admins cannot report it (the server answers 400). */}
      {group.my_role !== 'admin' && (
        <Button
          variant="subtle"
          color="gray"
          size="compact-sm"
          leftSection={<IconFlag size={14} aria-hidden />}
          onPointerEnter={() => void loadReportDialog()}
          onFocus={() => void loadReportDialog()}
          onClick={() =>
            openReportDialog({ target_type: 'group', target_id: group.id, label: group.name })
          }
        >
          Report group
        </Button>
      )}
      {questions && (
        <JoinQuestionsDialog
          groupName={group.name}
          questions={questions}
          opened
          onClose={() => setQuestions(null)}
          onSend={(answers) => join.mutate({ id: group.id, answers })}
          sending={join.isPending}
          error={join.error}
        />
      )}
      {editOpened && (
        <Suspense fallback={null}>
          <EditGroupDialog group={group} opened={editing} onClose={() => setEditing(false)} />
        </Suspense>
      )}
    </Stack>
  );
}
