import { directionOf, type Language } from '@hercircle/shared/languages';
import { escapeHtml } from '../../lib/escape-html.ts';
import { formattedHtml, formattedText } from '../../lib/formatting-render.ts';
import { textsOf } from '../../i18n/mail.ts';

/**
 * A newsletter issue as an email: the body in its safe formatting as HTML and as plain text, each
 * ending with the reader's one-click unsubscribe link. The issue is in its admin's words; the frame
 * around it (the footer) is in the reader's language, laid out right to left in Arabic, where the
 * issue's own text takes the direction of its first words (`dir="auto"`).
 */
export function newsletterEmail(args: {
  subject: string;
  body: string;
  origin: string;
  unsubscribeLink: string;
  language?: Language;
}): { text: string; html: string } {
  const { subject, body, origin, unsubscribeLink, language = 'en' } = args;
  const t = textsOf(language).newsletter;
  const text = `${formattedText(body, origin)}\n\n--\n${t.why}\n${t.unsubscribe}: ${unsubscribeLink}\n`;
  const dir = directionOf(language);
  const rtl = dir === 'rtl';
  const html = `<!doctype html>
<html lang="${language}"${rtl ? ` dir="${dir}"` : ''}><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(subject)}</title></head>
<body${rtl ? ` dir="${dir}" lang="${language}"` : ''} style="margin: 0; padding: 24px; font-family: system-ui, sans-serif; line-height: 1.6; color: #1f1f1f">
<div style="max-width: 600px; margin: 0 auto">
${rtl ? `<div dir="auto">${formattedHtml(body, origin)}</div>` : formattedHtml(body, origin)}
<hr style="border: none; border-top: 1px solid #ddd; margin: 32px 0 16px">
<p style="font-size: 0.875rem; color: #555">${escapeHtml(t.why)}
<a href="${escapeHtml(unsubscribeLink)}" style="color: #7a2a5c">${escapeHtml(t.unsubscribe)}</a>.</p>
</div></body></html>`;
  return { text, html };
}
