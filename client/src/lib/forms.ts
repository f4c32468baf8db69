import type { ZodType } from 'zod';
import { pageLanguage } from './page-language.ts';
import { loadMessagePack, translated, zodLocale } from './message-pack.ts';

/**
 * Mantine form validation from a shared zod schema: the first message for each field, in the
 * page's language (issue 34): the schema's own messages from the catalogue (message-texts.ts),
 * zod's from its locale (message-pack.ts, loaded as the form's code is).
 */
export function zodValidate<T>(schema: ZodType) {
  void loadMessagePack();
  return (values: T): Record<string, string> => {
    const language = pageLanguage();
    const result = schema.safeParse(
      values,
      language === 'en' ? undefined : { error: zodLocale(language) },
    );
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const key = issue.path.join('.');
      if (key && !errors[key]) errors[key] = translated(language, issue.message);
    }
    return errors;
  };
}

/** Only same-site paths are followed after sign-in (never //host or absolute URLs). */
export function safeRedirect(target: string | undefined, fallback: string): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\'))
    return fallback;
  return target;
}
