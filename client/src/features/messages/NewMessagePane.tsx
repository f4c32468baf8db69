import { useState } from 'react';
import { Alert, Box, Button, Center, Loader, Stack, Text, Textarea } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Trans } from 'react-i18next';
import { chatContent } from '@hercircle/shared';
import { trpc } from '../../lib/trpc.ts';
import { errorMessage } from '../../lib/errors.ts';
import { PaneHeader } from './PaneHeader.tsx';
import classes from './MessagesPage.module.css';
import { useTexts } from '../../i18n/texts.ts';
import { messagesTexts } from '../../i18n/areas/messages.ts';

/**
 * A first message to a member (/messages?to={id}): sending it opens the conversation, which she
 * receives as a message request. (With a conversation already there, the page opens that instead.)
 */
export function NewMessagePane({ to }: { to: number }) {
  const { t } = useTexts(messagesTexts);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const profile = useQuery(trpc.users.profile.queryOptions({ id: to }));
  const [draft, setDraft] = useState('');
  const send = useMutation(
    trpc.chat.direct.mutationOptions({
      onSuccess: async ({ conversation }) => {
        await queryClient.invalidateQueries({ queryKey: trpc.chat.conversations.queryKey() });
        void navigate({ to: '/messages', search: { c: conversation.id }, replace: true });
      },
    }),
  );
  if (profile.isPending)
    return (
      <Center style={{ flex: 1 }}>
        <Loader size="sm" role="status" aria-label={t('compose.loading')} />
      </Center>
    );
  if (profile.isError)
    return (
      <Box p="lg">
        <Alert color="red" variant="light" title={t('compose.cantMessage')}>
          {errorMessage(profile.error)}
        </Alert>
      </Box>
    );
  const user = profile.data.user;
  const parsed = chatContent.safeParse(draft);
  const submit = () => {
    if (parsed.success) send.mutate({ user_id: to, content: parsed.data });
  };
  return (
    <>
      <PaneHeader
        conversation={{ name: `${user.first_name} ${user.last_name}`, member: user }}
        note={t('compose.newMessage')}
      />
      <Stack p="md" gap="sm" style={{ flex: 1 }} justify="flex-end">
        <Text size="sm" c="dimmed">
          <Trans
            t={t}
            i18nKey="compose.intro"
            values={{ name: user.first_name }}
            components={{ name: <bdi /> }}
          />
        </Text>
        {send.isError && (
          <Alert color="red" variant="light">
            {errorMessage(send.error)}
          </Alert>
        )}
      </Stack>
      <Box p="sm" className={classes.paneFooter}>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <Textarea
            label={t('compose.to', { name: user.first_name })}
            placeholder={t('compose.placeholder')}
            dir="auto"
            autosize
            minRows={2}
            maxRows={6}
            maxLength={4000}
            value={draft}
            onChange={(e) => setDraft(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
                e.preventDefault();
                submit();
              }
            }}
          />
          <Button type="submit" mt="xs" loading={send.isPending} disabled={!parsed.success}>
            {t('compose.send')}
          </Button>
        </form>
      </Box>
    </>
  );
}
