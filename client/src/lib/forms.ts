import type { ZodType } from 'zod';

/** Mantine form validation from a shared zod schema: the first message for each field. */
export function zodValidate<T>(schema: ZodType) {
  return (values: T): Record<string, string> => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const key = issue.path.join('.');
      if (key && !errors[key]) errors[key] = issue.message;
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
