import { Alert, Card, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { errorMessage } from '../../lib/errors.ts';
import { usePreferences } from './use-preferences.ts';

/** Whether the Quick exit button (and its Escape shortcut) shows on every page; on by default. */
export function QuickExitCard() {
  const { prefs, save } = usePreferences({
    saved: (data) =>
      data.preferences.show_quick_exit ? 'Quick exit is on every page.' : 'Quick exit is hidden.',
  });

  return (
    <Card>
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg">
            Quick exit
          </Title>
          <Text size="sm" c="dimmed">
            A button at the top of every page that leaves this site at once for a weather page, and
            Back does not return here. Pressing Escape three times does the same.
          </Text>
        </div>
        {prefs.isPending ? (
          <Skeleton h={24} role="status" aria-label="Loading your Quick exit setting" />
        ) : prefs.isError ? (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(prefs.error)}
          </Alert>
        ) : (
          <Switch
            label="Show the Quick exit button"
            checked={prefs.data.preferences.show_quick_exit}
            disabled={save.isPending}
            onChange={(event) => save.mutate({ show_quick_exit: event.currentTarget.checked })}
          />
        )}
        {save.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(save.error)}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
