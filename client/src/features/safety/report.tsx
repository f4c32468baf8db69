import { QueryClientProvider } from '@tanstack/react-query';
import { modals } from '@mantine/modals';
import type { ReportTargetType } from '@hercircle/shared';
import { openModal } from '../../lib/modals.ts';
import { queryClient } from '../../lib/trpc.ts';
import type { ReportTarget } from './ReportDialog.tsx';

const DEFAULT_LABELS: Record<ReportTargetType, string> = {
  post: 'this post',
  reply: 'this reply',
  message: 'this message',
  story: 'this story',
  comment: 'this comment',
  user: 'this member',
  group: 'this group',
};

const MODAL_ID = 'report';

/**
 * The dialog (its reasons, note field and checks) loads on first use; a pointer or focus on a
 * Report button can start it earlier.
 */
export const loadReportDialog = () => import('./ReportDialog.tsx');

/**
 * Opens the Report dialog for a post, reply, message, story, member or group. The dialogs host
 * mounts outside the app's QueryClientProvider (it loads lazily beside the router), so the dialog
 * brings the app's query cache with it.
 */
export function openReportDialog(target: ReportTarget) {
  const close = () => modals.close(MODAL_ID);
  void loadReportDialog().then(({ ReportDialog }) =>
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
    }),
  );
}
