import { createContext, createElement, useContext, useEffect } from 'react';
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

/** Where a page's usePageTitle leaves its title for the document's <title> (document.tsx). */
export interface TitleSink {
  set(title: string): void;
  get(): string | null;
}

export function createTitleSink(): TitleSink {
  let title: string | null = null;
  return { set: (t) => (title = t), get: () => title };
}

export const PageTitleSink = createContext<TitleSink | null>(null);

/**
 * The document's <title> (React puts it in <head>): rendered after the page, so the server's HTML
 * has the title the page asked for.
 */
export function PageTitle({ titles }: { titles: TitleSink }) {
  const siteName = useSiteName();
  return createElement('title', null, titles.get() ?? siteName);
}

/**
 * Announced when a page's own component is in place: on a hydrated page, the page's content is
 * hydrated after the frame around it (it sits in the router's Suspense boundary), and this is the
 * moment it is fully React's.
 */
export const PAGE_LIVE_EVENT = 'hc:live';

// A page rendered in the browser alone (no server HTML to hydrate) is live as it renders.
let pageLive = true;
const whenLive: (() => void)[] = [];

/** Called by the browser's entry before it hydrates the server's page: it is not live yet. */
export function expectHydration(): void {
  pageLive = false;
}

/**
 * Resolves once the first page is fully React's. A navigation started from the top bar while the
 * page below it is still hydrating makes the router hand that page's boundary the next page's
 * matches, which throws there (TanStack/router#8306; React recovers by rendering afresh and
 * reports an error): the top bar's own navigations wait for this, a moment at most.
 */
export function whenPageLive(): Promise<void> {
  return pageLive ? Promise.resolve() : new Promise((resolve) => whenLive.push(resolve));
}

/** A page that never says it is live (a crash's error page) must not hold anyone up for long. */
const LONGEST_WAIT_MS = 2_000;

/** whenPageLive, or a moment at most: what an action that must not meet a hydrating page waits for. */
export function whenPageLiveOrSoon(): Promise<void> {
  if (pageLive) return Promise.resolve();
  return Promise.race([
    whenPageLive(),
    new Promise<void>((resolve) => setTimeout(resolve, LONGEST_WAIT_MS)),
  ]);
}

/**
 * Sets the document title for a route: "Page · HerCircle". Every page calls it (the server's
 * <title> is the one it sets), which makes it the page's announcement that it is live.
 */
export function usePageTitle(title: string | null): void {
  const siteName = useSiteName();
  const full = title ? `${title} · ${siteName}` : siteName;
  useContext(PageTitleSink)?.set(full);
  useEffect(() => {
    document.title = full;
  }, [full]);
  useEffect(() => {
    pageLive = true;
    whenLive.splice(0).forEach((resolve) => resolve());
    document.dispatchEvent(new Event(PAGE_LIVE_EVENT));
  }, []);
}
