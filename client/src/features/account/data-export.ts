import { useMutation } from '@tanstack/react-query';
import { notifications } from '../../lib/toasts.ts';
import { trpcClient } from '../../lib/trpc.ts';
import { errorMessage } from '../../lib/errors.ts';

/** Saves everything we hold about the signed-in member as a JSON file. */
async function downloadExport(): Promise<void> {
  const data = await (await trpcClient()).content.exportData.query();
  const url = URL.createObjectURL(
    new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
  );
  const a = document.createElement('a');
  a.href = url;
  a.download = `hercircle-data-${new Date().toISOString().slice(0, 10)}.json`;
  a.click();
  URL.revokeObjectURL(url);
}

/**
 * The download as a mutation: `isPending` while it is prepared, a red toast if it fails, which
 * `failed` words from the reason, in the page's language (its catalogue's text).
 */
export function useDataExport(failed: (reason: string) => string) {
  return useMutation({
    mutationFn: downloadExport,
    onError: (error) => notifications.show({ color: 'red', message: failed(errorMessage(error)) }),
  });
}
