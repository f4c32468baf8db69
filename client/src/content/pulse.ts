/** Sample upcoming events shown beside the community pulse on Home. */
export interface PulseEvent {
  id: string;
  title: string;
  date: string;
  location: string;
}

export const PULSE_EVENTS: readonly PulseEvent[] = [
  {
    id: 'negotiate-your-worth',
    title: 'Negotiate Your Worth: a salary workshop',
    date: '2027-01-14',
    location: 'Online',
  },
  {
    id: 'sunrise-walk-lisbon',
    title: 'Sunrise walk and coffee',
    date: '2027-01-23',
    location: 'Lisbon, Belém riverfront',
  },
  {
    id: 'founders-circle-nairobi',
    title: "Founders' circle: first hires",
    date: '2027-02-06',
    location: 'Nairobi, iHub',
  },
];
