// The /events page's own content, apart from pages.ts: it loads with that page (rendered by the
// server, public), which should not carry every other page's content.
import type { ListingPage } from './types.ts';

export const EVENTS_PAGE: ListingPage = {
  title: 'Community Events',
  subtitle: 'Workshops, meetups and quiet support circles, online and in cities near you.',
  callToAction: {
    title: 'Host Your Own Event',
    text: 'Running a workshop, a walk or a book club? We will help you find your people.',
    primary: { label: 'Submit Event Proposal', to: '/contact' },
  },
};
