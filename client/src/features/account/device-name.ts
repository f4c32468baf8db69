import type { TFunction } from 'i18next';

/** "Firefox on Windows 10", or what is known of it, in her language (the settings area's `t`). */
export function deviceName(
  t: TFunction<'settings'>,
  s: { browser: string | null; os: string | null },
): string {
  if (s.browser && s.os) return t('common.deviceName', { browser: s.browser, os: s.os });
  return s.browser ?? s.os ?? t('common.unknownBrowser');
}
