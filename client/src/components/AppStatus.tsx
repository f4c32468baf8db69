import { useEffect, useState } from 'react';
import { Button, Group, Paper, Text } from '@mantine/core';
import { IconCloudOff, IconRefresh } from '@tabler/icons-react';
import classes from './AppStatus.module.css';
import { useTexts } from '../i18n/texts.ts';
import { frameTexts } from '../i18n/areas/frame.ts';

/**
 * The installable app's two notes (issue 34): registers the service worker, says when a new version
 * is waiting (she reloads when she chooses, so an open tab never changes under her), and says when
 * she is offline. Mounted after hydration: the server renders neither.
 */
export default function AppStatus() {
  const { t } = useTexts(frameTexts);
  const [offline, setOffline] = useState(() => !navigator.onLine);
  const [update, setUpdate] = useState<(() => Promise<void>) | null>(null);

  useEffect(() => {
    const on = () => setOffline(false);
    const off = () => setOffline(true);
    window.addEventListener('online', on);
    window.addEventListener('offline', off);
    return () => {
      window.removeEventListener('online', on);
      window.removeEventListener('offline', off);
    };
  }, []);

  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    let gone = false;
    void import('virtual:pwa-register').then(({ registerSW }) => {
      if (gone) return;
      const updateSW = registerSW({
        onNeedRefresh: () => setUpdate(() => () => updateSW(true)),
      });
    });
    return () => {
      gone = true;
    };
  }, []);

  if (!offline && !update) return null;
  return (
    <div className={classes.stack}>
      {offline && (
        <Paper role="status" className={classes.note} shadow="md" withBorder>
          <Group gap="sm" wrap="nowrap">
            <IconCloudOff size={20} aria-hidden />
            <Text size="sm">{t('app.offline')}</Text>
          </Group>
        </Paper>
      )}
      {update && (
        <Paper role="status" className={classes.note} shadow="md" withBorder>
          <Group gap="sm" justify="space-between">
            <Text size="sm">{t('app.update')}</Text>
            <Button
              size="sm"
              leftSection={<IconRefresh size={16} aria-hidden />}
              onClick={() => void update()}
            >
              {t('app.reload')}
            </Button>
          </Group>
        </Paper>
      )}
    </div>
  );
}
