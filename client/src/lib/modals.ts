import { modals } from '@mantine/modals';
import { whenOverlaysReady } from './overlays.ts';

/**
 * Mantine's `modals` API, through a wait for its <ModalsProvider> (lib/overlays.ts): the first
 * dialog loads it, and a click on a page that has only just loaded still opens its dialog.
 */

export function openConfirm(props: Parameters<typeof modals.openConfirmModal>[0]) {
  void whenOverlaysReady().then(() => modals.openConfirmModal(props));
}

export function openModal(props: Parameters<typeof modals.open>[0]) {
  void whenOverlaysReady().then(() => modals.open(props));
}
