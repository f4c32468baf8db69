import { describe, expect, it } from 'vitest';
import {
  NOTIFICATION_TEXTS,
  NO_REASON_GIVEN,
  PUSH_NEUTRAL,
  REPORT_REASON_LABELS,
  REPORT_RECEIPT_NOTE,
  REPORTED_THING,
  decisionConsequence,
  decisionDateText,
  decisionWhat,
  type ModerationDecision,
} from '@hercircle/shared';
import { LANGUAGES, type Language } from '@hercircle/shared/languages';
import { ENGLISH, MAIL_TEXTS, mailDateTime, plural, textAsHtml } from './mail.ts';
import { en, type Plural } from './mail-texts/en.ts';
import { statementEmail } from '../features/fair-process/statement-text.ts';
import { discreetForm } from '../lib/discreet-mail.ts';

/** Every text of a catalogue by its path ("discreet.code"); a plural is one entry. */
function entries(node: object, path = ''): [string, string | Plural][] {
  return Object.entries(node).flatMap(([key, value]) => {
    const at = path ? `${path}.${key}` : key;
    if (typeof value === 'string') return [[at, value] as [string, string]];
    if (isPlural(value)) return [[at, value] as [string, Plural]];
    return entries(value as object, at);
  });
}
const FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'];
const isPlural = (value: object): value is Plural =>
  Object.keys(value).every((k) => FORMS.includes(k)) && 'other' in value;
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('the mail catalogues', () => {
  const english = new Map(entries(en));

  it.each(LANGUAGES.filter((l) => l !== 'en'))(
    '%s has every text, with the same placeholders and its plural forms',
    (language: Language) => {
      const texts = new Map(entries(MAIL_TEXTS[language]));
      expect([...texts.keys()].sort()).toEqual([...english.keys()].sort());
      const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      for (const [key, source] of english) {
        const text = texts.get(key)!;
        if (typeof source === 'string') {
          expect(typeof text, key).toBe('string');
          expect(placeholders(text as string), key).toEqual(placeholders(source));
          // Not left in English (the site's name is the same in every language).
          if (key !== 'signature') expect(text, key).not.toBe(source);
        } else {
          const forms = text as Plural;
          expect(Object.keys(forms).sort(), key).toEqual([...categories].sort());
          const allowed = placeholders(source.other);
          expect(placeholders(forms.other), key).toEqual(allowed);
          // "ساعة واحدة": a form may say its number in words.
          for (const form of Object.values(forms))
            for (const name of placeholders(form)) expect(allowed, key).toContain(name);
        }
      }
    },
  );

  it('English has the forms of English plural rules', () => {
    for (const [key, source] of english)
      if (typeof source !== 'string')
        expect(Object.keys(source).sort(), key).toEqual(['one', 'other']);
  });

  it('keeps the shared English words the bell, the report dialog, /decisions and pushes use', () => {
    expect(en.reportReceipt.things).toEqual(REPORTED_THING);
    expect(en.reportReceipt.reasons).toEqual(REPORT_REASON_LABELS);
    expect(en.reportReceipt.note).toBe(REPORT_RECEIPT_NOTE);
    expect(en.statement.noReason).toBe(NO_REASON_GIVEN);
    expect({ title: en.push.neutralTitle, body: en.push.neutralBody }).toEqual({
      title: PUSH_NEUTRAL.title,
      body: PUSH_NEUTRAL.body,
    });
    for (const [kind, text] of Object.entries(en.notifications.kinds))
      expect(text).toBe((NOTIFICATION_TEXTS as Record<string, string>)[kind]);
  });

  it('discreet mail names the site in no language, and keeps its code where the mailer redacts it', () => {
    for (const language of LANGUAGES) {
      for (const text of Object.values(MAIL_TEXTS[language].discreet))
        expect(text).not.toMatch(/hercircle/i);
      const form = discreetForm({
        subject: 'Your HerCircle sign-in code',
        text: 'Hi Noor, your HerCircle code…',
        code: '123456',
        language,
      });
      expect(`${form.subject}\n${form.text}`).not.toMatch(/hercircle/i);
      expect(form.text).toMatch(/(code|código|الرمز): 123456/);
    }
  });

  it('plural forms follow each language', () => {
    const t = (language: Language) => MAIL_TEXTS[language].notifications.digestCount;
    expect(plural('en', t('en'), 1)).toBe('1 new notification');
    expect(plural('en', t('en'), 3)).toBe('3 new notifications');
    expect(plural('es', t('es'), 1)).toBe('1 notificación nueva');
    expect(plural('es', t('es'), 3)).toBe('3 notificaciones nuevas');
    expect(plural('ar', t('ar'), 2)).toBe('إشعاران جديدان');
    expect(plural('ar', t('ar'), 5)).toBe('5 إشعارات جديدة');
    expect(plural('ar', t('ar'), 11)).toBe('11 إشعارًا جديدًا');
  });
});

describe('dates in mail', () => {
  const moments = ['2026-03-03T14:05:00Z', '2026-11-30T00:00:00Z', '2027-07-09T23:59:59Z'];

  it('English in UTC is the shared statement form, exactly', () => {
    for (const iso of moments) expect(mailDateTime(ENGLISH, iso)).toBe(decisionDateText(iso));
  });

  it('are in her language and her zone', () => {
    const iso = '2026-03-03T14:05:00Z';
    expect(mailDateTime({ language: 'es', timeZone: 'Europe/Madrid' }, iso)).toBe(
      '3 de marzo de 2026 a las 15:05 CET',
    );
    expect(mailDateTime({ language: 'en', timeZone: 'America/Toronto' }, iso)).toContain('9:05');
    const arabic = mailDateTime({ language: 'ar', timeZone: 'Asia/Riyadh' }, iso);
    expect(arabic).toContain('مارس');
    expect(arabic).toContain('5:05');
  });
});

describe('the statement of reasons in English', () => {
  const base: ModerationDecision = {
    id: 7,
    action: 'hide',
    target: { type: 'post', id: 3 },
    group: { id: 2, name: 'Career Changers' },
    excerpt: 'An excerpt',
    rule: { number: 2, title: 'Be kind' },
    reason: '',
    automated: false,
    ends_at: null,
    appealable_until: '2026-09-01T10:00:00.000Z',
  } as unknown as ModerationDecision;

  /** The email as statement-text.ts wrote it before issue 34, from the shared words. */
  function before(d: ModerationDecision): string {
    const link = `https://hc.test/decisions#decision-${d.id}`;
    return [
      'Hi Mina,',
      '',
      decisionWhat(d),
      ...(d.excerpt ? ['', `“${d.excerpt}”`] : []),
      '',
      `Rule: ${d.rule ? `${d.rule.number}. ${d.rule.title}` : 'none named'}`,
      `Reason: ${d.reason || NO_REASON_GIVEN}`,
      d.automated ? 'Decided automatically.' : 'Decided by a moderator.',
      '',
      decisionConsequence(d),
      '',
      d.appealable_until
        ? `If you think this is wrong, you can appeal until ${decisionDateText(d.appealable_until)}. Another admin will look at it:\n${link}`
        : `Read it here:\n${link}`,
      '',
      'HerCircle',
    ].join('\n');
  }

  it('is word for word what it was, for every action and target', () => {
    const actions = [
      'hide',
      'auto_hide',
      'remove',
      'ban',
      'remove_member',
      'suspend',
      'mute',
      'decline_story',
    ] as const;
    const targets = ['post', 'reply', 'message', 'story', 'comment', 'user', 'group', 'other'];
    for (const action of actions)
      for (const type of targets)
        for (const variant of [
          {},
          { group: null, rule: null, excerpt: null, appealable_until: null },
          { automated: true, reason: 'Spam links', ends_at: '2026-08-01T09:30:00.000Z' },
        ]) {
          const d = { ...base, action, target: { type, id: 3 }, ...variant } as ModerationDecision;
          const mail = statementEmail(
            { email: 'm@x.test', first_name: 'Mina' },
            d,
            'https://hc.test',
          );
          expect(mail.text).toBe(before(d));
          expect(mail.subject).toBe('A moderation decision about your HerCircle account');
        }
  });
});

describe('the HTML part of a right-to-left email', () => {
  it('is marked dir="rtl" lang="ar", with its text escaped and its links links', () => {
    const html = textAsHtml('مرحبًا <Noor>،\nافتحي: https://hc.test/a?token=x&y=1.', 'ar');
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<body dir="rtl" lang="ar"');
    expect(html).toContain('&lt;Noor&gt;');
    expect(html).toContain(
      '<a href="https://hc.test/a?token=x&amp;y=1" dir="ltr">https://hc.test/a?token=x&amp;y=1</a>.',
    );
  });
});
