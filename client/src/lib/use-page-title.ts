import { createContext, useContext, useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { SITE_SETTINGS_DEFAULTS } from '@hercircle/shared/basics';
import { trpc, type Trpc } from './trpc.ts';

export const SITE_NAME = SITE_SETTINGS_DEFAULTS.siteName;

/** The site settings every page's title reads; the root route's loader starts them. */
export const siteQueryOptions = (api: Trpc = trpc) => ({
  ...api.content.site.queryOptions(),
  staleTime: 5 * 60_000,
});

/** The site's name from the admin settings (HerCircle until they load or if they fail). */
export function useSiteName(): string {
  const site = useQuery(siteQueryOptions());
  return site.data?.siteName ?? SITE_NAME;
}

/**
 * At build time there is no document: the prerender provides a collector here and writes the title
 * the page asked for into the page's HTML (client/scripts/prerender.mjs). Null in the browser.
 */
export const PrerenderTitleContext = createContext<((title: string) => void) | null>(null);

/**
 * Announced when a page's own component is in place: on a hydrated page, the page's content is
 * hydrated after the frame around it (it sits in the router's Suspense boundary), and this is the
 * moment its data may arrive (main.tsx) and held taps may be done (public/first-paint.js).
 */
export const PAGE_LIVE_EVENT = 'hc:live';

/**
 * Sets the document title for a route: "Page · HerCircle". Every page calls it (the prerender
 * refuses a page that does not), which makes it the page's announcement that it is live.
 */
export function usePageTitle(title: string | null): void {
  const siteName = useSiteName();
  const full = title ? `${title} · ${siteName}` : siteName;
  useContext(PrerenderTitleContext)?.(full);
  useEffect(() => {
    document.title = full;
  }, [full]);
  useEffect(() => {
    document.dispatchEvent(new Event(PAGE_LIVE_EVENT));
  }, []);
}
