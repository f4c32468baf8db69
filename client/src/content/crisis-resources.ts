/**
 * Helplines shown beside a self-harm report (the Report dialog). Edit this list to add a region or
 * change a number; each entry needs a name and at least a phone number or a link.
 */
export interface CrisisResource {
  name: string;
  region: string;
  phone?: string;
  /** Dialled as written in `phone` unless given here (tel: links take no spaces). */
  tel?: string;
  url?: string;
  description: string;
}

export const CRISIS_EMERGENCY_NOTE =
  'If you are in immediate danger, call your local emergency number.';

export const CRISIS_INTRO =
  'If you or someone you know is struggling, you can talk to someone now, for free:';

export const CRISIS_RESOURCES: CrisisResource[] = [
  {
    name: 'Samaritans',
    region: 'UK & ROI',
    phone: '116 123',
    tel: '116123',
    url: 'https://www.samaritans.org',
    description: 'Any time, day or night.',
  },
  {
    name: '988 Suicide & Crisis Lifeline',
    region: 'US',
    phone: '988',
    tel: '988',
    url: 'https://988lifeline.org',
    description: 'Call or text, any time.',
  },
  {
    name: 'Find a Helpline',
    region: 'Other countries',
    url: 'https://findahelpline.com',
    description: 'Free, confidential helplines near you.',
  },
];
