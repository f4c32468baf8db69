// The safe formatting of stories and newsletter issues: the shared parser's tree, and the email
// HTML and plain-text renderings of it. No author text ever becomes markup, and only http(s),
// mailto and site links are links.
import { describe, expect, it } from 'vitest';
import { parseFormatting, parseInline, plainText, safeHref } from '@hercircle/shared/formatting';
import { formattedHtml, formattedText } from './formatting-render.ts';

const ORIGIN = 'https://hercircle.example';
const html = (source: string) => formattedHtml(source, ORIGIN);
const text = (source: string) => formattedText(source, ORIGIN);

describe('parseFormatting', () => {
  it('reads paragraphs, headings, both kinds of list and line breaks', () => {
    const source = '# One\n## Two\n### Three\nfirst line\nsecond line\n\n- a\n* b\n\n3. c\n4. d';
    expect(parseFormatting(source)).toEqual([
      { type: 'heading', level: 2, children: [{ type: 'text', text: 'One' }] },
      { type: 'heading', level: 2, children: [{ type: 'text', text: 'Two' }] },
      { type: 'heading', level: 3, children: [{ type: 'text', text: 'Three' }] },
      {
        type: 'paragraph',
        children: [
          { type: 'text', text: 'first line' },
          { type: 'break' },
          { type: 'text', text: 'second line' },
        ],
      },
      {
        type: 'list',
        ordered: false,
        start: 1,
        items: [[{ type: 'text', text: 'a' }], [{ type: 'text', text: 'b' }]],
      },
      {
        type: 'list',
        ordered: true,
        start: 3,
        items: [[{ type: 'text', text: 'c' }], [{ type: 'text', text: 'd' }]],
      },
    ]);
  });

  it('keeps what only looks like a marker as text', () => {
    for (const source of ['#hashtag', '#### four', '-dash', '**bold** start', '2026 was a year'])
      expect(parseFormatting(source)[0]?.type, source).toBe('paragraph');
    expect(parseFormatting('a\r\n\r\nb')).toHaveLength(2);
  });
});

describe('quotes', () => {
  it('reads `> ` lines as one quote with its line breaks, apart from the text around it', () => {
    expect(parseFormatting('Before\n> one\n>two\nafter\n> <b>x</b>')).toEqual([
      { type: 'paragraph', children: [{ type: 'text', text: 'Before' }] },
      {
        type: 'quote',
        children: [{ type: 'text', text: 'one' }, { type: 'break' }, { type: 'text', text: 'two' }],
      },
      { type: 'paragraph', children: [{ type: 'text', text: 'after' }] },
      { type: 'quote', children: [{ type: 'text', text: '<b>x</b>' }] },
    ]);
    expect(html('> **Hold on.**\n> <i>x</i>')).toBe(
      '<blockquote><strong>Hold on.</strong><br>&lt;i&gt;x&lt;/i&gt;</blockquote>',
    );
    expect(text('> one\n> two')).toBe('> one\n> two');
  });
});

describe('parseInline', () => {
  it('reads bold, italic with either marker, and links', () => {
    expect(parseInline('**b** *i* _u_ [l](https://a.example/x?y=1#z)')).toEqual([
      { type: 'strong', children: [{ type: 'text', text: 'b' }] },
      { type: 'text', text: ' ' },
      { type: 'em', children: [{ type: 'text', text: 'i' }] },
      { type: 'text', text: ' ' },
      { type: 'em', children: [{ type: 'text', text: 'u' }] },
      { type: 'text', text: ' ' },
      { type: 'link', href: 'https://a.example/x?y=1#z', children: [{ type: 'text', text: 'l' }] },
    ]);
    expect(parseInline('***both***')).toEqual([
      { type: 'strong', children: [{ type: 'em', children: [{ type: 'text', text: 'both' }] }] },
    ]);
  });

  it('prints unclosed, unmatched and escaped markers as written', () => {
    for (const source of [
      '*open',
      '**open',
      'close*',
      '[text',
      '[text]',
      '[text](/x',
      '[](/x)',
      'a * b',
      'snake_case_name',
      '\\*not italic\\*',
    ])
      expect(parseInline(source), source).toEqual([
        { type: 'text', text: source.replace(/\\/g, '') },
      ]);
  });

  it('does not nest links', () => {
    const nodes = parseInline('[a [b](/x) c](/y)');
    expect(nodes.filter((n) => n.type === 'link')).toHaveLength(1);
    expect(nodes[0]).toEqual({ type: 'text', text: '[a ' });
  });
});

describe('safeHref', () => {
  it('accepts http(s), mailto and site paths', () => {
    expect(safeHref('https://a.example/p')).toBe('https://a.example/p');
    expect(safeHref('HTTP://a.example')).toBe('http://a.example');
    expect(safeHref('mailto:hello@hercircle.example')).toBe('mailto:hello@hercircle.example');
    expect(safeHref(' /stories?page=2 ')).toBe('/stories?page=2');
  });

  it('refuses every other scheme, protocol-relative and malformed URLs', () => {
    for (const url of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html,<script>alert(1)</script>',
      '//evil.example',
      '/\\evil.example',
      'https://trusted.example@evil.example',
      'https://',
      'https://a.example/"onmouseover="alert(1)',
      "/x'onmouseover='alert(1)",
      'stories',
      '',
    ])
      expect(safeHref(url), url).toBeNull();
  });
});

describe('formattedHtml', () => {
  it('renders every block and inline node', () => {
    expect(html('## Title\n\nHello **you** and *me*\nagain\n\n1. [Stories](/stories)')).toBe(
      [
        '<h2>Title</h2>',
        '<p>Hello <strong>you</strong> and <em>me</em><br>again</p>',
        '<ol><li><a href="https://hercircle.example/stories">Stories</a></li></ol>',
      ].join('\n'),
    );
  });

  it('never lets author text become markup', () => {
    const attacks = [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '[x](javascript:alert(1))',
      '[x](JAVASCRIPT:alert(1))',
      '[x]( javascript:alert(1))',
      '[x](//evil.example)',
      '[x](data:text/html,<script>alert(1)</script>)',
      '[x](https://a.example/"onmouseover="alert(1))',
      '[x](/a"><script>alert(1)</script>)',
      "[x](/a'onmouseover='alert(1))",
      '**<b>bold</b>**',
      '## <h1>big</h1>',
      '- <a href="javascript:alert(1)">x</a>',
    ];
    for (const source of attacks) {
      const out = html(source);
      // The only tags are the renderer's own, and the only attribute a safe link's href.
      for (const [, tag, attributes] of out.matchAll(/<\/?([a-z0-9]+)([^>]*)>/gi)) {
        expect(['p', 'h2', 'strong', 'ul', 'li', 'a'], source).toContain(tag);
        expect(attributes, source).toMatch(/^(| href="https:\/\/hercircle\.example\/[^"\s]*")$/);
      }
      expect(out, source).not.toMatch(/<(script|img|b>|h1)/i);
    }
    expect(html('<script>alert(1)</script>')).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>');
    expect(html('[x](javascript:alert(1))')).toBe('<p>[x](javascript:alert(1))</p>');
  });

  it('parses 100 kB of nested or unclosed markers in linear time', () => {
    for (const source of [
      '*a '.repeat(35_000),
      '*'.repeat(100_000),
      '_a '.repeat(17_000) + ' a_'.repeat(17_000),
      '['.repeat(50_000) + '[a](/x)'.repeat(7_000),
      '[]('.repeat(35_000),
      '**a *b '.repeat(15_000),
      '[]('.repeat(33_000) + ')',
    ]) {
      const out = html(source);
      expect(out.startsWith('<p>')).toBe(true);
      expect(out).not.toMatch(/<script/);
    }
  });

  it('nests markers at most 12 deep; deeper ones stay text', () => {
    const out = html('_a '.repeat(1000) + ' a_'.repeat(1000));
    expect(out.match(/<em>/g)).toHaveLength(12);
    expect(out).toContain('_a _a');
  });
});

describe('formattedText', () => {
  it('drops the markers and writes links as text (url)', () => {
    expect(
      text(
        '## News\n\n**Big** *day*: [read it](/stories/1) or mail [us](mailto:hi@hercircle.example)\n\n- one\n- [https://a.example](https://a.example)\n\n2. two\n3. three',
      ),
    ).toBe(
      [
        'News',
        'Big day: read it (https://hercircle.example/stories/1) or mail us (mailto:hi@hercircle.example)',
        '- one\n- https://a.example',
        '2. two\n3. three',
      ].join('\n\n'),
    );
  });

  it('keeps raw HTML and unsafe links as the text written', () => {
    expect(text('<b>hi</b> [x](javascript:alert(1))')).toBe('<b>hi</b> [x](javascript:alert(1))');
  });
});

describe('plainText', () => {
  it('keeps the words of every block and drops the markers, for excerpts', () => {
    expect(
      plainText(
        '## Money talk\n\nStart **small**, *today*. Read [the guide](https://example.org).\n\n- one\n- two',
      ),
    ).toBe('Money talk Start small, today. Read the guide. one; two');
    expect(plainText('<b>raw</b> stays text')).toBe('<b>raw</b> stays text');
  });
});
