import { Anchor, Badge, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { Resource } from '@hercircle/shared';
import { countryName } from '@hercircle/shared/publications';

/** tel: links take no spaces or brackets. */
const dialled = (phone: string) => phone.replace(/[^\d+]/g, '');

/**
 * One entry of the directory: its name (a link to its site, in a new tab, where it has one), the
 * number to call, where it serves, and what it is for.
 */
export function ResourceItem({ resource: r }: { resource: Resource }) {
  return (
    <Stack gap={2} component="li">
      <Group gap={6} wrap="wrap">
        {r.url ? (
          // Another site: a new tab keeps her place here; no opener, no referrer.
          <Anchor href={r.url} target="_blank" rel="noopener noreferrer" size="sm" fw={600}>
            {r.title}
            <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </Anchor>
        ) : (
          <Text size="sm" fw={600}>
            {r.title}
          </Text>
        )}
        <Badge size="xs" variant="light" color="gray">
          {countryName(r.country)}
        </Badge>
      </Group>
      {r.phone && (
        <Text size="sm">
          Call{' '}
          <Anchor href={`tel:${dialled(r.phone)}`} underline="always">
            {r.phone}
          </Anchor>
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {r.description}
      </Text>
    </Stack>
  );
}
