/**
 * Discreet mail (issue 32): a member who shares her inbox, or the device it opens on, chooses that
 * every email we send her is neutral. The mailer applies this form to every message whose
 * recipient chose it, so no sender writes the rule again: the sender's display name goes (the
 * address stays), the subject says only what kind of email it is, and the body is a neutral line
 * with the email's one link; nothing of a message, post or notification is previewed. It is in
 * her language (issue 34), and names the site in none.
 */

import type { Language } from '@hercircle/shared/languages';
import { fill, textsOf } from '../i18n/mail.ts';

/** What an email is about, as its discreet subject and line say it. */
export type MailKind = 'account' | 'message' | 'letter';

export interface DiscreetParts {
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
  attachments?: { filename: string; content: string }[];
  /** Account mail unless said otherwise. */
  kind?: MailKind;
  /** The link the discreet body keeps; the first link of the text unless given. */
  link?: string;
  /** A one-time code the discreet body keeps (sign-in by email). */
  code?: string;
  /** The language she reads (issue 34): the neutral form is in it too. English if left out. */
  language?: Language;
}

const URL_PATTERN = /https?:\/\/[^\s<>"]+/g;

/** Every link in a text, in order (a sentence's full stop after one is not part of it). */
export function linksIn(text: string): string[] {
  return (text.match(URL_PATTERN) ?? []).map((link) => link.replace(/[.,;:!?)]+$/, ''));
}

/** "HerCircle <no-reply@example.org>" → "no-reply@example.org": the address without its name. */
export function bareAddress(from: string): string {
  return /<([^<>]+)>\s*$/.exec(from)?.[1]?.trim() ?? from.trim();
}

/**
 * The neutral form of an email. A letter (the newsletter she subscribed to, which has no copy on
 * the web to link to) keeps its body: only its sender and subject become neutral.
 */
export function discreetForm<T extends DiscreetParts>(message: T): T {
  const kind = message.kind ?? 'account';
  const t = textsOf(message.language ?? 'en').discreet;
  const subject = kind === 'account' ? t.accountSubject : t.messageSubject;
  const attachments = message.attachments?.map((a, i) => ({
    ...a,
    // A file's name may say where it comes from ("hercircle-data-…"); its extension stays.
    filename: `attachment${i === 0 ? '' : `-${i + 1}`}${/\.[A-Za-z0-9]{1,8}$/.exec(a.filename)?.[0] ?? ''}`,
  }));
  if (kind === 'letter') return { ...message, subject, attachments };
  const [line, open] =
    kind === 'account' ? [t.accountLine, t.accountOpen] : [t.messageLine, t.messageOpen];
  const link = message.link ?? linksIn(message.text)[0];
  const stop = /^<(https?:[^>]+)>$/.exec(message.headers?.['List-Unsubscribe'] ?? '')?.[1];
  const text = [
    t.hello,
    '',
    message.code ? fill(t.code, { code: message.code }) : link ? `${line} ${open}\n${link}` : line,
    ...(attachments?.length ? ['', t.attached] : []),
    ...(stop ? ['', fill(t.stop, { link: stop })] : []),
    '',
  ].join('\n');
  return { ...message, subject, text, html: undefined, attachments };
}
