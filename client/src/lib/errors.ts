import { MSG } from '@hercircle/shared/messages';
import type { Language } from '@hercircle/shared/languages';
import { pageLanguage } from './page-language.ts';
import { loadMessagePack, translated } from './message-pack.ts';
import { errorStatus, isTRPCClientError } from './error-status.ts';

export { errorStatus };

// A page in Spanish or Arabic fetches its messages now, before anything can fail.
if (typeof document !== 'undefined') void loadMessagePack();

/** Whether a call failed because what it asked for does not exist (or is not hers to see). */
export function isNotFound(error: unknown): boolean {
  return errorStatus(error) === 404;
}

/**
 * The server's message (in her language: the server answers in it), or the fallback text the spec
 * gives for that action, in the page's language.
 */
export function errorMessage(error: unknown, fallback: string = MSG.apiRequestFailed): string {
  if (isTRPCClientError(error) && typeof error.message === 'string' && error.message)
    return error.message;
  if (error instanceof Error && error.message && !/fetch|network/i.test(error.message))
    return error.message;
  return translated(pageLanguage(), fallback);
}

/** Field errors from a validation failure, keyed by field name, for forms. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!isTRPCClientError(error)) return {};
  const issues =
    (error.data as { issues?: { path: (string | number)[]; message: string }[] } | undefined)
      ?.issues ?? [];
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '');
    if (key && !out[key]) out[key] = issue.message;
  }
  return out;
}

/** Seconds the server asked to wait before trying again (a 429's Retry-After), if it said. */
export function retryAfterSeconds(error: unknown): number | undefined {
  if (!isTRPCClientError(error)) return undefined;
  const value = (error.data as { retryAfter?: unknown } | undefined)?.retryAfter;
  return typeof value === 'number' ? value : undefined;
}

type Unit = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/** Seconds and minutes in each language, by its plural forms (`{{count}}`: the number). */
const WAIT_UNITS: Record<Language, { second: Unit; minute: Unit }> = {
  en: {
    second: { one: '{{count}} second', other: '{{count}} seconds' },
    minute: { one: '{{count}} minute', other: '{{count}} minutes' },
  },
  es: {
    second: { one: '{{count}} segundo', other: '{{count}} segundos' },
    minute: { one: '{{count}} minuto', other: '{{count}} minutos' },
  },
  ar: {
    second: {
      one: 'ثانية واحدة',
      two: 'ثانيتان',
      few: '{{count}} ثوانٍ',
      many: '{{count}} ثانية',
      other: '{{count}} ثانية',
    },
    minute: {
      one: 'دقيقة واحدة',
      two: 'دقيقتان',
      few: '{{count}} دقائق',
      many: '{{count}} دقيقة',
      other: '{{count}} دقيقة',
    },
  },
};

/**
 * "14 minutes", "1 minute", "30 seconds": how long a lock has left, for a person, in the page's
 * language (Arabic's six plural forms, Spanish's two).
 */
export function waitText(seconds: number, language: Language = pageLanguage()): string {
  const [count, unit] =
    seconds < 60 ? [seconds, 'second' as const] : [Math.ceil(seconds / 60), 'minute' as const];
  const forms = WAIT_UNITS[language][unit];
  const form = forms[new Intl.PluralRules(language).select(count)] ?? forms.other;
  return form.replace('{{count}}', String(count));
}
