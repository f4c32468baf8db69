import { Group, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { IconArrowLeft } from '@tabler/icons-react';
import type { Conversation } from '@hercircle/shared';
import { MemberAvatar, MemberName } from '../members/MemberName.tsx';
import classes from './MessagesPage.module.css';

/** Who the open pane is with, a line about its state, and (on a phone) the way back to the list. */
export function PaneHeader({
  conversation,
  note,
}: {
  conversation: Pick<Conversation, 'name' | 'member'>;
  note?: string;
}) {
  const member = conversation.member;
  return (
    <Group className={classes.paneHeader} gap="sm" wrap="nowrap">
      <Link to="/messages" search={{}} className={classes.back} aria-label="All messages">
        <IconArrowLeft size={20} aria-hidden />
      </Link>
      {member && <MemberAvatar user={member} size={36} />}
      <Stack gap={0} style={{ minWidth: 0 }}>
        {member ? (
          <MemberName user={member} size="md" />
        ) : (
          <Text fw={600}>{conversation.name}</Text>
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
