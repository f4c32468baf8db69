import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, pickLanguage } from '@hercircle/shared/languages';
import { CATALOGS, createI18n } from './index.ts';
import { en } from './en.ts';
import { AREAS } from './areas/index.ts';

/** Every key of a catalogue with its text: "nav.home" → "Home". */
function entries(catalog: object, prefix = ''): [string, string][] {
  return Object.entries(catalog).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[prefix + key, value] as [string, string]]
      : entries(value as object, `${prefix}${key}.`),
  );
}
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('the catalogues', () => {
  it('give every key a text in every language, with the same placeholders as English', () => {
    const english = entries(en);
    for (const language of LANGUAGES) {
      const texts = new Map(entries(CATALOGS[language]));
      expect([...texts.keys()], language).toEqual(english.map(([key]) => key));
      for (const [key, text] of english) {
        const translated = texts.get(key)!;
        expect(translated.trim(), `${language} ${key}`).not.toBe('');
        expect(placeholders(translated), `${language} ${key}`).toEqual(placeholders(text));
      }
    }
  });

  it('are written for each language, not left in English', () => {
    for (const language of ['es', 'ar'] as const) {
      const texts = new Map(entries(CATALOGS[language]));
      const same = entries(en).filter(([key, text]) => texts.get(key) === text);
      // "Podcast" and the like may be the same word; the interface as a whole may not.
      expect(same.length, `${language}: ${same.map(([k]) => k).join(', ')}`).toBeLessThanOrEqual(1);
    }
  });

  it('translate and interpolate through i18next', () => {
    const es = createI18n('es');
    expect(es.t('nav.signIn')).toBe('Iniciar sesión');
    expect(es.t('footer.madeWithCare', { year: 2026, site: 'HerCircle' })).toBe(
      '© 2026 HerCircle. Hecho con cariño para mujeres de todo el mundo.',
    );
    expect(createI18n('ar').t('quickExit.label')).toBe('خروج سريع');
    expect(createI18n('en').t('nav.join')).toBe('Join Community');
  });
});

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** The plural forms a language's texts must give: what Intl says the language counts. */
const pluralForms = (language: string) =>
  new Intl.PluralRules(language).resolvedOptions().pluralCategories;

describe('the areas’ catalogues (each page’s own)', () => {
  it('have distinct names', () => {
    const names = AREAS.map((area) => area.namespace);
    expect(new Set(names).size).toBe(names.length);
  });

  for (const area of AREAS) {
    it(`${area.namespace}: every English key in every language, each plural in its language’s forms, placeholders kept`, () => {
      const english = entries(area.en);
      const englishByKey = new Map(english);
      const singles = english.filter(([key]) => !PLURAL.test(key));
      const plurals = new Map<string, string>();
      for (const [key, text] of english)
        if (PLURAL.test(key)) plurals.set(key.replace(PLURAL, ''), text);
      for (const language of LANGUAGES) {
        const texts = new Map(entries(area[language]));
        const expected = [
          ...singles.map(([key]) => key),
          ...[...plurals.keys()].flatMap((base) =>
            pluralForms(language).map((form) => `${base}_${form}`),
          ),
        ].sort();
        expect([...texts.keys()].sort(), `${area.namespace} ${language}`).toEqual(expected);
        for (const [key, text] of texts) {
          const englishText = PLURAL.test(key)
            ? plurals.get(key.replace(PLURAL, ''))!
            : englishByKey.get(key)!;
          expect(text.trim(), `${area.namespace} ${language} ${key}`).not.toBe('');
          // A plural form may leave out the count ("one reply"), never add a placeholder.
          const allowed = placeholders(englishText);
          for (const name of placeholders(text))
            expect(allowed, `${area.namespace} ${language} ${key}`).toContain(name);
          if (!PLURAL.test(key))
            expect(placeholders(text), `${area.namespace} ${language} ${key}`).toEqual(allowed);
        }
      }
    });

    it(`${area.namespace}: written in Spanish and Arabic, not left in English`, () => {
      for (const language of ['es', 'ar'] as const) {
        const texts = new Map(entries(area[language]));
        const english = entries(area.en);
        const same = english.filter(
          ([key, text]) => texts.get(key) === text && /\p{L}{3}/u.test(text),
        );
        // A name or a word the languages share may stay; the area as a whole may not.
        expect(same.length, `${language}: ${same.map(([k]) => k).join(', ')}`).toBeLessThanOrEqual(
          Math.floor(english.length / 10),
        );
      }
    });
  }

  it('keep a control’s visible words in its accessible name in every language (WCAG 2.5.3: "View Group" and "View Group {{name}}")', () => {
    const mismatched: string[] = [];
    for (const area of AREAS) {
      const english = new Map(entries(area.en));
      for (const language of ['es', 'ar'] as const) {
        const texts = new Map(entries(area[language]));
        for (const [key, label] of english) {
          const visibleKey = key.replace(/(Label|Name)$/, '');
          const visible = english.get(visibleKey);
          if (visibleKey === key || !visible || !label.includes(visible)) continue;
          if (!texts.get(key)!.includes(texts.get(visibleKey)!))
            mismatched.push(`${area.namespace} ${language} ${key}: ${texts.get(key)}`);
        }
      }
    }
    expect(mismatched).toEqual([]);
  });

  it('name no Trans element after an HTML void element (its text would be dropped: <link>Community</link> rendered an empty link)', () => {
    const VOID =
      /<(area|base|br|col|embed|hr|img|input|link|meta|param|source|track|wbr)>[^<]*<\/\1>/;
    const offending = AREAS.flatMap((area) =>
      LANGUAGES.flatMap((language) =>
        entries(area[language])
          .filter(([, text]) => VOID.test(text))
          .map(([key]) => `${area.namespace} ${language} ${key}`),
      ),
    );
    expect(offending).toEqual([]);
  });

  it('load with their page: useTexts gives i18next the area in her language, English beside it', async () => {
    const { renderHook } = await import('@testing-library/react');
    const { createElement } = await import('react');
    const { I18nextProvider } = await import('react-i18next');
    const { useTexts } = await import('./texts.ts');
    const { defineTexts } = await import('./texts.ts');
    const sample = defineTexts('sample', {
      en: {
        hello: 'Hello, {{name}}',
        replies_one: '{{count}} reply',
        replies_other: '{{count}} replies',
      },
      es: {
        hello: 'Hola, {{name}}',
        replies_one: '{{count}} respuesta',
        replies_other: '{{count}} respuestas',
      },
      ar: {
        hello: 'مرحبًا، {{name}}',
        replies_zero: 'لا ردود',
        replies_one: 'ردّ واحد',
        replies_two: 'ردّان',
        replies_few: '{{count}} ردود',
        replies_many: '{{count}} ردًّا',
        replies_other: '{{count}} ردّ',
      },
    });
    const i18n = createI18n('ar');
    const { result } = renderHook(() => useTexts(sample as never), {
      wrapper: ({ children }) => createElement(I18nextProvider, { i18n }, children),
    });
    const t = result.current.t as unknown as (key: string, options?: object) => string;
    expect(t('hello', { name: 'Mei' })).toBe('مرحبًا، Mei');
    expect(t('replies', { count: 2 })).toBe('ردّان');
    expect(t('replies', { count: 5 })).toBe('5 ردود');
    expect(i18n.hasResourceBundle('en', 'sample')).toBe(true);
  });
});

describe('pickLanguage', () => {
  it('takes her choice, else the first of her browser’s languages the site speaks', () => {
    expect(pickLanguage('ar', 'es-ES,es;q=0.9')).toBe('ar');
    expect(pickLanguage(null, 'es-MX,es;q=0.9,en;q=0.8')).toBe('es');
    expect(pickLanguage(undefined, 'fr-FR,fr;q=0.9,ar;q=0.8,en;q=0.5')).toBe('ar');
    expect(pickLanguage(null, 'en;q=0.4, es;q=0.7')).toBe('es');
    expect(pickLanguage('xx', 'de-DE')).toBe('en');
    expect(pickLanguage(null, undefined)).toBe('en');
    expect(pickLanguage(null, 'es;q=0, ar;q=0')).toBe('en');
  });
});

/**
 * The files whose every interface text comes from the catalogues: the frame around every page, and
 * each translated area's files (areas/*.files.ts; paths from client/src).
 */
const TRANSLATED = [
  'components/NavBar.tsx',
  'components/MobileMenu.tsx',
  'components/Footer.tsx',
  'components/QuickExit.tsx',
  'components/LanguageSwitch.tsx',
  'components/nav-links.ts',
  'components/SiteLayout.tsx',
  ...Object.values(
    import.meta.glob<Record<string, string[]>>('./areas/*.files.ts', { eager: true }),
  ).flatMap((area) => Object.values(area).flat()),
];
/** Attributes a person reads or hears. */
const SPOKEN_PROPS = new Set(['aria-label', 'title', 'label', 'placeholder', 'alt', 'description']);

/** Texts written in place: JSX text and string literals in the attributes a person reads. */
function literalTexts(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    fs.readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && /\p{L}/u.test(node.text)) found.push(node.text.trim());
    if (
      ts.isJsxAttribute(node) &&
      SPOKEN_PROPS.has(node.name.getText()) &&
      node.initializer &&
      (ts.isStringLiteral(node.initializer) ||
        (ts.isJsxExpression(node.initializer) &&
          node.initializer.expression &&
          (ts.isStringLiteral(node.initializer.expression) ||
            ts.isNoSubstitutionTemplateLiteral(node.initializer.expression))))
    )
      found.push(node.getText());
    // A label in a data list (`{ label: 'Home' }`) is read too.
    if (
      ts.isPropertyAssignment(node) &&
      ['label', 'title'].includes(node.name.getText()) &&
      ts.isStringLiteral(node.initializer) &&
      /\p{L}/u.test(node.initializer.text)
    )
      found.push(node.getText());
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('extraction', () => {
  it('finds no interface text written outside the catalogues in the translated files', () => {
    const root = path.resolve(import.meta.dirname, '..');
    const found = TRANSLATED.flatMap((file) =>
      literalTexts(path.join(root, file)).map((text) => `${file}: ${text}`),
    );
    expect(found).toEqual([]);
  });

  it('would find one, and reads every area’s file list', () => {
    expect(TRANSLATED).toContain('features/pages/AccessibilityPage.tsx');
    expect(TRANSLATED).toContain('features/account/SettingsPage.tsx');
    // The admin portal stays English (issue 34): its texts are written in place.
    const file = path.join(import.meta.dirname, '..', 'features', 'admin', 'UsersPage.tsx');
    expect(literalTexts(file).length).toBeGreaterThan(0);
  });
});
