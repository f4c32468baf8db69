import { useEffect } from 'react';

export const SITE_NAME = 'HerCircle';

/** Sets the document title for a route: "Page · HerCircle". */
export function usePageTitle(title: string | null): void {
  useEffect(() => {
    document.title = title ? `${title} · ${SITE_NAME}` : SITE_NAME;
  }, [title]);
}
