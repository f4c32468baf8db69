import { Alert, Card, Select, Skeleton, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, LANGUAGES, isLanguage } from '@hercircle/shared/languages';
import { errorMessage } from '../../lib/errors.ts';
import { usePreferences } from '../account/use-preferences.ts';
import { useTexts } from '../../i18n/texts.ts';
import { settingsTexts } from '../../i18n/areas/settings.ts';

/**
 * /settings: the language of her pages on every device she signs in on. Saved, the page is asked
 * for again, so the server renders it in the new language (right to left for Arabic).
 */
export function LanguageCard() {
  const { i18n } = useTranslation();
  const { t } = useTexts(settingsTexts);
  const { prefs, save } = usePreferences({
    saved: t('language.saved'),
    onSaved: () => location.reload(),
  });
  const stored = prefs.data?.preferences.language ?? null;
  return (
    <Card>
      <Stack gap="md">
        <Title order={2} fz="lg">
          {t('language.title')}
        </Title>
        {prefs.isPending ? (
          <Skeleton
            h={36}
            maw={360}
            role="status"
            aria-busy="true"
            aria-label={t('language.loading')}
          />
        ) : prefs.isError ? (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(prefs.error)}
          </Alert>
        ) : (
          <Select
            label={t('language.label')}
            description={t('language.help')}
            data={LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }))}
            value={stored ?? i18n.language}
            allowDeselect={false}
            disabled={save.isPending}
            onChange={(value) => isLanguage(value) && save.mutate({ language: value })}
            maw={420}
          />
        )}
      </Stack>
    </Card>
  );
}
