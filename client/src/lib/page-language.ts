import { pickLanguage, type Language } from '@hercircle/shared/languages';

/**
 * The page's language, as `<html lang>` says it (the server renders it so): what messages shown
 * outside i18next speak (form validation, fallbacks). English where there is no page.
 */
export function pageLanguage(): Language {
  return typeof document === 'undefined' ? 'en' : pickLanguage(document.documentElement.lang);
}
