/** The languages the interface speaks (issue 34). English is the spec's, and the fallback. */
export const LANGUAGES = ['en', 'es', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language in its own words, as the footer's switch offers it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  ar: 'العربية',
};

export const isLanguage = (value: unknown): value is Language =>
  (LANGUAGES as readonly unknown[]).includes(value);

/** Arabic is written right to left: the whole layout mirrors. */
export const directionOf = (language: Language): 'ltr' | 'rtl' =>
  language === 'ar' ? 'rtl' : 'ltr';

/** The cookie that keeps the language she chose in the footer (a visitor's, and hers). */
export const LANGUAGE_COOKIE = 'hc_lang';

/**
 * The language a page is rendered in: the one she chose, else the first of her browser's
 * (`Accept-Language`, by quality) that the site speaks, else English.
 */
export function pickLanguage(chosen: string | null | undefined, acceptLanguage?: string): Language {
  if (isLanguage(chosen)) return chosen;
  const wanted = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { primary: tag.split('-')[0]!.toLowerCase(), q: q ? Number(q) : 1, index };
    })
    .filter((w) => w.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return wanted.map((w) => w.primary).find(isLanguage) ?? 'en';
}
