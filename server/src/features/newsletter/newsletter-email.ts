import { escapeHtml } from '../../lib/escape-html.ts';
import { formattedHtml, formattedText } from '../../lib/formatting-render.ts';

/**
 * A newsletter issue as an email: the body in its safe formatting as HTML and as plain text, each
 * ending with the reader's one-click unsubscribe link.
 */
export function newsletterEmail(args: {
  subject: string;
  body: string;
  origin: string;
  unsubscribeLink: string;
}): { text: string; html: string } {
  const { subject, body, origin, unsubscribeLink } = args;
  const text = `${formattedText(body, origin)}\n\n--\nYou get this because you subscribed to the HerCircle newsletter.\nUnsubscribe in one click: ${unsubscribeLink}\n`;
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(subject)}</title></head>
<body style="margin: 0; padding: 24px; font-family: system-ui, sans-serif; line-height: 1.6; color: #1f1f1f">
<div style="max-width: 600px; margin: 0 auto">
${formattedHtml(body, origin)}
<hr style="border: none; border-top: 1px solid #ddd; margin: 32px 0 16px">
<p style="font-size: 0.875rem; color: #555">You get this because you subscribed to the HerCircle newsletter.
<a href="${escapeHtml(unsubscribeLink)}" style="color: #7a2a5c">Unsubscribe in one click</a>.</p>
</div></body></html>`;
  return { text, html };
}
