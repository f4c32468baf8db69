import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MSG } from '@hercircle/shared';
import {
  findTranslation,
  msg,
  placeholdersOf,
  type Catalogue,
  type Translated,
} from '@hercircle/shared/message-format';
import { VALIDATION_TEXTS } from '@hercircle/shared/message-texts';
import { extractMessages, type Extraction, type FoundText } from '../../test/message-sources.ts';
import { SERVER_TEXTS } from './server-texts.ts';
import { AppError } from './app-error.ts';
import { requestLanguage, translate } from './messages.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const TRANSLATED: Translated[] = ['es', 'ar'];

/**
 * Messages that are passed on, not written: zod's, tRPC's and an issue's own (each checked where
 * it is written), by file and code.
 */
const PASSED_ON = new Set([
  'server/src/lib/app-error.ts: i.message',
  "server/src/lib/app-error.ts: issues[0]?.message ?? 'Invalid input'",
  "server/src/lib/app-error.ts: error.message || 'Bad request'",
  "server/src/lib/app-error.ts: error.message || 'Not found'",
  "server/src/lib/app-error.ts: error.message || 'Unsupported media type'",
  'server/src/lib/app-error.ts: error.message || MSG.notAuthenticated',
  "server/src/lib/app-error.ts: typeof issue.message === 'string' ? issue.message : fillMessage(issue.message.text, issue.message.values)",
  'server/src/lib/app-error.ts: translate(language, text.text, text.values)',
  'server/src/trpc/init.ts: issue.message',
]);

const unresolvedKey = (u: { where: string; code: string }) =>
  `${u.where.replace(/:\d+$/, '')}: ${u.code.replace(/\s+/g, ' ')}`;

/** What a text lacks: the languages no catalogue translates it into. */
function missing(text: string, catalogues: readonly Catalogue[]): Translated[] {
  return TRANSLATED.filter(
    (language) => findTranslation(language, text, undefined, catalogues) === null,
  );
}

/** The problems of found texts: untranslated, or a template literal whose parts vary. */
function problems(texts: FoundText[], catalogues: (t: FoundText) => readonly Catalogue[]) {
  const out: string[] = [];
  for (const found of texts) {
    if (found.source === 'server' && found.holes)
      out.push(
        `${found.where}: ${JSON.stringify(found.text)} varies: write it as msg(template, values)`,
      );
    const lacking = missing(found.text, catalogues(found));
    if (lacking.length > 0)
      out.push(`${found.where}: ${JSON.stringify(found.text)} has no ${lacking.join(', ')}`);
  }
  return [...new Set(out)];
}

// The server's refusals may be in either catalogue; the schemas' texts travel to the browser, so
// they must be in the shared one.
const cataloguesFor = (found: FoundText): readonly Catalogue[] =>
  found.source === 'schema' ? [VALIDATION_TEXTS] : [SERVER_TEXTS, VALIDATION_TEXTS];

describe('every message comes from a catalogue (issue 34)', () => {
  let extraction: Extraction;
  beforeAll(() => {
    extraction = extractMessages(root);
  }, 180_000);

  it('reads the refusals and the schemas’ messages', () => {
    const texts = new Set(extraction.texts.map((t) => t.text));
    // A literal, a constant, a msg() template, an issue's message, a schema's custom message.
    expect(texts).toContain('Group not found');
    expect(texts).toContain(MSG.invalidCredentials);
    expect(texts).toContain('There is no rule {{number}}');
    expect(texts).toContain('That code is not right');
    expect(texts).toContain('Write something first');
    expect(extraction.texts.length).toBeGreaterThan(400);
  });

  it('every refusal and schema message has its Spanish and Arabic', () => {
    expect(problems(extraction.texts, cataloguesFor)).toEqual([]);
  });

  it('every message it cannot follow is one passed on from elsewhere', () => {
    const unexpected = extraction.unresolved.map(unresolvedKey).filter((k) => !PASSED_ON.has(k));
    expect(unexpected).toEqual([]);
  });

  it('the texts passed on, and every one of the spec’s (MSG), have theirs too', () => {
    for (const text of ['Invalid input', 'Bad request', 'Not found', 'Unsupported media type'])
      expect(missing(text, [SERVER_TEXTS, VALIDATION_TEXTS]), text).toEqual([]);
    for (const text of Object.values(MSG))
      expect(missing(text, [VALIDATION_TEXTS]), text).toEqual([]);
  });

  it('would find a refusal or a schema message written outside the catalogues', () => {
    const probe = path.join(root, 'server/src/features/probe.ts');
    const schema = path.join(root, 'shared/src/schemas/probe.ts');
    const found = extractMessages(root, {
      [probe]: [
        "import { AppError } from '../lib/app-error.ts';",
        "const LATE = 'A refusal nobody translated';",
        'export function refuse(n: number, late: boolean) {',
        "  if (late) throw new AppError('GONE', LATE);",
        '  throw new AppError(',
        "    'BAD_REQUEST',",
        '    `There are ${n} of them`,',
        "    { issues: [{ path: ['n'], message: 'An issue nobody translated' }] },",
        '  );',
        '}',
      ].join('\n'),
      [schema]: [
        "import { z } from 'zod';",
        "export const probe = z.string().min(1, 'A field nobody translated');",
      ].join('\n'),
    });
    expect(problems(found.texts, cataloguesFor)).toEqual([
      'server/src/features/probe.ts:4: "A refusal nobody translated" has no es, ar',
      'server/src/features/probe.ts:7: "There are {{}} of them" varies: write it as msg(template, values)',
      'server/src/features/probe.ts:7: "There are {{}} of them" has no es, ar',
      'server/src/features/probe.ts:8: "An issue nobody translated" has no es, ar',
      'shared/src/schemas/probe.ts:2: "A field nobody translated" has no es, ar',
    ]);
  });
});

describe('the catalogues', () => {
  const entries = [
    ...Object.entries(VALIDATION_TEXTS as Catalogue).map((e) => ['shared', ...e] as const),
    ...Object.entries(SERVER_TEXTS as Catalogue).map((e) => ['server', ...e] as const),
  ];
  const sorted = (text: string) => placeholdersOf(text).sort();

  it('keep each English text’s placeholders, and leave none in English', () => {
    const wrong: string[] = [];
    for (const [where, english, translations] of entries) {
      for (const language of TRANSLATED) {
        const text = translations[language];
        if (JSON.stringify(sorted(text)) !== JSON.stringify(sorted(english)))
          wrong.push(`${where} ${language} ${english}: placeholders ${text}`);
        if (text.trim() === '' || text === english)
          wrong.push(`${where} ${language} ${english}: left in English`);
        if (language === 'ar' && !/[\u0600-\u06ff]/.test(text))
          wrong.push(`${where} ar ${english}: no Arabic in ${text}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('hold a text once: the server’s leave the shared ones to shared', () => {
    const shared = new Set(Object.keys(VALIDATION_TEXTS));
    expect(Object.keys(SERVER_TEXTS).filter((k) => shared.has(k))).toEqual([]);
  });
});

describe('translate', () => {
  it('says a template in each language with its values, English as written', () => {
    expect(translate('en', 'There is no rule {{number}}', { number: 4 })).toBe(
      'There is no rule 4',
    );
    expect(translate('es', 'There is no rule {{number}}', { number: 4 })).toBe(
      'No existe la norma 4',
    );
    expect(translate('ar', 'There is no rule {{number}}', { number: 4 })).toBe(
      'لا توجد قاعدة رقم 4',
    );
  });

  it('reads a schema’s filled message back through its template', () => {
    expect(translate('es', 'Must be at most 80 characters')).toBe(
      'Debe tener como máximo 80 caracteres',
    );
    expect(translate('ar', 'Posts can be at most 5000 characters')).toBe(
      'يجب ألا يتجاوز عدد أحرف المنشور 5000',
    );
  });

  it('leaves a text no catalogue has in English, and never throws', () => {
    expect(translate('es', 'Something new')).toBe('Something new');
    expect(translate('ar', 'constructor')).toBe('constructor');
    expect(translate('es', 'Missing {{value}}', {})).toBe('Missing {{value}}');
  });

  it('says zod’s own messages as its locales do, English as before', () => {
    const failure = z.object({ quiet: z.boolean() }).safeParse({ quiet: 'yes' });
    const english = failure.error?.issues[0]?.message ?? '';
    expect(english).toBe('Invalid input: expected boolean, received string');
    expect(translate('es', english)).toBe('Entrada inválida: se esperaba booleano, recibido texto');
    expect(translate('ar', english)).toMatch(/^مدخلات غير مقبولة/);
  });

  it('a moment is written in the language of the message', () => {
    const until = new Date('2026-11-30T14:05:00Z');
    const error = new AppError(
      'FORBIDDEN',
      msg('Your account is suspended until {{until}}', { until }),
    );
    expect(error.message).toBe('Your account is suspended until 30 November 2026, 14:05 UTC');
    expect(error.messageIn('es')).toMatch(
      /^Tu cuenta está suspendida hasta el 30 de noviembre de 2026/,
    );
  });

  it('an AppError keeps English and says itself and its issues in another language', () => {
    const error = new AppError('BAD_REQUEST', msg('There is no rule {{number}}', { number: 9 }), {
      issues: [
        { path: ['rule'], message: msg('There is no rule {{number}}', { number: 9 }) },
        { path: ['email'], message: MSG.emailInvalid },
      ],
    });
    expect(error.message).toBe('There is no rule 9');
    expect(error.issues).toEqual([
      { path: ['rule'], message: 'There is no rule 9' },
      { path: ['email'], message: 'Invalid email address' },
    ]);
    expect(error.issuesIn('es')).toEqual([
      { path: ['rule'], message: 'No existe la norma 9' },
      { path: ['email'], message: 'El correo electrónico no es válido' },
    ]);
  });
});

describe('requestLanguage', () => {
  const request = (headers: Record<string, string>) => ({ headers });
  it('is the cookie’s, else the browser’s first the site speaks, else English', () => {
    expect(requestLanguage(request({ cookie: 'a=1; hc_lang=ar', 'accept-language': 'es' }))).toBe(
      'ar',
    );
    expect(requestLanguage(request({ 'accept-language': 'fr, es;q=0.8' }))).toBe('es');
    expect(requestLanguage(request({ cookie: 'hc_lang=xx' }))).toBe('en');
    expect(requestLanguage(undefined)).toBe('en');
  });
});
