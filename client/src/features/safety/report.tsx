import { QueryClientProvider } from '@tanstack/react-query';
import { modals } from '@mantine/modals';
import type { ReportTargetType } from '@hercircle/shared';
import { openModal } from '../../lib/modals.ts';
import { queryClient } from '../../lib/trpc.ts';
import { ReportDialog, type ReportTarget } from './ReportDialog.tsx';

const DEFAULT_LABELS: Record<ReportTargetType, string> = {
  post: 'this post',
  reply: 'this reply',
  message: 'this message',
  story: 'this story',
  user: 'this member',
  group: 'this group',
};

const MODAL_ID = 'report';

/**
 * Opens the Report dialog for a post, reply, message, story, member or group. The dialogs host
 * mounts outside the app's QueryClientProvider (it loads lazily beside the router), so the dialog
 * brings the app's query cache with it.
 */
export function openReportDialog(target: ReportTarget) {
  const close = () => modals.close(MODAL_ID);
  openModal({
    modalId: MODAL_ID,
    title: `Report ${target.label ?? DEFAULT_LABELS[target.target_type]}`,
    centered: true,
    closeButtonProps: { 'aria-label': 'Close' },
    children: (
      <QueryClientProvider client={queryClient}>
        <ReportDialog target={target} onClose={close} />
      </QueryClientProvider>
    ),
  });
}
