// The /events page's data, apart from pages.ts: it loads with that page (rendered by the server,
// public), which should not carry every other page's content. Its words are `page.*` texts in
// i18n/areas/events.ts.

/** Where the closing card's Submit Event Proposal leads. */
export const EVENTS_PAGE = { proposalTo: '/contact' } as const;
