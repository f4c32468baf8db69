export const PRIVACY_LAST_UPDATED = 'September 2025';

export const PRIVACY_SECTIONS: {
  id: string;
  heading: string;
  paragraphs: string[];
  bullets?: string[];
}[] = [
  {
    id: 'information-we-collect',
    heading: 'Information We Collect',
    paragraphs: [
      'We collect what you give us when you create an account, fill in your profile, post in groups, chat, subscribe to the newsletter or contact us.',
    ],
    bullets: [
      'Account details: name, email address and password (stored only as a secure hash)',
      'Profile details you choose to add: picture, bio, location, occupation, interests, date of birth',
      'What you post: stories, group posts and chat messages',
      'Technical data: the address and browser used to reach the site, kept for security',
    ],
  },
  {
    id: 'how-we-use',
    heading: 'How We Use Your Information',
    paragraphs: [
      'We use your information to run your account, show your posts to the people you share them with, keep the community safe, send the emails you asked for, and improve the site. We do not sell your personal information.',
    ],
  },
  {
    id: 'how-we-share',
    heading: 'How We Share Information',
    paragraphs: [
      'Other members see what you post and the public parts of your profile. Your email address and date of birth are never shown to other members. We share data with service providers who host and deliver our service under contract, and with authorities only when the law requires it.',
    ],
  },
  {
    id: 'data-security',
    heading: 'Data Security',
    paragraphs: [
      'Passwords are stored as one-way hashes. Connections are encrypted. Uploaded pictures have location data removed. Access to member data inside HerCircle is limited to the staff who need it, and every administrative change is logged.',
    ],
  },
  {
    id: 'your-rights',
    heading: 'Your Rights',
    paragraphs: [
      'You can see and correct your profile at any time, download a copy of your data from your account, and ask us to delete your account. Deletion deactivates your account at once and removes your personal data permanently within 30 days.',
      'To delete your account, use the account deletion form.',
    ],
  },
  {
    id: 'cookies',
    heading: 'Cookies',
    paragraphs: [
      'We do not use advertising or tracking cookies. Your browser keeps your sign-in and your light or dark theme choice in local storage on your device.',
    ],
  },
  {
    id: 'children',
    heading: 'Children Under 13',
    paragraphs: [
      'HerCircle is not for children under 13, and we do not knowingly collect their information. If you believe a child has created an account, contact us and we will remove it.',
    ],
  },
  {
    id: 'international-users',
    heading: 'International Users',
    paragraphs: [
      'HerCircle is operated from the United States. If you use it from elsewhere, your information is transferred to and processed in the United States, with the protections described in this policy.',
    ],
  },
  {
    id: 'changes',
    heading: 'Changes to This Policy',
    paragraphs: [
      'If we change this policy in a way that matters, we will tell members by email and on the site before the change takes effect.',
    ],
  },
  {
    id: 'contact',
    heading: 'Contact Us',
    paragraphs: [
      'Questions about privacy: privacy@hercircle.example, or write to us through the Contact page.',
    ],
  },
];

export const DELETION_REASON_LABELS: Record<string, string> = {
  'privacy-concerns': 'Privacy concerns',
  'not-using': 'I am not using it any more',
  'too-many-emails': 'Too many emails',
  'found-alternative': 'I found an alternative',
  'technical-issues': 'Technical issues',
  other: 'Something else',
};

export const DELETION_NEXT_STEPS = [
  'Your account is deactivated immediately and you are signed out everywhere; you no longer appear among members of your groups or at your events.',
  'We email you a link that cancels the deletion if you change your mind within the 30 days: you are back in your groups, with your roles and your RSVPs.',
  'Your account and personal data are deleted permanently after 30 days.',
];

export const ABOUT = {
  mission:
    'HerCircle exists so that no woman has to figure it out alone: not a career change, not a diagnosis, not a first baby or a last goodbye.',
  story:
    'We started in 2021 as a group chat of nine friends in three countries, trading advice about salaries and sleepless nights. Today more than fifty thousand women read, write and meet here, in more than 150 countries.',
  values: [
    { title: 'Honesty', text: 'Real stories, including the messy parts.', emoji: '🤝' },
    { title: 'Care', text: 'Moderated spaces where kindness is the rule.', emoji: '💗' },
    { title: 'Practicality', text: 'Advice you can use on Monday morning.', emoji: '🧰' },
    { title: 'Belonging', text: 'Every age, culture, body and path.', emoji: '🌍' },
  ],
  team: [
    {
      name: 'Nadia Brooks',
      role: 'Founder and editor',
      initials: 'NB',
      bio: 'Former newspaper editor in Manchester, now editing member stories every morning.',
    },
    {
      name: 'Amara Okafor',
      role: 'Head of product',
      initials: 'AO',
      bio: 'Designs the parts of HerCircle you touch, from Lagos.',
    },
    {
      name: 'Grace Mensah',
      role: 'Community lead',
      initials: 'GM',
      bio: 'Midwife, moderator and the reason our groups feel safe.',
    },
  ],
};

export const CONTACT = {
  intro: 'Questions, ideas, partnerships or a problem with your account: we read everything.',
  responseTime: 'We respond within 24-48 hours.',
  channels: [
    { label: 'General', value: 'hello@hercircle.example' },
    { label: 'Press', value: 'press@hercircle.example' },
    { label: 'Privacy', value: 'privacy@hercircle.example' },
  ],
};
