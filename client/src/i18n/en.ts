/**
 * The interface's English words: the spec's texts, exactly. Spanish and Arabic (es.ts, ar.ts) have
 * every key of this catalogue; TypeScript refuses one that lacks a key.
 */
export const en = {
  nav: {
    home: 'Home',
    stories: 'Stories',
    community: 'Community',
    events: 'Events',
    publications: 'Publications',
    podcast: 'Podcast',
    resources: 'Resources',
    healthLifestyle: 'Health & Lifestyle',
    shop: 'Shop',
    careerFinance: 'Career & Finance',
    unfiltered: 'Unfiltered',
    topStories: 'Top Stories',
    allEvents: 'All Events',
    magazineIssues: 'Magazine Issues',
    contact: 'Contact',
    skipToContent: 'Skip to content',
    mainLabel: 'Main',
    moreLabel: 'More',
    mobileLabel: 'Mobile',
    menu: 'Menu',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    signIn: 'Sign In',
    join: 'Join Community',
    admin: 'Admin',
    adminPortal: 'Admin Portal',
    messages: 'Messages',
    toLight: 'Switch to light theme',
    toDark: 'Switch to dark theme',
  },
  quickExit: {
    label: 'Quick exit',
    hint: 'Leave this site now (or press Escape three times)',
  },
  footer: {
    tagline: 'A circle of women sharing stories, skills and support, in more than 150 countries.',
    read: 'Read',
    connect: 'Connect',
    about: 'About',
    aboutUs: 'About Us',
    contactUs: 'Contact Us',
    privacy: 'Privacy Policy',
    guidelines: 'Community Guidelines',
    transparency: 'Transparency',
    accessibility: 'Accessibility',
    help: 'Help Center',
    terms: 'Terms',
    madeWithCare: '© {{year}} {{site}}. Made with care for women everywhere.',
    language: 'Language',
  },
};

export type Catalog = typeof en;
