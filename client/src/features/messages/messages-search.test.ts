import { describe, expect, it } from 'vitest';
import { MAX_ID } from '@hercircle/shared/constants';
import { messagesSearch } from './messages-search.ts';

describe('the /messages search', () => {
  it('keeps ids (the router reads ?c=5 as a number, a quoted one as text)', () => {
    expect(messagesSearch({ c: 5 })).toEqual({ c: 5, to: undefined });
    expect(messagesSearch({ to: '7' })).toEqual({ c: undefined, to: 7 });
  });

  it('drops what is not an id, and a composer when a conversation is open', () => {
    for (const bad of ['abc', 0, -1, 1.5, '1e3x', MAX_ID + 1, null, undefined, ''])
      expect(messagesSearch({ c: bad, to: bad })).toEqual({ c: undefined, to: undefined });
    expect(messagesSearch({ c: 5, to: 7 })).toEqual({ c: 5, to: undefined });
  });
});
