import { notFound } from '@tanstack/react-router';
import { MAX_ID } from '@hercircle/shared/basics';

/**
 * The one parser of `$id`-style route params: digits only, 1 to MAX_ID; anything else (`abc`,
 * `0`, `-1`, `1e3`, `2147483648`) is the not-found page, before any request is made.
 */
export function idParams<K extends string>(key: K) {
  return {
    parse: (raw: Record<K, string>): Record<K, number> => {
      const text = raw[key];
      const id = /^[0-9]+$/.test(text) ? Number(text) : 0;
      if (id < 1 || id > MAX_ID) throw notFound();
      return { [key]: id } as Record<K, number>;
    },
    stringify: (params: Record<K, number>): Record<K, string> =>
      ({ [key]: String(params[key]) }) as Record<K, string>,
  };
}

/** What a search param may hold: free text, a page number, or one of a closed set of words. */
type SearchKind = 'text' | 'page' | readonly string[];
type Parsed<S extends Record<string, SearchKind>> = {
  [K in keyof S]?: S[K] extends 'text'
    ? string
    : S[K] extends 'page'
      ? number
      : S[K] extends readonly (infer V)[]
        ? V
        : never;
};

/** The servers' list inputs accept search text up to this length. */
const TEXT_MAX = 100;
const PAGE_MAX = 1_000_000;

/**
 * A `validateSearch` for list pages (filters and paging in the URL). Hand-written rather than zod:
 * route definitions load with the app shell, which has no room for a schema library. Defaults and
 * anything unreadable are dropped, so `/community?page=x` is `/community` and a default never
 * shows in the URL.
 */
export function listSearch<S extends Record<string, SearchKind>>(spec: S) {
  return (raw: Record<string, unknown>): Parsed<S> => {
    const out: Record<string, string | number | undefined> = {};
    for (const [key, kind] of Object.entries(spec)) {
      const value = raw[key];
      // Every key is set, undefined when unreadable: the router merges a route's search over the
      // raw one, so a key left out would keep its raw value.
      out[key] = undefined;
      if (kind === 'text') {
        // The router reads `?search=42` as a number.
        const text = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
        if (text.trim()) out[key] = text.trim().slice(0, TEXT_MAX);
      } else if (kind === 'page') {
        const page = Number(value);
        if (Number.isInteger(page) && page > 1 && page <= PAGE_MAX) out[key] = page;
      } else if (typeof value === 'string' && kind.includes(value)) {
        out[key] = value;
      }
    }
    return out as Parsed<S>;
  };
}
