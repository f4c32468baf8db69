// Every area's catalogues, for i18n.test.ts and the types of `t` (i18next.d.ts). Pages import their
// own area's file, so its texts load with the page.
import { homeTexts } from './home.ts';
import { groupTexts } from './group.ts';
import { settingsTexts } from './settings.ts';
import { accessibilityTexts } from './accessibility.ts';
import { messagesTexts } from './messages.ts';
import { membersTexts } from './members.ts';
import { notificationsTexts } from './notifications.ts';
import { searchTexts } from './search.ts';
import { chatTexts } from './chat.ts';
import { accountTexts } from './account.ts';
import { profileTexts } from './profile.ts';
import { frameTexts } from './frame.ts';
import { aboutTexts } from './about.ts';
import { advertisingTexts } from './advertising.ts';
import { legalTexts } from './legal.ts';
import { resourcesTexts } from './resources.ts';
import { topicsTexts } from './topics.ts';
import { safetyTexts } from './safety.ts';
import { safetyLabelsTexts } from './safety-labels.ts';
import { fairProcessTexts } from './fairProcess.ts';
import { storiesTexts } from './stories.ts';
import { mediaTexts } from './media.ts';
import { communityTexts } from './community.ts';
import { eventsTexts } from './events.ts';

export const AREAS = [
  homeTexts,
  groupTexts,
  settingsTexts,
  accessibilityTexts,
  messagesTexts,
  membersTexts,
  notificationsTexts,
  searchTexts,
  chatTexts,
  accountTexts,
  profileTexts,
  frameTexts,
  aboutTexts,
  advertisingTexts,
  legalTexts,
  resourcesTexts,
  topicsTexts,
  safetyTexts,
  safetyLabelsTexts,
  fairProcessTexts,
  storiesTexts,
  mediaTexts,
  communityTexts,
  eventsTexts,
];

export interface AreaResources {
  home: (typeof homeTexts)['en'];
  group: (typeof groupTexts)['en'];
  settings: (typeof settingsTexts)['en'];
  accessibility: (typeof accessibilityTexts)['en'];
  messages: (typeof messagesTexts)['en'];
  members: (typeof membersTexts)['en'];
  notifications: (typeof notificationsTexts)['en'];
  search: (typeof searchTexts)['en'];
  chat: (typeof chatTexts)['en'];
  account: (typeof accountTexts)['en'];
  profile: (typeof profileTexts)['en'];
  frame: (typeof frameTexts)['en'];
  about: (typeof aboutTexts)['en'];
  advertising: (typeof advertisingTexts)['en'];
  legal: (typeof legalTexts)['en'];
  resources: (typeof resourcesTexts)['en'];
  topics: (typeof topicsTexts)['en'];
  safety: (typeof safetyTexts)['en'];
  safetyLabels: (typeof safetyLabelsTexts)['en'];
  fairProcess: (typeof fairProcessTexts)['en'];
  stories: (typeof storiesTexts)['en'];
  media: (typeof mediaTexts)['en'];
  community: (typeof communityTexts)['en'];
  events: (typeof eventsTexts)['en'];
}
