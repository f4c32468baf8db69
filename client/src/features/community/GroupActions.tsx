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
import { useTexts } from '../../i18n/texts.ts';
import { groupTexts } from '../../i18n/areas/group.ts';

// The edit form (its fields, checks and Modal) loads when an admin points at or first opens it.
const loadEditGroupDialog = () => import('./EditGroupDialog.tsx');
const EditGroupDialog = lazy(() =>
  loadEditGroupDialog().then((m) => ({ default: m.EditGroupDialog })),
);

export function GroupActions({ group }: { group: GroupData }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const session = useSession();
  const { t } = useTexts(groupTexts);
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
            ? t('actions.requestSent')
            : t('actions.welcome', { name: group.name }),
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
          message: group.request_pending
            ? t('actions.withdrawn')
            : t('actions.left', { name: group.name }),
        });
      },
      onError,
    }),
  );
  const remove = useMutation(
    trpc.community.delete.mutationOptions({
      onSuccess: () => {
        invalidateGroup(queryClient, group.id);
        notifications.show({ color: 'sage', message: t('actions.deleted', { name: group.name }) });
        void navigate({ to: '/community' });
      },
      onError,
    }),
  );

  const confirmLeave = () =>
    openConfirm({
      title: t('actions.leaveTitle', { name: group.name }),
      children: (
        <Text size="sm">
          {group.is_private ? t('actions.leavePrivate') : t('actions.leavePublic')}
        </Text>
      ),
      labels: { confirm: t('actions.leave'), cancel: t('actions.stay') },
      confirmProps: { color: 'red' },
      onConfirm: () => leave.mutate({ id: group.id }),
    });
  const confirmDelete = () =>
    openConfirm({
      title: t('actions.deleteTitle'),
      children: <Text size="sm">{t('actions.deleteText')}</Text>,
      labels: { confirm: t('actions.deleteGroup'), cancel: t('actions.cancel') },
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
            {t('actions.banned')}
          </Button>
          <Text size="xs" c="dimmed" ta="center" maw={240}>
            {t('actions.bannedText')}
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
            ? t('actions.joining')
            : full && !group.is_private
              ? t('actions.full')
              : group.is_private
                ? t('actions.requestToJoin')
                : t('actions.join')}
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
            {t('actions.pending')}
          </Button>
          <Button
            variant="subtle"
            size="xs"
            onClick={() => leave.mutate({ id: group.id })}
            loading={leave.isPending}
          >
            {t('actions.withdraw')}
          </Button>
        </>
      )}
      {group.is_member && (
        <Button variant="default" onClick={confirmLeave} loading={leave.isPending}>
          {t('actions.leave')}
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
            {t('actions.edit')}
          </Button>
          <Button
            variant="light"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={confirmDelete}
            loading={remove.isPending}
          >
            {t('actions.delete')}
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
          {t('actions.report')}
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
