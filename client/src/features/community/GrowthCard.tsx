import { lazy, Suspense, useState } from 'react';
import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconLink, IconMessageQuestion, IconMoodHappy } from '@tabler/icons-react';
import type { Group as GroupData } from '@hercircle/shared';
import { useTexts } from '../../i18n/texts.ts';
import { groupTexts } from '../../i18n/areas/group.ts';

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
  const { t } = useTexts(groupTexts);
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  return (
    <Card>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('growth.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('growth.text')}
        </Text>
        <Button
          variant="light"
          leftSection={<IconLink size={16} aria-hidden />}
          onClick={() => setOpen('invitations')}
        >
          {t('growth.invitations')}
        </Button>
        {group.is_private && (
          <Button
            variant="light"
            leftSection={<IconMessageQuestion size={16} aria-hidden />}
            onClick={() => setOpen('questions')}
          >
            {t('growth.questions')}
          </Button>
        )}
        <Button
          variant="light"
          leftSection={<IconMoodHappy size={16} aria-hidden />}
          onClick={() => setOpen('welcome')}
        >
          {t('growth.welcome')}
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
