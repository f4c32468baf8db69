/**
 * Messages in her language (issue 34), gettext style: a message is its English text, which is also
 * its key in a catalogue (English → translation). Variable parts are `{{name}}` placeholders. The
 * catalogues themselves are apart: the validation texts (message-texts.ts) travel to the browser,
 * the server's own refusals stay on the server.
 */
import type { Language } from './languages.ts';

/**
 * What fills a placeholder: a text, a number, a moment (written as formatMoment writes it), or a
 * function that writes it in each language (a date in another form).
 */
export type MessageValue = string | number | Date | ((language: Language) => string);
export type MessageValues = Readonly<Record<string, MessageValue>>;

/** A message with variable parts: its English template and the values to put in it. */
export interface Message {
  readonly text: string;
  readonly values?: MessageValues;
}

/** A message with `{{name}}` placeholders and their values, for a refusal that names something. */
export function msg(text: string, values?: MessageValues): Message {
  return values ? { text, values } : { text };
}

/** The languages a text is translated into: English needs none, a text is its own key. */
export type Translated = Exclude<Language, 'en'>;

/**
 * A catalogue: each English text (its key) with its translations side by side, so a text without
 * one of them fails tsc.
 */
export type Catalogue = Readonly<Record<string, Readonly<Record<Translated, string>>>>;

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * "30 November 2026, 14:05 UTC": one way on both sides and in every locale, so the API's refusal
 * and the banner name the same moment. In Spanish and Arabic, as Intl writes it in that language.
 */
export function formatMoment(date: Date, language: Language = 'en'): string {
  if (language !== 'en') {
    return `${new Intl.DateTimeFormat(language, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'UTC',
    }).format(date)} UTC`;
  }
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}, ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())} UTC`;
}

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/** The names of a text's placeholders, in order. */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((m) => m[1]!);
}

function formatValue(value: MessageValue, language: Language): string {
  if (typeof value === 'function') return value(language);
  return value instanceof Date ? formatMoment(value, language) : String(value);
}

/** "November 30, 2026 at 2:05 PM UTC" in English (en-US, long), as Intl writes it in the others. */
export function longMoment(date: Date, language: Language = 'en'): string {
  return `${date.toLocaleString(language === 'en' ? 'en-US' : language, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  })} UTC`;
}

/** The text with its placeholders filled; one without a value stays as written. */
export function fillMessage(
  text: string,
  values: MessageValues | undefined,
  language: Language = 'en',
): string {
  if (!values) return text;
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = values[name];
    return value === undefined ? whole : formatValue(value, language);
  });
}

/** A catalogue's texts with placeholders, as patterns that read a filled text's values back. */
interface Pattern {
  regex: RegExp;
  names: string[];
  translations: Readonly<Record<Translated, string>>;
}

const patternCache = new WeakMap<Catalogue, Pattern[]>();

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function patternsOf(catalogue: Catalogue): Pattern[] {
  let patterns = patternCache.get(catalogue);
  if (!patterns) {
    patterns = [];
    for (const [english, translations] of Object.entries(catalogue)) {
      const names = placeholdersOf(english);
      if (names.length === 0) continue;
      const source = english
        .split(PLACEHOLDER)
        // split keeps the captured names at odd indexes.
        .map((part, i) => (i % 2 === 1 ? '(.+?)' : escapeRegex(part)))
        .join('');
      patterns.push({ regex: new RegExp(`^${source}$`, 's'), names, translations });
    }
    patternCache.set(catalogue, patterns);
  }
  return patterns;
}

/**
 * A translation of `english` from the first catalogue that has one, else null: the text itself,
 * or (a text already filled, as zod's messages are) a template of the catalogue it fits.
 */
export function findTranslation(
  language: Translated,
  english: string,
  values: MessageValues | undefined,
  catalogues: readonly Catalogue[],
): string | null {
  for (const catalogue of catalogues) {
    // Own keys only: a text such as "constructor" is no entry.
    if (Object.hasOwn(catalogue, english))
      return fillMessage(catalogue[english]![language], values, language);
  }
  if (values) return null;
  for (const catalogue of catalogues) {
    for (const pattern of patternsOf(catalogue)) {
      const match = pattern.regex.exec(english);
      if (!match) continue;
      const found: Record<string, string> = {};
      pattern.names.forEach((name, i) => (found[name] = match[i + 1]!));
      return fillMessage(pattern.translations[language], found, language);
    }
  }
  return null;
}

/**
 * `english` in `language`: its translation from the catalogues, filled with `values`; English,
 * and any text no catalogue knows, as written (filled). Never throws.
 */
export function translateWith(
  catalogues: readonly Catalogue[],
  language: Language,
  english: string,
  values?: MessageValues,
): string {
  if (language !== 'en') {
    const translated = findTranslation(language, english, values, catalogues);
    if (translated !== null) return translated;
  }
  return fillMessage(english, values, 'en');
}
