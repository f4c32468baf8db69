import { MAX_ID } from '@hercircle/shared/constants';

/** /messages?c={conversationId} opens a conversation or request; ?to={userId} a first message. */
export interface MessagesSearch {
  c?: number;
  to?: number;
}

function idOf(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isInteger(n) && n >= 1 && n <= MAX_ID ? n : undefined;
}

// Kept apart from the page: the route's search is part of the first load (no schema library).
export function messagesSearch(raw: Record<string, unknown>): MessagesSearch {
  const c = idOf(raw.c);
  // One pane at a time: an open conversation wins over a composer.
  return { c, to: c === undefined ? idOf(raw.to) : undefined };
}
