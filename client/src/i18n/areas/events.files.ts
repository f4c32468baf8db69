/** The files whose every interface text comes from the catalogues (i18n.test.ts reads this). */
export const eventsFiles: string[] = [
  'routes/events.index.tsx',
  'routes/events.$eventId.tsx',
  'routes/community/events.tsx',
  'content/events.ts',
  'features/events/EventsPage.tsx',
  'features/events/EventPage.tsx',
  'features/events/EventCard.tsx',
  'features/events/EventFormModal.tsx',
  'features/events/AttendeesCard.tsx',
  'features/events/ManageEvent.tsx',
  'features/events/RsvpControl.tsx',
  'features/events/confirm-cancel.tsx',
  'features/events/event-format.ts',
  'features/events/calendar-file.ts',
];
