import { describe, expect, it } from 'vitest';
import { escapeHtml } from './html.ts';

describe('escapeHtml', () => {
  it('leaves no character that could end the text or its attribute', () => {
    expect(escapeHtml(`Tom & "Jerry's" <b>night</b>`)).toBe(
      'Tom &#38; &#34;Jerry&#39;s&#34; &#60;b&#62;night&#60;/b&#62;',
    );
  });

  it('keeps other text as it is', () => {
    expect(escapeHtml('Café $1 $` · 10% — yes')).toBe('Café $1 $` · 10% — yes');
  });
});
