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
