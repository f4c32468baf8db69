import { Alert, Anchor, List, Stack, Text } from '@mantine/core';
import {
  CRISIS_EMERGENCY_NOTE,
  CRISIS_INTRO,
  CRISIS_RESOURCES,
} from '../../content/crisis-resources.ts';

/** Helplines, shown when a member reports self-harm: the report alone does not reach anyone fast. */
export function CrisisResources() {
  return (
    <Alert color="plum" variant="light" title="You are not alone" role="note">
      <Stack gap={6}>
        <Text size="sm">{CRISIS_INTRO}</Text>
        <List size="sm" spacing={4}>
          {CRISIS_RESOURCES.map((r) => (
            <List.Item key={r.name}>
              <Text span size="sm" fw={600}>
                {r.name}
              </Text>{' '}
              ({r.region})
              {r.phone && (
                <>
                  {': '}
                  <Anchor href={`tel:${r.tel ?? r.phone}`} size="sm" underline="always">
                    {r.phone}
                  </Anchor>
                </>
              )}
              {r.url && (
                <>
                  {r.phone ? ' · ' : ': '}
                  <Anchor
                    href={r.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    size="sm"
                    underline="always"
                  >
                    {r.url.replace(/^https:\/\/(www\.)?/, '')}
                  </Anchor>
                </>
              )}
              . {r.description}
            </List.Item>
          ))}
        </List>
        <Text size="sm" fw={600}>
          {CRISIS_EMERGENCY_NOTE}
        </Text>
      </Stack>
    </Alert>
  );
}
