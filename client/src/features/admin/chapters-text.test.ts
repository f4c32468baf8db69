import { describe, expect, it } from 'vitest';
import { chaptersToText, parseChapters } from './chapters-text.ts';

describe('the chapters field', () => {
  it('reads one chapter a line, its start first, and writes them back the same way', () => {
    const chapters = parseChapters('0:00 Welcome\n\n  1:05 Say the number\n1:02:03 The long one');
    expect(chapters).toEqual([
      { start: 0, title: 'Welcome' },
      { start: 65, title: 'Say the number' },
      { start: 3723, title: 'The long one' },
    ]);
    expect(chaptersToText(chapters as Exclude<typeof chapters, string>)).toBe(
      '0:00 Welcome\n1:05 Say the number\n1:02:03 The long one',
    );
  });

  it('says which line has no time', () => {
    expect(parseChapters('Welcome')).toBe('Start each line with its time, like 1:05: "Welcome"');
    expect(parseChapters('1:75 Too many seconds')).toBe(
      'Start each line with its time, like 1:05: "1:75 Too many seconds"',
    );
  });
});
