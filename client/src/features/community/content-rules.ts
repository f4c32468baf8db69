import { useEffect, useState } from 'react';
import type * as ContentSchemas from './content-schemas.ts';

type Rules = typeof ContentSchemas;

let loaded: Rules | null = null;
const loadRules = () =>
  import('./content-schemas.ts').then((m) => {
    loaded = m;
    return m;
  });

/**
 * The checks of a post's and a reply's text. They come with zod and every shared schema (about
 * 29 kB gzipped), so they load after the group page has painted, not with it; until they arrive
 * no draft counts as valid (Post and Reply stay disabled, as for an empty draft).
 */
export function useContentRules(): Rules | null {
  const [rules, setRules] = useState(loaded);
  useEffect(() => {
    if (!rules) void loadRules().then(setRules);
  }, [rules]);
  return rules;
}
