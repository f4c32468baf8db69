/**
 * Helplines shown beside a self-harm report (the Report dialog). Edit this list to add a region or
 * change a number; each entry needs a name and at least a phone number or a link. A helpline's
 * name is its own; its region and what it offers are texts of the safety area
 * (i18n/areas/safety.ts: `crisis.regions.<region>`, `crisis.helplines.<id>`) in every language.
 */
export interface CrisisResource {
  id: 'samaritans' | 'lifeline' | 'findAHelpline';
  name: string;
  region: 'ukIe' | 'us' | 'other';
  phone?: string;
  /** Dialled as written in `phone` unless given here (tel: links take no spaces). */
  tel?: string;
  url?: string;
}

export const CRISIS_RESOURCES: CrisisResource[] = [
  {
    id: 'samaritans',
    name: 'Samaritans',
    region: 'ukIe',
    phone: '116 123',
    tel: '116123',
    url: 'https://www.samaritans.org',
  },
  {
    id: 'lifeline',
    name: '988 Suicide & Crisis Lifeline',
    region: 'us',
    phone: '988',
    tel: '988',
    url: 'https://988lifeline.org',
  },
  {
    id: 'findAHelpline',
    name: 'Find a Helpline',
    region: 'other',
    url: 'https://findahelpline.com',
  },
];
