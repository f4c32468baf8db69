import { Text } from '@mantine/core';
import { openConfirm } from '../../lib/modals.ts';

/** Cancelling tells everyone who responded, so it is asked once more. */
export function confirmCancelEvent(title: string, onConfirm: () => void) {
  openConfirm({
    title: 'Cancel event',
    children: (
      <Text size="sm">
        Are you sure you want to cancel <strong>{title}</strong>? Everyone who responded will be
        told. This cannot be undone.
      </Text>
    ),
    labels: { confirm: 'Cancel event', cancel: 'Keep it' },
    confirmProps: { color: 'red' },
    onConfirm,
  });
}
