import { modals } from '@mantine/modals';

/**
 * Mantine's `modals` API sends window events to <ModalsProvider>, which mounts with the lazily loaded
 * overlays; an event sent before that is lost, and the button seems dead. These wrappers wait for
 * the provider first, so a click on a page that has only just loaded still opens its dialog.
 */
let markReady!: () => void;
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});

/** Called once <ModalsProvider> has mounted (its listeners are set in effects that ran before). */
export function overlaysMounted() {
  markReady();
}

/** Dialogs open above the chat panel (z-index 300): its message menus open some of them. */
export const DIALOG_Z_INDEX = 400;

export function openConfirm(props: Parameters<typeof modals.openConfirmModal>[0]) {
  void ready.then(() => modals.openConfirmModal({ zIndex: DIALOG_Z_INDEX, ...props }));
}

export function openModal(props: Parameters<typeof modals.open>[0]) {
  void ready.then(() => modals.open({ zIndex: DIALOG_Z_INDEX, ...props }));
}
