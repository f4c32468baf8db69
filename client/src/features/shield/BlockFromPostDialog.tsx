import { useState } from 'react';
import { Checkbox, Skeleton, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EngagedMember } from '@hercircle/shared';
import { FormModal } from '../../components/FormModal.tsx';
import { notifications } from '../../lib/toasts.ts';
import { trpc } from '../../lib/trpc.ts';
import { errorMessage } from '../../lib/errors.ts';
import { useTexts } from '../../i18n/texts.ts';
import { safetyTexts } from '../../i18n/areas/safety.ts';

/** What she did on the post: its text's key. */
function what(m: EngagedMember) {
  if (m.reacted && m.replied) return 'shield.reactedAndReplied' as const;
  return m.reacted ? ('shield.reacted' as const) : ('shield.replied' as const);
}

/**
 * "Block people" on her own post: everyone who reacted to it or replied to it by name, with a
 * checkbox each; "Block selected" blocks them at once, silently, as a member page's Block does.
 */
export function BlockFromPostDialog({
  postId,
  groupId,
  onClose,
}: {
  postId: number;
  groupId: number;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const { t } = useTexts(safetyTexts);
  const engaged = useQuery(trpc.community.postEngaged.queryOptions({ id: postId }));
  const [chosen, setChosen] = useState<number[]>([]);
  const block = useMutation(
    trpc.community.blockFromPost.mutationOptions({
      onSuccess: (data) => {
        queryClient.setQueryData(trpc.community.postEngaged.queryKey({ id: postId }), data);
        void queryClient.invalidateQueries({ queryKey: trpc.users.blocks.pathKey() });
        void queryClient.invalidateQueries({
          queryKey: trpc.community.posts.queryKey({ id: groupId }),
        });
        void queryClient.invalidateQueries({
          queryKey: trpc.community.replies.queryKey({ id: postId }),
        });
        notifications.show({
          color: 'sage',
          message: t('shield.blockedCount', { count: chosen.length }),
        });
        onClose();
      },
    }),
  );
  const users = engaged.data?.users ?? [];

  return (
    <FormModal
      opened
      onClose={onClose}
      title={t('shield.blockTitle')}
      onSubmit={(e) => {
        e.preventDefault();
        if (chosen.length > 0) block.mutate({ id: postId, user_ids: chosen });
      }}
      error={block.error}
      submitLabel={t('shield.blockSelected')}
      submitProps={{ color: 'red', disabled: chosen.length === 0, loading: block.isPending }}
    >
      <Text size="sm" c="dimmed">
        {t('shield.blockText')}
      </Text>
      {engaged.isPending ? (
        <Skeleton h={60} role="status" aria-label={t('shield.loading')} />
      ) : engaged.isError ? (
        <Text size="sm" c="var(--hc-danger-text)" role="alert">
          {errorMessage(engaged.error)}
        </Text>
      ) : users.length === 0 ? (
        <Text size="sm">{t('shield.nobody')}</Text>
      ) : (
        <Checkbox.Group
          label={t('shield.people')}
          value={chosen.map(String)}
          onChange={(values) => setChosen(values.map(Number))}
        >
          <Stack gap="xs" mt="xs">
            {users.map((m) => (
              <Checkbox
                key={m.id}
                value={String(m.id)}
                disabled={m.blocked}
                label={
                  <bdi>
                    {m.first_name} {m.last_name}
                  </bdi>
                }
                description={t(m.blocked ? 'shield.blocked' : what(m))}
              />
            ))}
          </Stack>
        </Checkbox.Group>
      )}
    </FormModal>
  );
}
