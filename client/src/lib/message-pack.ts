import type { Language } from '@hercircle/shared/languages';
import type { $ZodErrorMap } from 'zod/v4/core';
import { pageLanguage } from './page-language.ts';

/**
 * What messages shown outside i18next need in Spanish and Arabic: the catalogue of the shared
 * messages (message-texts.ts: MSG, the schemas' own) and zod's locales. Loaded in the background
 * for a page in another language, so an English page's first load carries none of it (~26 kB).
 * Until it has come (a moment after the page loads, long before a form is sent), English.
 */
interface Pack {
  translateMessage: (language: Language, english: string) => string;
  zodLocales: Record<Language, $ZodErrorMap>;
}

let pack: Pack | undefined;
let loading: Promise<void> | undefined;

/** Starts loading the page language's messages (nothing for English); resolves once they are in. */
export function loadMessagePack(language: Language = pageLanguage()): Promise<void> {
  if (language === 'en') return Promise.resolve();
  loading ??= Promise.all([
    import('@hercircle/shared/message-texts'),
    import('@hercircle/shared/zod-locales'),
  ]).then(([texts, zod]) => {
    pack = { translateMessage: texts.translateMessage, zodLocales: zod.ZOD_LOCALES };
  });
  return loading;
}

/** A shared message in her language, once the pack is in; English as it is. */
export function translated(language: Language, english: string): string {
  return language === 'en' || !pack ? english : pack.translateMessage(language, english);
}

/** Zod's messages in her language, once the pack is in (undefined: zod's English). */
export function zodLocale(language: Language): $ZodErrorMap | undefined {
  return language === 'en' ? undefined : pack?.zodLocales[language];
}
