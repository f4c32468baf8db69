import { useRouter } from '@tanstack/react-router';
import type { FlatNamespace } from 'i18next';
import { isLanguage, type Language } from '@hercircle/shared/languages';
import { useTexts, type Texts } from './texts.ts';

/**
 * useTexts for a part that many pages show (a content note, a form dialog's Cancel, the Report
 * dialog): it speaks the page's language. On a page not yet translated (marked English, issue 34)
 * and in the English-only admin portal it stays English, beside the page's own English words, as
 * the sign-in prompt's button does. `language` is the language it speaks (for its dates); without
 * a router (a component test) it is hers.
 */
export function usePageTexts<N extends FlatNamespace>(texts: Texts<N>) {
  const result = useTexts(texts);
  // Read, not subscribed: a page's parts are made afresh when the page changes.
  const router = useRouter({ warn: false }) as ReturnType<typeof useRouter> | null;
  const englishPage =
    router !== null && router.state.matches.at(-1)?.staticData.translated !== true;
  const language: Language = isLanguage(result.i18n.language) ? result.i18n.language : 'en';
  if (!englishPage || language === 'en') return { ...result, language };
  return {
    ...result,
    t: result.i18n.getFixedT('en', texts.namespace) as unknown as typeof result.t,
    language: 'en' as Language,
  };
}
