import type { ReactNode } from 'react';
import { Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { modals } from '@mantine/modals';
import { QueryClientProvider } from '@tanstack/react-query';
import { openModal } from '../../lib/modals.ts';
import { queryClient } from '../../lib/trpc.ts';
import { usePageTexts } from '../../i18n/page-texts.ts';
import { fairProcessTexts } from '../../i18n/areas/fairProcess.ts';
import { RuleAndReasonFields, useRuleAndReason, type RuleAndReason } from './RuleFields.tsx';

const MODAL_ID = 'moderate';

interface ModerationDialog {
  title: string;
  /** What will happen, in a sentence. */
  text: ReactNode;
  confirmLabel: string;
  /** The reason's limit where the procedure's is lower than a decision's. */
  reasonMax?: number;
  onConfirm: (why: RuleAndReason) => void;
}

function ModerationForm({ dialog, onClose }: { dialog: ModerationDialog; onClose: () => void }) {
  const { t } = usePageTexts(fairProcessTexts);
  const why = useRuleAndReason();
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        dialog.onConfirm(why.input);
        onClose();
      }}
    >
      <Stack gap="sm">
        <Text size="sm">{dialog.text}</Text>
        <RuleAndReasonFields state={why} max={dialog.reasonMax} />
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={onClose}>
            {t('moderation.cancel')}
          </Button>
          <Button type="submit" color="red">
            {dialog.confirmLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The name of the dialog's close button (×), in the page's language. */
function CloseText() {
  const { t } = usePageTexts(fairProcessTexts);
  return <VisuallyHidden>{t('moderation.close')}</VisuallyHidden>;
}

/**
 * A moderator's confirmation that also asks which rule was broken and the reason the member
 * affected is shown (her statement of reasons). The dialogs host mounts outside the app's
 * QueryClientProvider, so the form brings the app's query cache (the rules) with it.
 */
export function openModerationDialog(dialog: ModerationDialog) {
  const close = () => modals.close(MODAL_ID);
  openModal({
    modalId: MODAL_ID,
    title: dialog.title,
    centered: true,
    closeButtonProps: { children: <CloseText /> },
    children: (
      <QueryClientProvider client={queryClient}>
        <ModerationForm dialog={dialog} onClose={close} />
      </QueryClientProvider>
    ),
  });
}
