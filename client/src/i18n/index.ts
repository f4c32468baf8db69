import { createInstance, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@hercircle/shared/languages';
import { en, type Catalog } from './en.ts';
import { es } from './es.ts';
import { ar } from './ar.ts';

/** Every language's catalogue (small while only the site's frame speaks them all). */
export const CATALOGS: Record<Language, Catalog> = { en, es, ar };

/**
 * An i18next instance in one language: one per server render (two requests never share a
 * language) and one in the browser, made at once from the bundled catalogues, so the first render
 * in the browser says exactly what the server's HTML says.
 */
export function createI18n(language: Language): i18n {
  const instance = createInstance({
    lng: language,
    fallbackLng: 'en',
    resources: { [language]: { translation: CATALOGS[language] }, en: { translation: en } },
    initAsync: false,
    // React escapes what it renders.
    interpolation: { escapeValue: false },
  });
  void instance.use(initReactI18next).init();
  return instance;
}
