import { QueryClientProvider } from '@tanstack/react-query';
import { modals } from '@mantine/modals';
import { openModal } from '../../lib/modals.ts';
import { queryClient } from '../../lib/trpc.ts';
import type { ReportTarget } from './ReportDialog.tsx';

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
  void loadReportDialog().then(({ ReportDialog, ReportTitle, CloseText }) =>
    openModal({
      modalId: MODAL_ID,
      // Components: the dialog speaks the page's language, which only a component can read.
      title: <ReportTitle target={target} />,
      centered: true,
      closeButtonProps: { children: <CloseText /> },
      children: (
        <QueryClientProvider client={queryClient}>
          <ReportDialog target={target} onClose={close} />
        </QueryClientProvider>
      ),
    }),
  );
}
