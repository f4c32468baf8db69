import { useTranslation } from 'react-i18next';
import type { FlatNamespace } from 'i18next';
import { isLanguage, type Language } from '@hercircle/shared/languages';

type PluralForm = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/**
 * A translation of an English catalogue: every English key, each a text, and the plural forms the
 * language has beyond English's `_one` and `_other` (Arabic's `_zero`, `_two`, `_few`, `_many`).
 */
export type Translation<T> = {
  [K in keyof T]: T[K] extends string ? string : Translation<T[K]>;
} & { [key: `${string}_${PluralForm}`]: string };

/**
 * One area's texts (a page and what it alone shows) in every language. They travel with the area's
 * code, in its route's chunk, not in the first load of every page.
 */
export interface Texts<N extends string = string, T extends object = object> {
  namespace: N;
  en: T;
  es: Translation<T>;
  ar: Translation<T>;
}

/**
 * An area's catalogues: English is the shape (the spec's words, exactly); Spanish and Arabic have
 * every English key, plural forms as each language counts (`_one`, `_other`; Arabic also `_zero`,
 * `_two`, `_few`, `_many`). i18n.test.ts checks them.
 */
export function defineTexts<const N extends string, T extends object>(
  namespace: N,
  catalogs: { en: T; es: Translation<T>; ar: Translation<T> },
): Texts<N, T> {
  return { namespace, ...catalogs };
}

/**
 * This area's `t`: its texts are given to the page's i18next (one per server render, one in the
 * browser) in her language the first time the area renders, English beside them as the fallback.
 * Synchronous, so the server's HTML and the browser's first render say the same.
 */
export function useTexts<N extends FlatNamespace>(texts: Texts<N>) {
  const { i18n } = useTranslation();
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  for (const lng of new Set<Language>([language, 'en']))
    if (!i18n.hasResourceBundle(lng, texts.namespace))
      i18n.addResourceBundle(lng, texts.namespace, texts[lng]);
  return useTranslation(texts.namespace);
}
