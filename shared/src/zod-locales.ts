/**
 * Zod's own messages ("Invalid input: expected string, received number", "Too small: expected
 * string to have >=8 characters") in each language: zod's locales (issue 34). The shared schemas'
 * custom messages are the catalogue's (message-texts.ts); these word what a schema leaves to zod.
 */
import type { $ZodErrorMap } from 'zod/v4/core';
import en from 'zod/v4/locales/en.js';
import es from 'zod/v4/locales/es.js';
import ar from 'zod/v4/locales/ar.js';
import type { Language } from './languages.ts';

export const ZOD_LOCALES: Record<Language, $ZodErrorMap> = {
  en: en().localeError,
  es: es().localeError,
  ar: ar().localeError,
};

/** The text of what an error map answers (a text, an object with one, or nothing). */
export function zodText(result: ReturnType<$ZodErrorMap>): string | undefined {
  if (typeof result === 'string') return result;
  return result?.message ?? undefined;
}
