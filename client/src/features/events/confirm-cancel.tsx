import { Text } from '@mantine/core';
import { Trans } from 'react-i18next';
import type { TFunction } from 'i18next';
import { openConfirm } from '../../lib/modals.ts';
import { useTexts } from '../../i18n/texts.ts';
import { eventsTexts } from '../../i18n/areas/events.ts';

/**
 * Cancelling tells everyone who responded, so it is asked once more: in her language when the page
 * gives its `t`, else in English (the admin portal, which speaks English only).
 */
export function confirmCancelEvent(title: string, onConfirm: () => void, t?: TFunction<'events'>) {
  const english = eventsTexts.en.manage;
  openConfirm({
    title: t ? t('manage.confirmTitle') : english.confirmTitle,
    children: <CancelText title={title} english={!t} />,
    labels: {
      confirm: t ? t('manage.cancel') : english.cancel,
      cancel: t ? t('manage.keep') : english.keep,
    },
    confirmProps: { color: 'red' },
    onConfirm,
  });
}

function CancelText({ title, english }: { title: string; english: boolean }) {
  const { t, i18n } = useTexts(eventsTexts);
  return (
    <Text size="sm">
      <Trans
        t={english ? i18n.getFixedT('en', 'events') : t}
        i18nKey="manage.confirmText"
        values={{ title }}
        components={{ event: <strong dir="auto" /> }}
      />
    </Text>
  );
}
