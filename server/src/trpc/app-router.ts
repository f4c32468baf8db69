import { router } from './init.ts';
import { siteProcedures } from '../features/site/site.router.ts';
import { storiesProcedures } from '../features/stories/stories.router.ts';
import { storyCommentProcedures } from '../features/stories/story-comments.router.ts';
import { accountProcedures } from '../features/account/account.router.ts';
import { authRouter } from '../features/auth/auth.router.ts';
import { usersRouter } from '../features/users/users.router.ts';
import { chatRouter } from '../features/chat/chat.router.ts';
import { communityRouter } from '../features/community/community.router.ts';
import { adminRouter } from '../features/admin/admin.router.ts';
import { reportProcedures } from '../features/moderation/reports.router.ts';
import { moderationProcedures } from '../features/moderation/moderation.router.ts';
import { searchRouter } from '../features/search/search.router.ts';
import { notificationsRouter } from '../features/notifications/notifications.router.ts';
import { eventsRouter } from '../features/events/events.router.ts';
import { homeRouter } from '../features/first-visit/first-visit.router.ts';
import { podcastRouter } from '../features/podcast/podcast.router.ts';
import {
  decisionProcedures,
  guidelinesProcedures,
} from '../features/fair-process/fair-process.router.ts';
import { transparencyProcedures } from '../features/transparency/transparency.router.ts';
import { issueProcedures } from '../features/magazine/issues.router.ts';
import { resourceProcedures } from '../features/resources/resources.router.ts';

export const appRouter = router({
  auth: authRouter,
  users: usersRouter,
  community: communityRouter,
  chat: chatRouter,
  admin: adminRouter,
  // The design card's `content` router, served by four features.
  content: router({
    ...siteProcedures,
    ...storiesProcedures,
    ...storyCommentProcedures,
    ...accountProcedures,
    ...transparencyProcedures,
    ...guidelinesProcedures,
    ...issueProcedures,
    ...resourceProcedures,
  }),
  // Reports by members, and the moderation of them by site and group admins.
  moderation: router({ ...reportProcedures, ...moderationProcedures, ...decisionProcedures }),
  search: searchRouter,
  notifications: notificationsRouter,
  events: eventsRouter,
  home: homeRouter,
  podcast: podcastRouter,
});

export type AppRouter = typeof appRouter;
