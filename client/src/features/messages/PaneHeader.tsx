import type { ReactNode } from 'react';
import { Group, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { IconArrowLeft } from '@tabler/icons-react';
import type { Conversation } from '@hercircle/shared';
import { MemberAvatar, MemberName } from '../members/MemberName.tsx';
import classes from './MessagesPage.module.css';
import { useTexts } from '../../i18n/texts.ts';
import { messagesTexts } from '../../i18n/areas/messages.ts';

/** Who the open pane is with, a line about its state, and (on a phone) the way back to the list. */
export function PaneHeader({
  conversation,
  note,
}: {
  conversation: Pick<Conversation, 'name' | 'member'>;
  note?: ReactNode;
}) {
  const { t } = useTexts(messagesTexts);
  const member = conversation.member;
  return (
    <Group className={classes.paneHeader} gap="sm" wrap="nowrap">
      <Link to="/messages" search={{}} className={classes.back} aria-label={t('pane.allMessages')}>
        <IconArrowLeft size={20} aria-hidden className="flip-rtl" />
      </Link>
      {member && <MemberAvatar user={member} size={36} />}
      <Stack gap={0} style={{ minWidth: 0 }}>
        {member ? (
          <MemberName user={member} size="md" />
        ) : (
          <Text fw={600} dir="auto">
            {conversation.name}
          </Text>
        )}
        {note && (
          <Text size="xs" c="dimmed">
            {note}
          </Text>
        )}
      </Stack>
    </Group>
  );
}
