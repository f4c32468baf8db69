import { Button, CopyButton, Group, TextInput } from '@mantine/core';
import { IconRss } from '@tabler/icons-react';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { FEED_PATH } from './queries.ts';
import { useTexts } from '../../i18n/texts.ts';
import { mediaTexts } from '../../i18n/areas/media.ts';

/**
 * The feed's address to paste into a podcast app, with a button that copies it. An address rather
 * than a link: a browser shows a feed as raw XML, which helps no one; apps and browsers that look
 * for it find it in the page's head too (routes/podcast.index.tsx).
 */
export function SubscribeFeed() {
  const { t } = useTexts(mediaTexts);
  // The whole address needs the site's origin, which only the browser knows for sure.
  const address = useHydrated() ? new URL(FEED_PATH, window.location.href).href : FEED_PATH;
  return (
    <Group gap="xs" align="flex-end" mt="md" maw={560} wrap="nowrap">
      <TextInput
        label={t('subscribe.label')}
        leftSection={<IconRss size={16} aria-hidden />}
        value={address}
        // An address reads left to right on an Arabic page too.
        attributes={{ input: { dir: 'ltr' } }}
        readOnly
        onFocus={(e) => e.currentTarget.select()}
        style={{ flex: 1, minWidth: 0 }}
      />
      <CopyButton value={address}>
        {({ copied, copy }) => (
          <Button variant="light" onClick={copy}>
            {copied ? t('subscribe.copied') : t('subscribe.copy')}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}
