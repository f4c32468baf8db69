/**
 * The server's messages in her language (issue 34): its refusals (server-texts.ts), the shared
 * schemas' messages (shared message-texts.ts) and zod's own, each keyed by its English. AppError
 * keeps English; the tRPC error formatter and the REST error body say it in the request's language.
 */
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { LANGUAGE_COOKIE, pickLanguage, type Language } from '@hercircle/shared/languages';
import {
  findTranslation,
  fillMessage,
  type MessageValues,
  type Translated,
} from '@hercircle/shared/message-format';
import { VALIDATION_TEXTS } from '@hercircle/shared/message-texts';
import { ZOD_LOCALES, zodText } from '@hercircle/shared/zod-locales';
import { SERVER_TEXTS } from './server-texts.ts';

const CATALOGUES = [SERVER_TEXTS, VALIDATION_TEXTS];

/**
 * Zod's own messages ("Invalid input: expected string, received number"), English → Spanish and
 * Arabic as zod's locales say them. Zod words an issue when it raises it, from what the input was,
 * which the issue no longer holds afterwards: so every process's zod words it in English as
 * before, and the other two are kept here by the English, to be looked up when the refusal is
 * answered. They are few (one per kind of issue and schema limit); the map is emptied if it ever
 * holds more than ZOD_KEPT.
 */
const zodMessages = new Map<string, Record<Translated, string>>();
const ZOD_KEPT = 1000;

z.config({
  localeError: (issue) => {
    const english = zodText(ZOD_LOCALES.en(issue));
    if (english !== undefined && !zodMessages.has(english)) {
      if (zodMessages.size >= ZOD_KEPT) zodMessages.clear();
      zodMessages.set(english, {
        es: zodText(ZOD_LOCALES.es(issue)) ?? english,
        ar: zodText(ZOD_LOCALES.ar(issue)) ?? english,
      });
    }
    return english;
  },
});

/**
 * `english` (a template with `values`, or a text already filled) in `language`; English, and any
 * text no catalogue has, as written. Never throws.
 */
export function translate(language: Language, english: string, values?: MessageValues): string {
  if (language !== 'en') {
    const translated =
      findTranslation(language, english, values, CATALOGUES) ??
      (values ? undefined : zodMessages.get(english)?.[language]);
    if (translated != null) return translated;
  }
  return fillMessage(english, values);
}

/** The languages the requests' contexts chose (the member's own needs her session). */
const chosen = new WeakMap<object, Language>();

/** Notes the language a request's context chose, for an error answered outside tRPC. */
export function rememberLanguage(request: object, language: Language): void {
  chosen.set(request, language);
}

function cookieOf(header: string | undefined, name: string): string | null {
  for (const part of header?.split(';') ?? []) {
    const [key, value = ''] = part.trim().split('=');
    if (key === name) return value;
  }
  return null;
}

/**
 * The language of a request's answer: the one its context chose (a signed-in member's own), else
 * the `hc_lang` cookie's, else Accept-Language's, else English (pickLanguage).
 */
export function requestLanguage(request: Pick<FastifyRequest, 'headers'> | undefined): Language {
  if (!request) return 'en';
  return (
    chosen.get(request) ??
    pickLanguage(
      cookieOf(request.headers.cookie, LANGUAGE_COOKIE),
      request.headers['accept-language'],
    )
  );
}
