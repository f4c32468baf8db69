/**
 * A search-params validator for one optional string, e.g. `?redirect=/profile`. Written by hand
 * rather than with zod because route definitions load with the app shell.
 */
export function stringSearch<K extends string>(key: K) {
  return (search: Record<string, unknown>): { [P in K]?: string } => {
    const value = search[key];
    return (typeof value === 'string' ? { [key]: value } : {}) as { [P in K]?: string };
  };
}

/**
 * `?redirect=` for the sign-in pages, typed without a generic: three routes sharing one generic
 * instantiation, one of them with a beforeLoad reading it, made TypeScript settle that instance
 * as `{}` while inferring the route tree (every `search.redirect` then failed to type-check).
 */
export function redirectSearch(search: Record<string, unknown>): { redirect?: string } {
  return typeof search.redirect === 'string' ? { redirect: search.redirect } : {};
}
