import { useState, type ReactNode } from 'react';
import { notifications } from '../../lib/toasts.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  LIMITS,
  postContent,
  replyContent,
  type ContentNote,
  type GroupPost,
  type GroupReply,
} from '@hercircle/shared';
import { trpc } from '../../lib/trpc.ts';
import { fieldErrors } from '../../lib/errors.ts';
import { FormModal } from '../../components/FormModal.tsx';
import { ContentNoteSelect } from './ContentNoteSelect.tsx';
import { MentionTextarea } from './MentionTextarea.tsx';
import { ScheduleFields } from './ScheduleFields.tsx';
import { wallTime, zonedToIso } from '../events/event-format.ts';
import { useTexts } from '../../i18n/texts.ts';
import { groupTexts } from '../../i18n/areas/group.ts';

/**
 * The author's edit of her post, in a dialog that starts from what she wrote: it is mounted only
 * while open, so each opening starts from the post as it is now. She may change its content note.
 */
export function EditPostDialog({ post, onClose }: { post: GroupPost; onClose: () => void }) {
  const queryClient = useQueryClient();
  const { t } = useTexts(groupTexts);
  const [draft, setDraft] = useState(post.content);
  const [note, setNote] = useState<ContentNote | null>(post.content_note);
  // A scheduled post's time stays editable until it is published, in a zone she picks.
  const [zone, setZone] = useState(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  const [at, setAt] = useState(() => post.publish_at && wallTime(new Date(post.publish_at), zone));
  const update = useMutation(
    trpc.community.updatePost.mutationOptions({
      onSuccess: () => {
        void queryClient.invalidateQueries({
          queryKey: trpc.community.posts.queryKey({ id: post.group_id }),
        });
        notifications.show({ color: 'sage', message: t('dialogs.postUpdated') });
        onClose();
      },
    }),
  );
  const parsed = postContent.safeParse(draft);
  // Sent only when she moved it: an unchanged time would be refused once the post is out.
  const moved = at && post.publish_at && zonedToIso(at, zone);
  const movedTo = moved !== post.publish_at ? moved : null;

  return (
    <EditDialog
      title={t('dialogs.editPost')}
      label={t('dialogs.yourPost')}
      groupId={post.group_id}
      draft={draft}
      setDraft={setDraft}
      valid={parsed.success}
      mutation={update}
      onClose={onClose}
      onSubmit={() => {
        // The note goes only when she changed it: left out, the server keeps it.
        if (parsed.success)
          update.mutate({
            id: post.id,
            content: parsed.data,
            ...(note !== post.content_note && { content_note: note }),
            ...(movedTo && { publish_at: movedTo }),
          });
      }}
    >
      <ContentNoteSelect value={note} onChange={setNote} />
      {at !== null && <ScheduleFields at={at} zone={zone} onAt={setAt} onZone={setZone} />}
    </EditDialog>
  );
}

/** The author's edit of her reply; only its post's replies are read again. */
export function EditReplyDialog({
  reply,
  groupId,
  onClose,
}: {
  reply: GroupReply;
  groupId: number;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const { t } = useTexts(groupTexts);
  const [draft, setDraft] = useState(reply.content);
  const update = useMutation(
    trpc.community.updateReply.mutationOptions({
      onSuccess: () => {
        void queryClient.invalidateQueries({
          queryKey: trpc.community.replies.queryKey({ id: reply.post_id }),
        });
        notifications.show({ color: 'sage', message: t('dialogs.replyUpdated') });
        onClose();
      },
    }),
  );
  const parsed = replyContent.safeParse(draft);

  return (
    <EditDialog
      title={t('dialogs.editReply')}
      label={t('dialogs.yourReply')}
      groupId={groupId}
      draft={draft}
      setDraft={setDraft}
      valid={parsed.success}
      mutation={update}
      onClose={onClose}
      onSubmit={() => {
        if (parsed.success) update.mutate({ id: reply.id, content: parsed.data });
      }}
    />
  );
}

function EditDialog({
  title,
  label,
  groupId,
  draft,
  setDraft,
  valid,
  mutation,
  onClose,
  onSubmit,
  children,
}: {
  title: string;
  label: string;
  groupId: number;
  draft: string;
  setDraft: (value: string) => void;
  valid: boolean;
  mutation: { isPending: boolean; error: unknown };
  onClose: () => void;
  onSubmit: () => void;
  children?: ReactNode;
}) {
  const { t } = useTexts(groupTexts);
  return (
    <FormModal
      opened
      onClose={onClose}
      title={title}
      onSubmit={(e) => {
        e.preventDefault();
        if (!mutation.isPending) onSubmit();
      }}
      error={mutation.error}
      submitLabel={t('dialogs.save')}
      submitProps={{ loading: mutation.isPending, disabled: !valid }}
    >
      <MentionTextarea
        groupId={groupId}
        label={label}
        dir="auto"
        autosize
        minRows={3}
        maxRows={10}
        maxLength={LIMITS.postMax}
        value={draft}
        onValueChange={setDraft}
        error={fieldErrors(mutation.error).content}
        data-autofocus
      />
      {children}
    </FormModal>
  );
}
