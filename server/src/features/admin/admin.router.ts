import { router } from '../../trpc/init.ts';
import { adminDashboardProcedures } from './admin-dashboard.router.ts';
import { adminInboxRouter } from './admin-inbox.router.ts';
import { adminUsersRouter } from './admin-users.router.ts';
import { adminCommunitiesRouter } from './admin-communities.router.ts';
import { adminStoriesRouter } from './admin-stories.router.ts';
import { adminSettingsRouter } from './admin-settings.router.ts';
import { adminNewsletterRouter } from '../newsletter/newsletter-admin.router.ts';
import { adminOutboxRouter } from './admin-outbox.router.ts';
import { adminFairProcessRouter } from '../fair-process/fair-process.router.ts';
import { adminPodcastRouter } from '../podcast/podcast.router.ts';
import { adminIssuesRouter } from '../magazine/issues.router.ts';
import { adminResourcesRouter } from '../resources/resources.router.ts';

/** The admin portal's procedures (`admin.*`, REST under /admin), one router per area. */
export const adminRouter = router({
  ...adminDashboardProcedures,
  users: adminUsersRouter,
  communities: adminCommunitiesRouter,
  stories: adminStoriesRouter,
  inbox: adminInboxRouter,
  settings: adminSettingsRouter,
  newsletter: adminNewsletterRouter,
  outbox: adminOutboxRouter,
  fairProcess: adminFairProcessRouter,
  podcast: adminPodcastRouter,
  issues: adminIssuesRouter,
  resources: adminResourcesRouter,
});
