import type { Kysely } from 'kysely';
import {
  LANGUAGE_COOKIE,
  directionOf,
  pickLanguage,
  type Language,
} from '@hercircle/shared/languages';
import type { Database } from '../db/schema.ts';
import { escapeHtml } from '../lib/escape-html.ts';
import { en, type MailCatalog, type Plural } from './mail-texts/en.ts';
import { es } from './mail-texts/es.ts';
import { ar } from './mail-texts/ar.ts';
import * as q from './mail.queries.ts';

/**
 * Every email and push in the recipient's language (issue 34): the catalogues (mail-texts/), her
 * language and time zone, and her dates. Which language: her own (`users.language`); else, for
 * mail that answers a request of hers (sign-up, a reset link, a sign-in code, the newsletter form),
 * the language that request's page was in (the `hc_lang` cookie, else `Accept-Language`); else
 * English. Dates are in her language and her zone (`users.time_zone`, UTC until she has one).
 */

export const MAIL_TEXTS: Record<Language, MailCatalog> = { en, es, ar };

export interface MailLocale {
  language: Language;
  /** Her IANA zone; null until she or her browser sets one (dates are then in UTC). */
  timeZone: string | null;
}

/** A recipient we know nothing of: the texts as they were before issue 34. */
export const ENGLISH: MailLocale = { language: 'en', timeZone: null };

export const textsOf = (language: Language): MailCatalog => MAIL_TEXTS[language];

/** Fills a text's `{{name}}` placeholders; one without a value stays as written. */
export function fill(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

const pluralRules = new Map<Language, Intl.PluralRules>();

/** The form of a text for `count` by the language's plural rules, filled (`{{count}}` too). */
export function plural(
  language: Language,
  forms: Plural,
  count: number,
  values: Record<string, string | number> = {},
): string {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  const form = forms[rules.select(count) as keyof Plural] ?? forms.other;
  return fill(form, { count, ...values });
}

/** A letter to her: "Hi Amara," the paragraphs, and the site's name under them. */
export function letter(t: MailCatalog, name: string, ...paragraphs: string[]): string {
  return [fill(t.hi, { name }), '', ...paragraphs, '', t.signature].join('\n');
}

// Dates -------------------------------------------------------------------------------------------

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(language: Language, options: Intl.DateTimeFormatOptions) {
  // English keeps the spec's en-US forms; Spanish and Arabic as Intl writes them.
  const tag = language === 'en' ? 'en-US' : language;
  const key = JSON.stringify([tag, options]);
  let format = formatters.get(key);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat(tag, options);
    } catch {
      // A zone this Node does not know: UTC rather than no mail.
      format = new Intl.DateTimeFormat(tag, { ...options, timeZone: 'UTC' });
    }
    formatters.set(key, format);
  }
  return format;
}

/**
 * A moment as a statement of reasons says it, with its zone: "March 3, 2025 at 2:05 PM UTC"
 * (English in UTC is shared `decisionDateText`'s form, exactly), "3 de marzo de 2025 a las 15:05
 * CET" where she lives in Madrid.
 */
export function mailDateTime(locale: MailLocale, when: Date | string): string {
  return formatter(locale.language, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone: locale.timeZone ?? 'UTC',
  }).format(new Date(when));
}

/** A day: "March 3, 2025". Without her zone, the server's (as the deletion email always said it). */
export function mailDay(locale: MailLocale, when: Date): string {
  return formatter(locale.language, {
    dateStyle: 'long',
    ...(locale.timeZone ? { timeZone: locale.timeZone } : {}),
  }).format(when);
}

/**
 * A moment told as it happened (a new sign-in, a contact message): for English without her zone
 * the RFC 7231 form these emails always had ("Mon, 03 Mar 2025 14:05:00 GMT"), else mailDateTime.
 */
export function mailMoment(locale: MailLocale, when: Date): string {
  return locale.language === 'en' && !locale.timeZone
    ? when.toUTCString()
    : mailDateTime(locale, when);
}

// Whose language ----------------------------------------------------------------------------------

interface LocaleRow {
  language: Language | null;
  time_zone: string | null;
}

/** Her language, else the one of the request that caused the mail, else English; her zone. */
export function localeFrom(row: LocaleRow | undefined, fallback?: Language | null): MailLocale {
  return {
    language: row?.language ?? fallback ?? 'en',
    timeZone: row?.time_zone ?? null,
  };
}

/** What a request of hers says of her language: the tRPC context's cookies and header. */
export interface RequestOfHers {
  cookies?: { get(name: string): string | null };
  acceptLanguage?: string | null;
}

/**
 * The language the page of a request was in (her footer choice, else her browser's), when the
 * request carries either; null otherwise (a test's caller, a script).
 */
export function requestLanguage(request: RequestOfHers): Language | null {
  const chosen = request.cookies?.get(LANGUAGE_COOKIE) ?? null;
  const accept = request.acceptLanguage ?? null;
  if (chosen === null && accept === null) return null;
  return pickLanguage(chosen, accept ?? undefined);
}

type Db = Kysely<Database>;

/** A member's mail locale (English for an account that is gone). */
export async function mailLocaleOf(
  db: Db,
  userId: number,
  fallback?: Language | null,
): Promise<MailLocale> {
  return localeFrom(await q.findMailLocale(db, userId), fallback);
}

/** The mail locale of an address: its account's, if one has it (the newsletter, a contact reply). */
export async function mailLocaleForAddress(
  db: Db,
  email: string,
  fallback?: Language | null,
): Promise<MailLocale> {
  return localeFrom(await q.findMailLocaleByAddress(db, email), fallback);
}

/** Several members' mail locales at once (a run of pushes). */
export async function mailLocalesOf(db: Db, userIds: number[]): Promise<Map<number, MailLocale>> {
  const rows = userIds.length ? await q.findMailLocales(db, userIds) : [];
  return new Map(rows.map((row) => [row.id, localeFrom(row)]));
}

// Right to left -----------------------------------------------------------------------------------

const LINK = /https?:\/\/[^\s<>"]+/g;

/**
 * The HTML alternative of a plain-text email in a right-to-left language: the same text with its
 * links made links, in `<html lang dir>` and a body marked `dir="rtl"`, so her mail client lays it
 * out right to left (a plain-text part has no direction of its own).
 */
export function textAsHtml(text: string, language: Language): string {
  const dir = directionOf(language);
  let body = '';
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    // A sentence's full stop after a link is not part of it (lib/discreet-mail.ts linksIn).
    const href = match[0].replace(/[.,;:!?)]+$/, '');
    body += `${escapeHtml(text.slice(last, match.index))}<a href="${escapeHtml(href)}" dir="ltr">${escapeHtml(href)}</a>`;
    last = match.index + href.length;
  }
  body += escapeHtml(text.slice(last));
  return `<!doctype html>
<html lang="${language}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body dir="${dir}" lang="${language}" style="margin: 0; padding: 24px; font-family: system-ui, sans-serif; line-height: 1.6; color: #1f1f1f">
<div style="max-width: 600px; margin: 0 auto; white-space: pre-wrap">${body}</div>
</body></html>`;
}
