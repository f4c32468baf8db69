// The privacy policy's, the account deletion page's, About's and Contact's data. Their words are in
// i18n/areas/legal.ts and i18n/areas/about.ts, in every language, under the keys named here.

/** When the privacy policy last changed (shown as a month and year in her language). */
export const PRIVACY_LAST_UPDATED = '2025-09-01';

/** The privacy policy's sections, in order: each `id` is its anchor, the rest its texts' keys. */
export const PRIVACY_SECTIONS = [
  {
    id: 'information-we-collect',
    heading: 'privacy.collect.heading',
    paragraphs: ['privacy.collect.intro'],
    bullets: [
      'privacy.collect.account',
      'privacy.collect.profile',
      'privacy.collect.posts',
      'privacy.collect.technical',
    ],
  },
  { id: 'how-we-use', heading: 'privacy.use.heading', paragraphs: ['privacy.use.body'] },
  { id: 'how-we-share', heading: 'privacy.share.heading', paragraphs: ['privacy.share.body'] },
  {
    id: 'data-security',
    heading: 'privacy.security.heading',
    paragraphs: ['privacy.security.body'],
  },
  {
    id: 'your-rights',
    heading: 'privacy.rights.heading',
    paragraphs: ['privacy.rights.body', 'privacy.rights.deletion'],
  },
  { id: 'cookies', heading: 'privacy.cookies.heading', paragraphs: ['privacy.cookies.body'] },
  { id: 'children', heading: 'privacy.children.heading', paragraphs: ['privacy.children.body'] },
  {
    id: 'international-users',
    heading: 'privacy.international.heading',
    paragraphs: ['privacy.international.body'],
  },
  { id: 'changes', heading: 'privacy.changes.heading', paragraphs: ['privacy.changes.body'] },
  { id: 'contact', heading: 'privacy.contact.heading', paragraphs: ['privacy.contact.body'] },
] as const satisfies readonly {
  id: string;
  heading: string;
  paragraphs: readonly string[];
  bullets?: readonly string[];
}[];

/** The address for questions about privacy. */
export const PRIVACY_EMAIL = 'privacy@hercircle.example';

/** What happens once she asks for deletion, in order: `deletion.next.<id>` texts. */
export const DELETION_NEXT_STEPS = ['deactivated', 'cancel', 'deleted'] as const;

export const ABOUT = {
  /** What we stand for: `values.<id>` texts. */
  values: [
    { id: 'honesty', emoji: '🤝' },
    { id: 'care', emoji: '💗' },
    { id: 'practicality', emoji: '🧰' },
    { id: 'belonging', emoji: '🌍' },
  ],
  /** The team: names as they write them; roles and bios are `team.<id>` texts. */
  team: [
    { id: 'nadia', name: 'Nadia Brooks', initials: 'NB' },
    { id: 'amara', name: 'Amara Okafor', initials: 'AO' },
    { id: 'grace', name: 'Grace Mensah', initials: 'GM' },
  ],
} as const;

export const CONTACT = {
  /** The addresses to write to directly: `contact.channels.<id>` names them. */
  channels: [
    { id: 'general', value: 'hello@hercircle.example' },
    { id: 'press', value: 'press@hercircle.example' },
    { id: 'privacy', value: PRIVACY_EMAIL },
  ],
} as const;
