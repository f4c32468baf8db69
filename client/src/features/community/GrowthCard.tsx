import { lazy, Suspense, useState } from 'react';
import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconLink, IconMessageQuestion, IconMoodHappy } from '@tabler/icons-react';
import type { Group as GroupData } from '@hercircle/shared';

// The dialogs load when an admin first opens one.
const InvitationsDialog = lazy(() =>
  import('./InvitationsDialog.tsx').then((m) => ({ default: m.InvitationsDialog })),
);
const QuestionsDialog = lazy(() =>
  import('./ScreeningDialogs.tsx').then((m) => ({ default: m.QuestionsDialog })),
);
const WelcomeDialog = lazy(() =>
  import('./ScreeningDialogs.tsx').then((m) => ({ default: m.WelcomeDialog })),
);

type Open = 'invitations' | 'questions' | 'welcome' | null;

/** A group admin's tools for growing the group: invitation links, screening questions, the welcome. */
export function GrowthCard({ group }: { group: GroupData }) {
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  return (
    <Card>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Invite and welcome
        </Title>
        <Text size="sm" c="dimmed">
          Share a link, ask who is joining, and greet newcomers.
        </Text>
        <Button
          variant="light"
          leftSection={<IconLink size={16} aria-hidden />}
          onClick={() => setOpen('invitations')}
        >
          Invitation links
        </Button>
        {group.is_private && (
          <Button
            variant="light"
            leftSection={<IconMessageQuestion size={16} aria-hidden />}
            onClick={() => setOpen('questions')}
          >
            Screening questions
          </Button>
        )}
        <Button
          variant="light"
          leftSection={<IconMoodHappy size={16} aria-hidden />}
          onClick={() => setOpen('welcome')}
        >
          Welcome message
        </Button>
      </Stack>
      <Suspense fallback={null}>
        {open === 'invitations' && <InvitationsDialog group={group} opened onClose={close} />}
        {open === 'questions' && <QuestionsDialog groupId={group.id} opened onClose={close} />}
        {open === 'welcome' && <WelcomeDialog groupId={group.id} opened onClose={close} />}
      </Suspense>
    </Card>
  );
}
