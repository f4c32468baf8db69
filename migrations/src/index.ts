import type { Migration } from 'kysely/migration';
import * as usersSessions from './migrations/20261122T1500_users_sessions.ts';
import * as accounts from './migrations/20261122T1510_accounts.ts';
import * as community from './migrations/20261122T1600_community.ts';
import * as chat from './migrations/20261122T1620_chat.ts';
import * as admin from './migrations/20261122T1630_admin.ts';
import * as content from './migrations/20261122T1640_content.ts';
import * as sessionEndNotify from './migrations/20261123T1200_session_end_notify.ts';
import * as postEditDelete from './migrations/20261123T1400_post_edit_delete.ts';
import * as safety from './migrations/20261123T1500_safety.ts';
import * as search from './migrations/20261123T1720_search.ts';
import * as reactions from './migrations/20261123T1700_reactions.ts';
import * as notifications from './migrations/20261123T1710_notifications.ts';
import * as preferences from './migrations/20261123T1800_preferences.ts';
import * as mentions from './migrations/20261123T1810_mentions.ts';
import * as notificationEmail from './migrations/20261123T1820_notification_email.ts';
import * as directMessages from './migrations/20261123T1830_direct_messages.ts';
import * as searchSpeed from './migrations/20261123T1840_search_speed.ts';
import * as events from './migrations/20261123T1850_events.ts';
import * as storyReview from './migrations/20261123T1910_story_review.ts';
import * as newsletter from './migrations/20261123T1920_newsletter.ts';
import * as newsletterIssues from './migrations/20261123T1925_newsletter_issues.ts';
import * as storySections from './migrations/20261123T2100_story_sections.ts';
import * as groupCounts from './migrations/20261123T2110_group_counts.ts';
import * as groupCountsBulk from './migrations/20261123T2120_group_counts_bulk.ts';
import * as groupCountsOrder from './migrations/20261126T1100_group_counts_order.ts';
import * as userChangeNotify from './migrations/20261126T2000_user_change_notify.ts';
import * as groupSearchVersion from './migrations/20261127T0200_group_search_version.ts';
import * as knownDevices from './migrations/20261128T1000_known_devices.ts';
import * as groupAdminNotices from './migrations/20261128T1010_group_admin_notices.ts';
import * as accountSecurity from './migrations/20261128T1100_account_security.ts';
import * as deletionHold from './migrations/20261128T1200_deletion_hold.ts';
import * as discreetMail from './migrations/20261128T1210_discreet_mail.ts';
import * as outboxStatus from './migrations/20261128T1215_outbox_status.ts';
import * as emailVerified from './migrations/20261128T1220_email_verified.ts';
import * as emailSignInCodes from './migrations/20261128T1300_email_sign_in_codes.ts';
import * as fairProcess from './migrations/20261128T1400_fair_process.ts';
import * as shield from './migrations/20261128T1410_shield.ts';
import * as newAccountsPortal from './migrations/20261128T1420_new_accounts_portal.ts';
import * as reportsTransparency from './migrations/20261128T1430_reports_transparency.ts';
import * as eventFields from './migrations/20261128T1500_event_fields.ts';
import * as invitationsScreening from './migrations/20261129T1000_invitations_screening.ts';
import * as pollsScheduled from './migrations/20261129T1010_polls_scheduled.ts';
import * as firstVisit from './migrations/20261129T1030_first_visit.ts';
import * as storyCommentsSaves from './migrations/20261129T1100_story_comments_saves.ts';
import * as quietMembership from './migrations/20261129T1020_quiet_membership.ts';
import * as podcast from './migrations/20261129T1040_podcast.ts';
import * as magazinesResources from './migrations/20261129T1050_magazines_resources.ts';
import * as pushTimeZone from './migrations/20261129T1200_push_time_zone.ts';
import * as language from './migrations/20261129T1300_language.ts';

/**
 * Every migration, in order. An explicit list (rather than reading a folder at run time) works the
 * same under tsx, Vitest and the bundled server, and a missing import fails the type-check.
 */
export const migrations: Record<string, Migration> = {
  '20261122T1500_users_sessions': usersSessions,
  '20261122T1510_accounts': accounts,
  '20261122T1600_community': community,
  '20261122T1620_chat': chat,
  '20261122T1630_admin': admin,
  '20261122T1640_content': content,
  '20261123T1200_session_end_notify': sessionEndNotify,
  '20261123T1400_post_edit_delete': postEditDelete,
  '20261123T1500_safety': safety,
  '20261123T1720_search': search,
  '20261123T1700_reactions': reactions,
  '20261123T1710_notifications': notifications,
  '20261123T1800_preferences': preferences,
  '20261123T1810_mentions': mentions,
  '20261123T1820_notification_email': notificationEmail,
  '20261123T1830_direct_messages': directMessages,
  '20261123T1840_search_speed': searchSpeed,
  '20261123T1850_events': events,
  '20261123T1910_story_review': storyReview,
  '20261123T1920_newsletter': newsletter,
  '20261123T1925_newsletter_issues': newsletterIssues,
  '20261123T2100_story_sections': storySections,
  '20261123T2110_group_counts': groupCounts,
  '20261123T2120_group_counts_bulk': groupCountsBulk,
  '20261126T1100_group_counts_order': groupCountsOrder,
  '20261126T2000_user_change_notify': userChangeNotify,
  '20261127T0200_group_search_version': groupSearchVersion,
  '20261128T1000_known_devices': knownDevices,
  '20261128T1010_group_admin_notices': groupAdminNotices,
  '20261128T1100_account_security': accountSecurity,
  '20261128T1200_deletion_hold': deletionHold,
  '20261128T1210_discreet_mail': discreetMail,
  '20261128T1215_outbox_status': outboxStatus,
  '20261128T1220_email_verified': emailVerified,
  '20261128T1300_email_sign_in_codes': emailSignInCodes,
  '20261128T1400_fair_process': fairProcess,
  '20261128T1410_shield': shield,
  '20261128T1420_new_accounts_portal': newAccountsPortal,
  '20261128T1430_reports_transparency': reportsTransparency,
  '20261128T1500_event_fields': eventFields,
  '20261129T1000_invitations_screening': invitationsScreening,
  '20261129T1010_polls_scheduled': pollsScheduled,
  '20261129T1020_quiet_membership': quietMembership,
  '20261129T1030_first_visit': firstVisit,
  '20261129T1040_podcast': podcast,
  '20261129T1050_magazines_resources': magazinesResources,
  '20261129T1100_story_comments_saves': storyCommentsSaves,
  '20261129T1200_push_time_zone': pushTimeZone,
  '20261129T1300_language': language,
};
