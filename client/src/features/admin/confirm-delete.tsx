import { Text } from '@mantine/core';
import { openConfirm } from '../../lib/modals.ts';

/** The spec's confirmation: "Are you sure you want to delete this user?" (community, story). */
export function confirmDelete(
  kind: 'user' | 'community' | 'story' | 'draft' | 'issue' | 'resource' | 'episode',
  name: string,
  onConfirm: () => void,
) {
  openConfirm({
    title: `Delete ${kind}`,
    children: (
      <Text size="sm">
        Are you sure you want to delete this {kind}? <strong>{name}</strong> will be removed
        permanently.
      </Text>
    ),
    labels: { confirm: 'Delete', cancel: 'Cancel' },
    confirmProps: { color: 'red' },
    onConfirm,
  });
}
