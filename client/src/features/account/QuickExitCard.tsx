import { Alert, Card, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { errorMessage } from '../../lib/errors.ts';
import { usePreferences } from './use-preferences.ts';
import { useTexts } from '../../i18n/texts.ts';
import { settingsTexts } from '../../i18n/areas/settings.ts';

/** Whether the Quick exit button (and its Escape shortcut) shows on every page; on by default. */
export function QuickExitCard() {
  const { t } = useTexts(settingsTexts);
  const { prefs, save } = usePreferences({
    saved: (data) => t(data.preferences.show_quick_exit ? 'quickExit.on' : 'quickExit.hidden'),
  });

  return (
    <Card>
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg">
            {t('quickExit.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('quickExit.intro')}
          </Text>
        </div>
        {prefs.isPending ? (
          <Skeleton h={24} role="status" aria-label={t('quickExit.loading')} />
        ) : prefs.isError ? (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(prefs.error)}
          </Alert>
        ) : (
          <Switch
            label={t('quickExit.show')}
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
