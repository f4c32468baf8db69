import { NativeSelect } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  LANGUAGE_COOKIE,
  LANGUAGE_NAMES,
  LANGUAGES,
  isLanguage,
  type Language,
} from '@hercircle/shared/languages';

const A_YEAR = 365 * 24 * 60 * 60;

/**
 * The footer's language switch: her choice is kept in a cookie (a visitor's too, and it stays
 * when she signs in) and the page is asked for again, so the server renders it in her language
 * from the first paint, right to left for Arabic.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const choose = (language: Language) => {
    document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${A_YEAR}; SameSite=Lax`;
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
        if (isLanguage(event.currentTarget.value)) choose(event.currentTarget.value);
      }}
      data={LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }))}
      // Each name in its own language and direction.
      styles={{ label: { fontSize: 'var(--mantine-font-size-xs)' } }}
    />
  );
}
