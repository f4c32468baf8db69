export type Gradient = 'plum' | 'coral' | 'apricot' | 'sage' | 'dusk' | 'rose';

export interface Card {
  id: string;
  title: string;
  text: string;
  emoji: string;
  gradient?: Gradient;
  meta?: string;
}

export interface Quote {
  text: string;
  author: string;
  role: string;
}

/** A hub's topic: its title, intro and tips are `topics.<slug>` texts (i18n/areas/topics.ts). */
export interface Topic {
  slug: string;
  emoji: string;
}

/** A link drawn as a button; `to` is a route path, `hash` the section it scrolls to. */
export interface ContentLink {
  label: string;
  to: string;
  hash?: string;
}

/** What opens and closes a listing page: its header, its category chips, its closing card. */
export interface ListingPage {
  title: string;
  subtitle: string;
  chips?: { items: readonly string[]; label: string };
  /**
   * `secondary` only where it leads somewhere else: the spec's "View All" links sat on the very
   * page they named (issue 36), so those pages have none.
   */
  callToAction?: { title: string; text: string; primary: ContentLink; secondary?: ContentLink };
}
