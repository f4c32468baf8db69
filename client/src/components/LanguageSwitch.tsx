import { NativeSelect } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../lib/auth.ts';
import { trpcClient } from '../lib/trpc.ts';
import {
  LANGUAGE_COOKIE,
  LANGUAGE_NAMES,
  LANGUAGES,
  isLanguage,
  type Language,
} from '@hercircle/shared/languages';

const A_YEAR = 365 * 24 * 60 * 60;

/**
 * The footer's language switch: the choice is kept in a cookie (a visitor's too, and it stays when
 * she signs in) and, for a member, in her settings; the page is asked for again, so the server
 * renders it in her language from the first paint, right to left for Arabic.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const choose = async (language: Language) => {
    document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${A_YEAR}; SameSite=Lax`;
    // A member's choice is hers on every device: kept with her settings. The page comes in it
    // from this browser's cookie even if that fails.
    if (session)
      await (await trpcClient()).users.updatePreferences.mutate({ language }).catch(() => null);
    location.reload();
  };
  return (
    <NativeSelect
      size="xs"
      w={160}
      label={t('footer.language')}
      leftSection={<IconLanguage size={14} aria-hidden />}
      value={i18n.language}
      onChange={(event) => {
        if (isLanguage(event.currentTarget.value)) void choose(event.currentTarget.value);
      }}
      data={LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }))}
      // Each name in its own language and direction.
      styles={{ label: { fontSize: 'var(--mantine-font-size-xs)' } }}
    />
  );
}
