import { MAX_ID } from '@hercircle/shared/basics';

/** /messages?c={conversationId} opens a conversation or request; ?to={userId} a first message. */
export interface MessagesSearch {
  c?: number;
  to?: number;
}

// Part of the first load (route definitions): kept to a few bytes, no schema library.
const idOf = (value: unknown) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 && n <= MAX_ID ? n : undefined;
};

/** One pane at a time: an open conversation wins over a composer. */
export function messagesSearch(raw: Record<string, unknown>): MessagesSearch {
  const c = idOf(raw.c);
  return { c, to: c ? undefined : idOf(raw.to) };
}
